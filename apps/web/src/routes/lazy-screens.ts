import { lazy, type ComponentType } from 'react';

type Loader = () => Promise<{ default: ComponentType }>;

const loaders = {
  browse: () =>
    import('../screens/browse/browse-screen').then((m) => ({ default: m.BrowseScreen })),
  proposedTipBeauty: () =>
    import('../screens/proposed-tip-beauty/proposed-tip-beauty-screen').then((m) => ({
      default: m.ProposedTipBeautyScreen,
    })),
  locations: () =>
    import('../screens/locations/locations-screen').then((m) => ({
      default: m.LocationsScreen,
    })),
  department: () =>
    import('../screens/department/department-screen').then((m) => ({
      default: m.DepartmentScreen,
    })),
  guestVerification: () =>
    import('../screens/guest-verification/guest-verification-screen').then((m) => ({
      default: m.GuestVerificationScreen,
    })),
  nights: () =>
    import('../screens/nights/nights-screen').then((m) => ({ default: m.NightsScreen })),
  proposedTipHospitality: () =>
    import('../screens/proposed-tip-hospitality/proposed-tip-hospitality-screen').then((m) => ({
      default: m.ProposedTipHospitalityScreen,
    })),
  payment: () =>
    import('../screens/payment/payment-screen').then((m) => ({ default: m.PaymentScreen })),
  review: () =>
    import('../screens/review/review-screen').then((m) => ({ default: m.ReviewScreen })),
  success: () =>
    import('../screens/success/success-screen').then((m) => ({ default: m.SuccessScreen })),
  proposedTipIntent: () =>
    import('../screens/proposed-tip-intent/proposed-tip-intent-screen').then((m) => ({
      default: m.ProposedTipIntentScreen,
    })),
  intentPaid: () =>
    import('../screens/intent-paid/intent-paid-screen').then((m) => ({
      default: m.IntentPaidScreen,
    })),
  errorExternal: () =>
    import('../screens/error-external/error-external-screen').then((m) => ({
      default: m.ErrorExternalScreen,
    })),
} satisfies Record<string, Loader>;

/** The screens after the landing: split from the first screen's code. */
export const LazyScreens = {
  Browse: lazy(loaders.browse),
  ProposedTipBeauty: lazy(loaders.proposedTipBeauty),
  Locations: lazy(loaders.locations),
  Department: lazy(loaders.department),
  GuestVerification: lazy(loaders.guestVerification),
  Nights: lazy(loaders.nights),
  ProposedTipHospitality: lazy(loaders.proposedTipHospitality),
  Payment: lazy(loaders.payment),
  Review: lazy(loaders.review),
  Success: lazy(loaders.success),
  ErrorExternal: lazy(loaders.errorExternal),
  ProposedTipIntent: lazy(loaders.proposedTipIntent),
  IntentPaid: lazy(loaders.intentPaid),
};

/**
 * Fetches the later screens' code once the browser is idle (the provider's code is not among them),
 * and whatever else `also` loads at the same moment (the sandbox card form).
 */
export function prefetchScreens(also: readonly (() => Promise<unknown>)[] = []): void {
  const run = (): void => {
    for (const load of [...Object.values(loaders), ...also]) void load().catch(() => undefined);
  };
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(run, { timeout: 3000 });
  } else {
    setTimeout(run, 1000);
  }
}

import { lazy, type ComponentType } from 'react';

type Loader = () => Promise<{ default: ComponentType }>;

const loaders = {
  proposedTipBeauty: () =>
    import('../screens/proposed-tip-beauty/proposed-tip-beauty-screen').then((m) => ({
      default: m.ProposedTipBeautyScreen,
    })),
  payment: () =>
    import('../screens/payment/payment-screen').then((m) => ({ default: m.PaymentScreen })),
  review: () =>
    import('../screens/review/review-screen').then((m) => ({ default: m.ReviewScreen })),
  success: () =>
    import('../screens/success/success-screen').then((m) => ({ default: m.SuccessScreen })),
  errorExternal: () =>
    import('../screens/error-external/error-external-screen').then((m) => ({
      default: m.ErrorExternalScreen,
    })),
} satisfies Record<string, Loader>;

/** The screens after the landing: split from the first screen's code. */
export const LazyScreens = {
  ProposedTipBeauty: lazy(loaders.proposedTipBeauty),
  Payment: lazy(loaders.payment),
  Review: lazy(loaders.review),
  Success: lazy(loaders.success),
  ErrorExternal: lazy(loaders.errorExternal),
};

/** Fetches the later screens' code once the browser is idle (the provider's code is not among them). */
export function prefetchScreens(): void {
  const run = (): void => {
    for (const load of Object.values(loaders)) void load();
  };
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(run, { timeout: 3000 });
  } else {
    setTimeout(run, 1000);
  }
}

import { Suspense, type ReactElement } from 'react';
import type { StepName } from '@tipwell/core';
import { Spinner } from '../components/spinner/spinner';
import { AccountLandingScreen } from '../screens/locations/account-landing-screen';
import { NotFoundScreen } from '../screens/not-found/not-found-screen';
import { LazyScreens } from './lazy-screens';

function screenFor(step: StepName): ReactElement {
  switch (step) {
    case 'proposed-tip-beauty':
      return <LazyScreens.ProposedTipBeauty />;
    case 'locations':
      return <LazyScreens.Locations />;
    case 'department':
      return <LazyScreens.Department />;
    case 'guest-verification':
      return <LazyScreens.GuestVerification />;
    case 'nights':
      return <LazyScreens.Nights />;
    case 'proposed-tip-hospitality':
      return <LazyScreens.ProposedTipHospitality />;
    case 'proposed-tip-intent':
      return <LazyScreens.ProposedTipIntent />;
    case 'intent-paid':
      return <LazyScreens.IntentPaid />;
    case 'payment':
      return <LazyScreens.Payment />;
    case 'review':
    case 'talent':
      return <LazyScreens.Review />;
    case 'success':
      return <LazyScreens.Success />;
    case 'error-external':
      return <LazyScreens.ErrorExternal />;
    case 'users':
    case 'station':
    case 'location':
    case 'group':
      return <LazyScreens.Browse />;
    case 'landing':
      return <AccountLandingScreen />;
    default:
      // Screens of later issues (browse, hospitality, intents) are not built yet.
      return <NotFoundScreen />;
  }
}

/** The screen of the flow's current step. */
export function StepScreen({ step }: { readonly step: StepName }): ReactElement {
  return <Suspense fallback={<Spinner />}>{screenFor(step)}</Suspense>;
}

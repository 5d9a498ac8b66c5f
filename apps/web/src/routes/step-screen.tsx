import { Suspense, type ReactElement } from 'react';
import type { StepName } from '@tipwell/core';
import { Spinner } from '../components/spinner/spinner';
import { AccountLandingScreen } from '../screens/landing/account-landing-screen';
import { NotFoundScreen } from '../screens/not-found/not-found-screen';
import { SplitScreen } from './split-screen';
import { screenOfStep } from './screen-loaders';

function screenFor(step: StepName): ReactElement {
  if (step === 'landing') return <AccountLandingScreen />;
  const name = screenOfStep(step);
  if (name === null) return <NotFoundScreen />;
  return <SplitScreen key={name} name={name} />;
}

/** The screen of the flow's current step. */
export function StepScreen({ step }: { readonly step: StepName }): ReactElement {
  return <Suspense fallback={<Spinner />}>{screenFor(step)}</Suspense>;
}

import { useEffect, type ReactElement } from 'react';
import { useLocation } from 'react-router-dom';
import { currentStep, parsePath } from '@tipwell/core';
import { Spinner } from '../components/spinner/spinner';
import { useTipping } from '../di/container-context';
import { useStore } from '../hooks/use-store';
import { NotFoundScreen } from '../screens/not-found/not-found-screen';
import { FlowChrome } from './flow-chrome';
import { openEntry } from './open-entry';
import { prefetchAfterLanding } from './screen-loaders';
import { StepScreen } from './step-screen';
import { useAddressSync } from './use-address-sync';

/**
 * Everything under `/qr/{id}/{intent}` and `/pl/{id}/{intent}`: exchanges the (URL-decoded) intent
 * once, shows the spinner meanwhile, then the flow's current screen. A malformed address is
 * not-found; a refused intent ends on `/not-found`.
 */
export function IntentEntry(): ReactElement {
  const core = useTipping();
  const landing = useStore(core.landing.store);
  const flow = useStore(core.flow.store);
  const { pathname } = useLocation();
  const route = parsePath(pathname);
  const intentRoute = route.kind === 'intent' ? route : null;
  const key = intentRoute ? `${intentRoute.type}/${intentRoute.id}/${intentRoute.intent}` : null;

  useEffect(() => {
    if (intentRoute) openEntry(core, intentRoute);
    // Only a new intent opens again; moving between its screens does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, core]);

  useEffect(() => {
    if (landing.status === 'ready') prefetchAfterLanding(landing.processor);
  }, [landing.status, landing.processor]);

  useAddressSync(core);

  const params = landing.intentParams;
  const current =
    params !== null && key === `${params.type}/${params.id}/${params.intent}` && !flow.external;
  if (!intentRoute || (current && landing.status === 'not-found')) return <NotFoundScreen />;
  if (!current || landing.status !== 'ready') return <Spinner />;
  return (
    <>
      <FlowChrome />
      <StepScreen step={currentStep(flow)} />
    </>
  );
}

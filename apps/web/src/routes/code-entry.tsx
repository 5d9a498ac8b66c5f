import { useEffect, type ReactElement } from 'react';
import { useLocation } from 'react-router-dom';
import { currentStep, parseCode, parsePath } from '@tipwell/core';
import { Spinner } from '../components/spinner/spinner';
import { useTipping } from '../di/container-context';
import { useStore } from '../hooks/use-store';
import { NotFoundScreen } from '../screens/not-found/not-found-screen';
import { FlowChrome } from './flow-chrome';
import { prefetchAfterLanding } from './screen-loaders';
import { openEntry } from './open-entry';
import { StepScreen } from './step-screen';
import { useAddressSync } from './use-address-sync';

/**
 * Everything under `/{code}`: exchanges the code (or restores the guest's step after a reload),
 * shows the spinner meanwhile, then the flow's current screen.
 */
export function CodeEntry(): ReactElement {
  const core = useTipping();
  const landing = useStore(core.landing.store);
  const flow = useStore(core.flow.store);
  const location = useLocation();
  const route = parsePath(location.pathname);
  const code = route.kind === 'code' ? route.code : null;
  // An address the app does not route, under a well-formed code: that code is opened (not
  // followed) to learn whether it exists, so not-found can offer the way back to its start.
  const lookedUp = code === null ? wellFormedCode(location.pathname) : null;
  const codeRoute = route.kind === 'code' ? route : null;
  const screen = codeRoute?.screen ?? null;
  const uid = codeRoute?.uid ?? null;
  useEffect(() => {
    // start-up/4-boot.ts already started this for the first address; the core joins a duplicate.
    if (code !== null) openEntry(core, { kind: 'code', code, screen, uid });
    else if (lookedUp !== null)
      openEntry(core, { kind: 'code', code: lookedUp, screen: null, uid: null });
  }, [code, lookedUp, landing.status, screen, uid, core]);

  useEffect(() => {
    if (landing.status === 'ready') prefetchAfterLanding(landing.processor);
  }, [landing.status, landing.processor]);

  useAddressSync(core, code !== null);

  if (code === null) {
    const opened = lookedUp !== null && landing.code === lookedUp;
    const exists = opened && landing.status === 'ready';
    const checking = lookedUp !== null && (!opened || landing.status === 'loading');
    return <NotFoundScreen backToCode={exists ? lookedUp : null} checking={checking} />;
  }
  if (landing.status === 'not-found') return <NotFoundScreen />;
  if (landing.status !== 'ready' || landing.code !== code) return <Spinner />;
  return (
    <>
      <FlowChrome />
      <StepScreen step={currentStep(flow)} />
    </>
  );
}

/** The first segment of an unroutable `/{code}/…` path when it is a well-formed code. */
function wellFormedCode(pathname: string): string | null {
  const first = pathname.split('/').find((part) => part !== '') ?? '';
  return parseCode(first) ? first : null;
}

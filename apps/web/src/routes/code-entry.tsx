import { useEffect, useRef, type ReactElement } from 'react';
import { useLocation } from 'react-router-dom';
import { currentStep, parsePath } from '@tipwell/core';
import { Spinner } from '../components/spinner/spinner';
import { useCore } from '../di/container-context';
import { useStore } from '../hooks/use-store';
import { NotFoundScreen } from '../screens/not-found/not-found-screen';
import { FlowChrome } from './flow-chrome';
import { prefetchScreens } from './lazy-screens';
import { StepScreen } from './step-screen';
import { useAddressSync } from './use-address-sync';

/**
 * Everything under `/{code}`: exchanges the code (or restores the guest's step after a reload),
 * shows the spinner meanwhile, then the flow's current screen.
 */
export function CodeEntry(): ReactElement {
  const core = useCore();
  const { stores, actions } = core;
  const landing = useStore(stores.landing);
  const flow = useStore(stores.flow);
  const location = useLocation();
  const route = parsePath(location.pathname);
  const code = route.kind === 'code' ? route.code : null;
  const preSelectedUserUid =
    route.kind === 'code' && route.screen === 'user' ? (route.uid ?? undefined) : undefined;
  const opening = useRef<string | null>(null);

  useEffect(() => {
    if (code === null || opening.current === code) return;
    const current = stores.landing.getSnapshot();
    if (current.code === code && current.status !== 'idle') return;
    opening.current = code;
    void (async () => {
      const restored = await actions.restore(code);
      if (!restored) await actions.openCode(code, preSelectedUserUid ? { preSelectedUserUid } : {});
      opening.current = null;
    })();
  }, [code, landing.status, preSelectedUserUid, actions, stores]);

  useEffect(() => {
    if (landing.status === 'ready') prefetchScreens();
  }, [landing.status]);

  useAddressSync(core);

  if (code === null || landing.status === 'not-found') return <NotFoundScreen />;
  if (landing.status !== 'ready' || landing.code !== code) return <Spinner />;
  return (
    <>
      <FlowChrome />
      <StepScreen step={currentStep(flow)} />
    </>
  );
}

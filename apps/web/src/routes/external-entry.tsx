import { useEffect, useRef, useState, type ReactElement } from 'react';
import { useLocation } from 'react-router-dom';
import { currentStep, parsePath } from '@tipwell/core';
import { Spinner } from '../components/spinner/spinner';
import { useTipping } from '../di/container-context';
import { useStore } from '../hooks/use-store';
import { NotFoundScreen } from '../screens/not-found/not-found-screen';
import { StepScreen } from './step-screen';
import { useAddressSync } from './use-address-sync';

/**
 * `/external?redirectData=…&redirectResult=…`: the return from a redirect-based payment (3-D
 * Secure). Reads the payment's outcome, then shows review, success or the failure screen under
 * `/external/{screen}`; a reload there restores the step.
 */
export function ExternalEntry(): ReactElement {
  const core = useTipping();
  const flow = useStore(core.flow.store);
  const location = useLocation();
  const [phase, setPhase] = useState<'working' | 'done' | 'lost'>('working');
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const route = parsePath(location.pathname);
    void (async () => {
      const query = new URLSearchParams(location.search);
      const outcome = await core.entry.enter({
        route,
        redirect: {
          redirectData: query.get('redirectData'),
          redirectResult: query.get('redirectResult'),
        },
      });
      setPhase(outcome === 'not-found' ? 'lost' : 'done');
    })();
  }, [core, location.pathname, location.search]);

  // Not while the return is read: the landing is back before the flow, and its address is not
  // where the guest goes.
  useAddressSync(core, phase !== 'working');

  if (phase === 'working') return <Spinner />;
  if (phase === 'lost') return <NotFoundScreen />;
  return <StepScreen step={currentStep(flow)} />;
}

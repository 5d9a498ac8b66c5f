import type { ReactElement } from 'react';
import { showsBackArrow, stepIndicator } from '@tipwell/core';
import { BackButton } from '../components/back-button/back-button';
import { StepDots } from '../components/step-dots/step-dots';
import { useTipping } from '../di/container-context';
import { useStore } from '../hooks/use-store';
import './flow-chrome.scss';

/** The back arrow and the step indicator above every step. */
export function FlowChrome(): ReactElement {
  const tipping = useTipping();
  const flow = useStore(tipping.flow.store);
  const dots = stepIndicator(flow);
  return (
    <div className="flow-chrome">
      <div className="flow-chrome__back">
        {showsBackArrow(flow) && <BackButton onBack={tipping.payment.back} />}
      </div>
      {dots && <StepDots count={dots.count} active={dots.active} />}
      <div className="flow-chrome__back" />
    </div>
  );
}

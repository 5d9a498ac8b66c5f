import type { ReactElement } from 'react';
import { payingPolicySentence } from '@tipwell/core';
import { useTipping } from '../../di/container-context';
import { useStore } from '../../hooks/use-store';
import { TippingPolicyNote } from './tipping-policy';

/** The payment step's sentence: the selected tips and the fees the tips service answered. */
export function PayingPolicy(): ReactElement | null {
  const tipping = useTipping();
  const landing = useStore(tipping.landing.store);
  const tips = useStore(tipping.tips.store);
  return (
    <TippingPolicyNote
      policy={landing.settings?.tippingPolicy}
      sentence={tips.refreshing ? null : payingPolicySentence(landing, tips)}
    />
  );
}

import type { ReactElement } from 'react';
import { payingPolicySentence } from '@tipwell/core';
import { useTipping } from '../../di/container-context';
import { useStore } from '../../hooks/use-store';
import { TippingPolicyNote } from './tipping-policy';

/** The payment step's sentence: the selected tips and the fees the tips service answered. */
export function PayingPolicy(): ReactElement | null {
  const { stores } = useTipping();
  const landing = useStore(stores.landing);
  const tips = useStore(stores.tips);
  return (
    <TippingPolicyNote
      policy={landing.settings?.tippingPolicy}
      sentence={tips.refreshing ? null : payingPolicySentence(landing, tips)}
    />
  );
}

import { useTipping } from '../di/container-context';
import { useStore } from './use-store';

/**
 * Who is already in the tip, as `kind:uid` keys ('pool:201', 'user:501'): a list of recipients
 * marks them, and choosing one of them again goes to its row on the payment step (the core's).
 */
export function useTipped(): ReadonlySet<string> {
  const tipping = useTipping();
  const { tips } = useStore(tipping.tips.store);
  return new Set(tips.map((tip) => `${tip.recipient.kind}:${tip.recipient.uid}`));
}

import type { FeeMode, Transparency } from './entities';
import { feeModeFor } from './fee-mode';
import { quoteFee } from './fee-rule';

/**
 * The amount rule of a tip line with a preset level (docs/service-contract.md, "What a payment
 * may charge"): the level's tip with the fee added by the fee rule (net), or the tip as it is
 * (gross) only where the location lets the guest leave the fee out. The modes are the ones the
 * app's own choice (`feeModeFor`) gives for either state of the 'fee is on me' box, so the app and
 * the services read one rule.
 */
export function allowedFeeModes(
  transparency: Transparency,
  intentMode: FeeMode | null,
): readonly FeeMode[] {
  const modes = [true, false].map((feeOnMe) => feeModeFor({ transparency, intentMode, feeOnMe }));
  return [...new Set(modes)];
}

/** The amounts a line proposing `tipCents` may carry under `modes` (its fee's total). */
export function allowedLineTotals(tipCents: number, modes: readonly FeeMode[]): readonly number[] {
  return modes.flatMap((mode) => {
    const quote = quoteFee(tipCents, mode);
    return quote === null ? [] : [quote.total];
  });
}

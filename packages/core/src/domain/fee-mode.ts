import type { FeeMode, Transparency } from './entities';

export interface FeeModeInput {
  readonly transparency: Transparency;
  /** The intent's mode for QR / pay-later flows; null otherwise. */
  readonly intentMode: FeeMode | null;
  /** The 'fee is on me' checkbox; it only exists (and decides) when transparency is optional. */
  readonly feeOnMe: boolean;
}

/** Net when transparency is full (or optional with the box checked), or the intent says net. */
export function feeModeFor(input: FeeModeInput): FeeMode {
  if (input.transparency === 'optional') return input.feeOnMe ? 'net' : 'gross';
  if (input.transparency === 'full') return 'net';
  return input.intentMode === 'net' ? 'net' : 'gross';
}

export function showsFeeOnMeCheckbox(transparency: Transparency): boolean {
  return transparency === 'optional';
}

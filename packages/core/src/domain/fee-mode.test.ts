import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { feeModeFor, showsFeeOnMeCheckbox } from './fee-mode';

const transparency = fc.constantFrom('full' as const, 'optional' as const, 'other' as const);
const intentMode = fc.constantFrom('net' as const, 'gross' as const, null);

describe('feeModeFor', () => {
  it('the checkbox decides exactly when it is shown', () => {
    fc.assert(
      fc.property(transparency, intentMode, fc.boolean(), (t, mode, feeOnMe) => {
        const result = feeModeFor({ transparency: t, intentMode: mode, feeOnMe });
        if (showsFeeOnMeCheckbox(t)) expect(result).toBe(feeOnMe ? 'net' : 'gross');
        else expect(result).toBe(t === 'full' || mode === 'net' ? 'net' : 'gross');
      }),
    );
  });

  it('full transparency is net even for a gross intent (pay-later at L200)', () => {
    expect(feeModeFor({ transparency: 'full', intentMode: 'gross', feeOnMe: false })).toBe('net');
    expect(feeModeFor({ transparency: 'other', intentMode: null, feeOnMe: true })).toBe('gross');
  });
});

import fc from 'fast-check';
import {
  allowedFeeModes,
  buildPaymentRequest,
  feeModeFor,
  quoteFee,
  type FeeMode,
  type Transparency,
} from '@tipwell/core';
import { TRANSPARENCIES } from '@tipwell/core/vocabulary';
import { describe, expect, it } from 'vitest';
import { presetLineAllowed } from './amount-rules';

type Level = 'low' | 'medium' | 'high';

/** One press as the app builds it: the level's tip, its fee in the mode the app chose. */
const press = fc.record({
  settings: fc.record({
    low: fc.integer({ min: 50, max: 50_000 }),
    medium: fc.integer({ min: 50, max: 100_000 }),
    high: fc.integer({ min: 50, max: 1_000_000 }),
  }),
  transparency: fc.constantFrom<Transparency>(...TRANSPARENCIES),
  intentMode: fc.constantFrom<FeeMode | null>('net', 'gross', null),
  feeOnMe: fc.boolean(),
  level: fc.constantFrom<Level>('low', 'medium', 'high'),
});

describe("the sandbox's amount check and the core's request builder", () => {
  it('accepts every amount the app sends for a preset level, and refuses a cent either side', () => {
    fc.assert(
      fc.property(press, ({ settings, transparency, intentMode, feeOnMe, level }) => {
        const tip = settings[level];
        const mode = feeModeFor({ transparency, intentMode, feeOnMe });
        // What calculate-fees answers (the sandbox's own fee rule), as the app holds it.
        const fee = quoteFee(tip, mode);
        fc.pre(fee !== null);
        const request = buildPaymentRequest({
          processor: 'sandbox',
          locationUid: '100',
          tips: [{ kind: 'user', uid: '500', level, fee }],
          guest: { lastNames: [], roomNumbers: [] },
          intent: intentMode === null ? null : { type: 'qr', token: 'tab', deviceId: 'd' },
          token: { source: 'tok', nameOnCard: 'A', postalCode: null, wallet: false },
          shopperEmail: 'a@example.com',
          returnUrl: '/external',
          deviceTime: '2026-11-23T10:00:00.000Z',
        });
        // Cents in the core; the HTTP adapter writes them as the wire's money.
        const sent = request.tips[0]?.amount ?? -1;
        const rules = [{ tips: () => [tip], modes: allowedFeeModes(transparency, intentMode) }];
        expect(presetLineAllowed(sent, rules)).toBe(true);
        const totals = new Set([quoteFee(tip, 'net')?.total, quoteFee(tip, 'gross')?.total]);
        for (const off of [sent - 1, sent + 1]) {
          if (!totals.has(off)) expect(presetLineAllowed(off, rules)).toBe(false);
        }
        // Where the guest pays the fee, the tip without it is refused.
        if (allowedFeeModes(transparency, intentMode).every((m) => m === 'net')) {
          expect(presetLineAllowed(tip, rules)).toBe(tip === fee.total);
        }
      }),
      { numRuns: 500 },
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_FEE_AMOUNT_CENTS } from '../domain/fee-rule';
import { maxNightsFor } from '../domain/hospitality';
import { createFakeDeps } from '../fakes';
import { currentStep } from '../state/flow-store';
import { createTipping } from './create-tipping';
import { flush } from './test-support';

type Input =
  | { readonly kind: 'nights'; readonly count: number }
  | { readonly kind: 'custom'; readonly text: string; readonly locale: string }
  | { readonly kind: 'next' | 'goAhead' | 'submit' | 'confirm' | 'back' };

const input: fc.Arbitrary<Input> = fc.oneof(
  fc.record({
    kind: fc.constant('nights' as const),
    count: fc.oneof(fc.integer({ min: -5, max: 5 }), fc.integer({ min: 0, max: 100_000_000 })),
  }),
  fc.record({
    kind: fc.constant('custom' as const),
    text: fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.integer({ min: 0, max: 10_000_000 }).map((cents) => (cents / 100).toFixed(2)),
      fc.stringMatching(/^[0-9.,]{1,12}$/),
    ),
    locale: fc.constantFrom('en-US', 'de-DE', 'fr-FR', 'ar'),
  }),
  fc.constantFrom(
    ...(['next', 'goAhead', 'submit', 'confirm', 'back'] as const).map((kind) => ({ kind })),
  ),
);

describe('bounds before an amount is offered (P201, $5 a night)', () => {
  it('no sequence of inputs reaches a payment step whose fee cannot be calculated', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(input, { maxLength: 12 }), async (inputs) => {
        const { deps, tipsApi } = createFakeDeps();
        const core = createTipping(deps);
        await core.entry.openCode('P201');
        core.flow.setGuestDetails({ roomNumber: '412', lastName: 'Lee' });
        for (const step of inputs) {
          if (step.kind === 'nights') core.flow.setNights('201', step.count);
          else if (step.kind === 'custom') core.tips.setCustom(step.text, step.locale);
          else if (step.kind === 'next') {
            // The nights screen's Next (the tip screen's is the custom tip's submit).
            if (currentStep(core.flow.store.getSnapshot()) === 'nights') core.flow.next();
          } else if (step.kind === 'goAhead') core.tips.chooseLevel('low');
          else if (step.kind === 'submit') core.tips.submitCustom();
          else if (step.kind === 'confirm') core.tips.confirmCustom();
          else core.payment.back();
          await flush();
          const nights = core.flow.store.getSnapshot().selections.nights['201'] ?? 0;
          expect(nights).toBeLessThanOrEqual(2000);
          const { tips, fees } = core.tips.store.getSnapshot();
          for (const tip of tips) expect(tip.amount).toBeLessThanOrEqual(MAX_FEE_AMOUNT_CENTS);
          // Every fee asked for was answered: no Total spinner waits for ever.
          expect(fees.every((fee) => fee !== null)).toBe(true);
          expect(core.alert.store.getSnapshot().open).toBe(false);
        }
        const refused = tipsApi
          .requestsOf('calculateFees')
          .filter((request) => (request as { amount: number }).amount > MAX_FEE_AMOUNT_CENTS);
        expect(refused).toEqual([]);
        if (currentStep(core.flow.store.getSnapshot()) === 'payment')
          expect(core.tips.store.getSnapshot().tips.length).toBeGreaterThan(0);
      }),
      { numRuns: 150 },
    );
  });

  it('the limit follows the pool: the most nights whose tip the service still calculates', () => {
    const pool = { tippingMode: 'per_night', lowAmount: 500 } as Parameters<typeof maxNightsFor>[0];
    expect(maxNightsFor(pool)).toBe(2000);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 * MAX_FEE_AMOUNT_CENTS }), (lowAmount) => {
        const most = maxNightsFor({ ...pool, lowAmount });
        expect(most).toBeGreaterThanOrEqual(1);
        if (lowAmount <= MAX_FEE_AMOUNT_CENTS) {
          expect(lowAmount * most).toBeLessThanOrEqual(MAX_FEE_AMOUNT_CENTS);
          expect(lowAmount * (most + 1)).toBeGreaterThan(MAX_FEE_AMOUNT_CENTS);
        }
      }),
    );
  });
});

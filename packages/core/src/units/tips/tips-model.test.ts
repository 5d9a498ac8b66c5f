import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { feeFor, sumTotals } from '../../domain/totals';
import { createFakeDeps } from '../../fakes';
import { currentStep } from '../../state/flow-store';
import { createTipping } from '../create-tipping';
import { flush } from '../test-support';

type Op =
  | { readonly type: 'add'; readonly user: number; readonly level: 'low' | 'medium' | 'high' }
  | { readonly type: 'remove'; readonly index: number }
  | { readonly type: 'feeOnMe'; readonly value: boolean };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    type: fc.constant('add' as const),
    user: fc.nat(3),
    level: fc.constantFrom('low' as const, 'medium' as const, 'high' as const),
  }),
  fc.record({ type: fc.constant('remove' as const), index: fc.nat(5) }),
  fc.record({ type: fc.constant('feeOnMe' as const), value: fc.boolean() }),
);

const USERS = ['500', '501', '502', '503'];
const AMOUNTS = { low: 500, medium: 1000, high: 2000 };

describe('tips and fees (model-based)', () => {
  it('the stored tips follow the model and rows + fees = total', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { maxLength: 8 }), fc.boolean(), async (ops, settleEach) => {
        const fakes = createFakeDeps();
        const tipping = createTipping(fakes.deps);
        await tipping.entry.openCode('L100');
        const model: { uid: string; amount: number }[] = [];
        let feeOnMe = true;
        for (const step of ops) {
          if (step.type === 'add') {
            if (currentStep(tipping.flow.store.getSnapshot()) === 'payment')
              tipping.payment.addAnother();
            tipping.flow.selectUser(USERS[step.user]!);
            tipping.tips.chooseLevel(step.level);
            // One row per recipient: a person already in the tip goes to the payment step.
            if (!model.some((tip) => tip.uid === USERS[step.user]))
              model.push({ uid: USERS[step.user]!, amount: AMOUNTS[step.level] });
          } else if (step.type === 'remove') {
            tipping.payment.removeTip(step.index);
            if (step.index < model.length) model.splice(step.index, 1);
          } else {
            tipping.tips.setFeeOnMe(step.value);
            feeOnMe = step.value;
          }
          if (!settleEach) continue; // answers arrive late, interleaved with the next actions
          await flush();
          const state = tipping.tips.store.getSnapshot();
          expect(state.tips.map((t) => ({ uid: t.recipient.uid, amount: t.amount }))).toEqual(
            model,
          );
          const expected =
            model.length === 0
              ? { tips: 0, fees: 0, total: 0 }
              : sumTotals(model.map((t) => feeFor(t.amount, feeOnMe ? 'net' : 'gross')));
          expect(state.totals).toEqual(expected);
          expect(state.totals.tips + state.totals.fees).toBe(state.totals.total);
          expect(state.refreshing).toBe(false);
        }
        await flush();
        await flush();
        const end = tipping.tips.store.getSnapshot();
        const expected =
          model.length === 0
            ? { tips: 0, fees: 0, total: 0 }
            : sumTotals(model.map((t) => feeFor(t.amount, feeOnMe ? 'net' : 'gross')));
        expect(end.totals).toEqual(expected);
        expect(end.refreshing).toBe(false);
      }),
      { numRuns: 40 },
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { demoPolicies } from '../demo-world/demo-world';
import type { FeeMode, FeeResponse } from './entities';
import { quoteFee } from './fee-rule';
import { policySentence, type PolicyLine, type PolicyStage } from './policy-sentence';
import {
  PAYOUT_SCHEDULES,
  POOL_SHARES,
  type ProcessingCost,
  type TipDistribution,
  type TippingPolicy,
} from './tipping-policy';

const fee = (amount: number, mode: FeeMode): FeeResponse => {
  const quote = quoteFee(amount, mode);
  if (!quote) throw new Error(`no quote for ${amount}`);
  return quote;
};

const maya = (amount: number, mode: FeeMode): PolicyLine => ({
  kind: 'user',
  uid: '500',
  name: 'Maya',
  amount,
  fee: fee(amount, mode),
});

describe('the policy sentence, on the demo world', () => {
  it('U500 at Lumen: the tip step names Maya, the payment step says all of the $10 goes to her', () => {
    const choose = policySentence({
      policy: demoPolicies.lumen,
      stage: 'choose',
      lines: [{ kind: 'user', uid: '500', name: 'Maya' }],
    });
    expect(choose).toEqual({
      key: 'policy.choose.individual',
      values: { names: { names: ['Maya'] }, payout: 'next_payroll' },
    });
    const pay = policySentence({
      policy: demoPolicies.lumen,
      stage: 'pay',
      lines: [maya(1000, 'net')],
    });
    expect(pay).toEqual({
      key: 'policy.pay.individual',
      values: {
        names: { names: ['Maya'] },
        payout: 'next_payroll',
        tip: { tipCents: 1000 },
        received: { moneyCents: 1000 },
        fee: { moneyCents: 60 },
        deducted: 'no',
      },
    });
    const paid = policySentence({
      policy: demoPolicies.lumen,
      stage: 'paid',
      lines: [maya(1000, 'net')],
      paidTotal: 1060,
    });
    expect(paid?.key).toBe('policy.paid.individual');
  });

  it('P201 at Harbor View: the Housekeeping team shares equally among the 6 on shift', () => {
    const sentence = policySentence({
      policy: demoPolicies.harbor,
      stage: 'choose',
      lines: [{ kind: 'pool', uid: '201', name: 'Housekeeping' }],
    });
    expect(sentence).toEqual({
      key: 'policy.choose.pooled',
      values: {
        teams: { names: ['Housekeeping'] },
        teamCount: 1,
        people: 6,
        shares: 'equal',
        payout: 'weekly',
      },
    });
    // Bell Staff's headcount is not stated: the sentence does not make one up.
    const bell = policySentence({
      policy: demoPolicies.harbor,
      stage: 'choose',
      lines: [{ kind: 'pool', uid: '203', name: 'Bell Staff' }],
    });
    expect(bell?.values['people']).toBe(0);
  });

  it('claims nothing on a pool policy for a person, nor a person policy for a pool', () => {
    const rosa: PolicyLine = { kind: 'user', uid: '505', name: 'Rosa D.' };
    expect(policySentence({ policy: demoPolicies.harbor, stage: 'choose', lines: [rosa] })).toBe(
      null,
    );
    const pool: PolicyLine = { kind: 'pool', uid: '202', name: 'Front Desk' };
    expect(policySentence({ policy: demoPolicies.poolBar, stage: 'choose', lines: [pool] })).toBe(
      null,
    );
    expect(policySentence({ policy: demoPolicies.lumen, stage: 'choose', lines: [pool] })).toBe(
      null,
    );
  });

  it('claims nothing when the guest bears the cost but the fee came out of the tip', () => {
    // Lumen's fee box unchecked: the payment is gross, which the policy does not say.
    expect(
      policySentence({ policy: demoPolicies.lumen, stage: 'pay', lines: [maya(1000, 'gross')] }),
    ).toBe(null);
  });
});

// ---- Random policies, recipients and amounts ----

const name = fc.string({ minLength: 1, maxLength: 12 }).filter((text) => text.trim() !== '');
const distribution: fc.Arbitrary<TipDistribution> = fc.oneof(
  fc.constant({ kind: 'individual' as const }),
  fc.record({
    kind: fc.constant('pooled' as const),
    shares: fc.constantFrom(...POOL_SHARES),
    onShift: fc.array(
      fc.record({
        poolUid: fc.constantFrom('p1', 'p2', 'p3'),
        people: fc.integer({ min: 1, max: 999 }),
      }),
      { maxLength: 3 },
    ),
  }),
  fc.record({
    kind: fc.constant('split' as const),
    individualPercent: fc.integer({ min: 1, max: 99 }),
    team: name,
  }),
);
const cost: fc.Arbitrary<ProcessingCost> = fc.oneof(
  fc.constant({ borneBy: 'guest' as const }),
  fc.constant({ borneBy: 'venue' as const }),
  fc.record({
    borneBy: fc.constant('tip' as const),
    percent: fc.integer({ min: 0, max: 2000 }).map((hundredths) => hundredths / 100),
    fixed: fc.integer({ min: 0, max: 500 }),
  }),
);
const policy: fc.Arbitrary<TippingPolicy> = fc.record({
  distribution,
  processingCost: cost,
  payout: fc.constantFrom(...PAYOUT_SCHEDULES),
  note: fc.constant(null),
});
const recipient = fc.record({
  kind: fc.constantFrom('user' as const, 'pool' as const),
  uid: fc.constantFrom('p1', 'p2', 'p3', 'u1', 'u2'),
  name,
});
const mode = fc.constantFrom<FeeMode>('net', 'gross');
const amount = fc.integer({ min: 100, max: 1_000_000 });
const stage = fc.constantFrom<PolicyStage>('choose', 'pay', 'paid');

/** Lines answered by the tips service's fee rule, one mode for the whole payment. */
const answered = fc
  .tuple(fc.array(fc.tuple(recipient, amount), { minLength: 1, maxLength: 4 }), mode)
  .map(([tips, feeMode]) => ({
    feeMode,
    lines: tips.map(([who, cents]): PolicyLine => ({
      ...who,
      amount: cents,
      fee: fee(cents, feeMode),
    })),
  }));

const fits = (p: TippingPolicy, lines: readonly PolicyLine[]): boolean =>
  p.distribution.kind === 'pooled'
    ? lines.every((line) => line.kind === 'pool')
    : lines.every((line) => line.kind === 'user');

const totalOf = (lines: readonly PolicyLine[]): number =>
  lines.reduce((sum, line) => sum + (line.fee?.total ?? 0), 0);

describe('the policy sentence, over random policies, recipients and amounts', () => {
  it('claims nothing without a policy', () => {
    fc.assert(
      fc.property(answered, stage, ({ lines }, at) => {
        for (const none of [null, undefined])
          expect(
            policySentence({ policy: none, stage: at, lines, paidTotal: totalOf(lines) }),
          ).toBe(null);
      }),
    );
  });

  it('speaks only when every recipient fits the distribution and the answered amounts fit the cost', () => {
    fc.assert(
      fc.property(policy, answered, stage, (p, { lines, feeMode }, at) => {
        const sentence = policySentence({ policy: p, stage: at, lines, paidTotal: totalOf(lines) });
        const c = p.processingCost;
        const costFits =
          at === 'choose' ||
          (c.borneBy === 'tip'
            ? feeMode === 'gross' &&
              lines.every(
                (line) =>
                  (line.fee?.fee ?? 0) <=
                  Math.ceil(((line.amount ?? 0) * Math.round(c.percent * 100)) / 10_000) + c.fixed,
              )
            : feeMode === 'net');
        expect(sentence !== null).toBe(fits(p, lines) && costFits);
      }),
    );
  });

  it('says the amounts the service answered: the tips chosen, what staff receive and the fee', () => {
    fc.assert(
      fc.property(policy, answered, (p, { lines, feeMode }) => {
        const sentence = policySentence({ policy: p, stage: 'pay', lines });
        if (!sentence) return;
        const sum = (pick: (line: PolicyLine) => number): number =>
          lines.reduce((total, line) => total + pick(line), 0);
        expect(sentence.key).toBe(`policy.pay.${p.distribution.kind}`);
        expect(sentence.values['tip']).toEqual({ tipCents: sum((line) => line.amount ?? 0) });
        expect(sentence.values['received']).toEqual({
          moneyCents: sum((line) => line.fee?.tipAmount ?? 0),
        });
        expect(sentence.values['deducted']).toBe(feeMode === 'gross' ? 'yes' : 'no');
        expect(sentence.values['payout']).toBe(p.payout);
      }),
    );
  });

  it('never carries words of its own: each text value is a name, the team or a closed-list choice', () => {
    fc.assert(
      fc.property(policy, answered, stage, (p, { lines }, at) => {
        const sentence = policySentence({ policy: p, stage: at, lines, paidTotal: totalOf(lines) });
        if (!sentence) return;
        const allowed = new Set<string>([
          ...PAYOUT_SCHEDULES,
          ...POOL_SHARES,
          'yes',
          'no',
          ...(p.distribution.kind === 'split' ? [p.distribution.team] : []),
        ]);
        for (const value of Object.values(sentence.values)) {
          if (typeof value === 'string') expect(allowed).toContain(value);
          if (typeof value === 'object' && 'names' in value)
            expect(value.names).toEqual(lines.map((line) => line.name));
        }
      }),
    );
  });

  it('claims nothing when an answer does not add up, a fee is missing or a name is unknown', () => {
    fc.assert(
      fc.property(
        policy,
        answered,
        fc.nat(),
        fc.integer({ min: 1, max: 500 }),
        fc.constantFrom('skew', 'missing', 'unnamed'),
        (p, { lines }, pick, skew, how) => {
          const index = pick % lines.length;
          const broken = lines.map((line, i) => {
            if (i !== index) return line;
            if (how === 'missing') return { ...line, fee: null };
            if (how === 'unnamed') return { ...line, name: ' ' };
            const f = line.fee as FeeResponse;
            return { ...line, fee: { ...f, tipAmount: f.tipAmount + skew } };
          });
          const at: PolicyStage = how === 'unnamed' ? 'choose' : 'pay';
          expect(policySentence({ policy: p, stage: at, lines: broken })).toBe(null);
        },
      ),
    );
  });

  it('on the thank-you, claims nothing unless the captured amount is the answered total', () => {
    fc.assert(
      fc.property(policy, answered, fc.integer({ min: -500, max: 500 }), (p, { lines }, off) => {
        const total = totalOf(lines);
        const right = policySentence({ policy: p, stage: 'paid', lines, paidTotal: total });
        const wrong = policySentence({ policy: p, stage: 'paid', lines, paidTotal: total + off });
        if (off !== 0) expect(wrong).toBe(null);
        if (right) expect(right.key).toBe(`policy.paid.${p.distribution.kind}`);
        expect(policySentence({ policy: p, stage: 'paid', lines })).toBe(null);
      }),
    );
  });
});

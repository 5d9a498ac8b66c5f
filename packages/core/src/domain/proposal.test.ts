import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { IntentTip, Proposal } from './entities';
import type { Cents } from './money';
import { isLastIntentUser, proposalCards, proposalPercent } from './proposal';

const cents = fc.integer({ min: 0, max: 1_000_000 }) as fc.Arbitrary<Cents>;
const percent = fc.double({ min: 0, max: 100, noNaN: true });
const proposalArb: fc.Arbitrary<Proposal> = fc.record({
  amount: cents,
  percent: fc.option(percent, { nil: null }),
  type: fc.constantFrom('percent' as const, 'amount' as const),
});

function tipOf(low: Proposal, medium: Proposal, high: Proposal): IntentTip {
  return {
    userUid: '501',
    user: { uid: '501', firstName: 'Jordan', lastName: 'Lee', nickname: null, avatar: null },
    amount: 0 as Cents,
    proposals: { low, medium, high },
  };
}

describe('proposalPercent', () => {
  it('is the nearest whole percent for percent proposals', () => {
    fc.assert(
      fc.property(percent, cents, (p, amount) => {
        const shown = proposalPercent({ amount, percent: p, type: 'percent' });
        expect(shown).not.toBeNull();
        expect(Number.isInteger(shown)).toBe(true);
        expect(Math.abs((shown ?? 0) - p)).toBeLessThanOrEqual(0.5);
      }),
    );
  });

  it('is null for amount proposals, whatever their percent', () => {
    fc.assert(
      fc.property(fc.option(percent, { nil: null }), cents, (p, amount) => {
        expect(proposalPercent({ amount, percent: p, type: 'amount' })).toBeNull();
      }),
    );
  });

  it('rounds halves up and keeps examples', () => {
    expect(proposalPercent({ amount: 720 as Cents, percent: 18, type: 'percent' })).toBe(18);
    expect(proposalPercent({ amount: 700 as Cents, percent: 17.5, type: 'percent' })).toBe(18);
    expect(proposalPercent({ amount: 700 as Cents, percent: 17.49, type: 'percent' })).toBe(17);
    expect(proposalPercent({ amount: 700 as Cents, percent: null, type: 'percent' })).toBeNull();
  });
});

describe('proposalCards', () => {
  it('three cards low → high, each with its amount; a percent only on percent proposals', () => {
    fc.assert(
      fc.property(proposalArb, proposalArb, proposalArb, (low, medium, high) => {
        const cards = proposalCards(tipOf(low, medium, high));
        expect(cards.map((card) => card.level)).toEqual(['low', 'medium', 'high']);
        [low, medium, high].forEach((proposal, i) => {
          const card = cards[i];
          expect(card?.amount).toBe(proposal.amount);
          if (proposal.type === 'amount' || proposal.percent === null) {
            expect(card?.percent).toBeNull();
          } else {
            expect(card?.percent).toBe(Math.round(proposal.percent));
          }
        });
      }),
    );
  });

  it('shows Jordan 18% $7.20 and Priya $5', () => {
    const jordan = proposalCards(
      tipOf(
        { amount: 600 as Cents, percent: 15, type: 'percent' },
        { amount: 720 as Cents, percent: 18, type: 'percent' },
        { amount: 800 as Cents, percent: 20, type: 'percent' },
      ),
    );
    expect(jordan[1]).toEqual({ level: 'medium', percent: 18, amount: 720 });
    const priya = proposalCards(
      tipOf(
        { amount: 500 as Cents, percent: null, type: 'amount' },
        { amount: 800 as Cents, percent: null, type: 'amount' },
        { amount: 1000 as Cents, percent: null, type: 'amount' },
      ),
    );
    expect(priya[0]).toEqual({ level: 'low', percent: null, amount: 500 });
  });
});

describe('isLastIntentUser', () => {
  it('only the last sub-step is the last user', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.nat(19), (count, sub) => {
        fc.pre(sub < count);
        expect(isLastIntentUser(sub, count)).toBe(sub === count - 1);
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CodePrefix, Payload, Pool, TipSettings } from '../domain/entities';
import { DEMO_INTENTS, DEMO_PAYLOADS, HARBOR_SETTINGS, LUMEN_SETTINGS } from '../fakes';
import { EMPTY_SELECTIONS, type Selections } from '../state/flow-store';
import { buildFlow } from './build-flow';

const pool: fc.Arbitrary<Pool> = fc.record({
  uid: fc.stringMatching(/^\d{3}$/),
  name: fc.constant('Pool'),
  locationUid: fc.constant('200'),
  lowAmount: fc.integer({ min: 100, max: 5000 }),
  customerInstructions: fc.constant(null),
  requiresCustomerName: fc.boolean(),
  requiresRoomNumber: fc.boolean(),
  requiresNote: fc.boolean(),
  requiresReview: fc.boolean(),
  tippingMode: fc.constantFrom('once' as const, 'per_night' as const, 'per_stay' as const),
});

const user = fc
  .stringMatching(/^\d{3}$/)
  .map((uid) => ({ uid, firstName: 'A', lastName: 'B', nickname: null, avatar: null }));

const payload: fc.Arbitrary<Payload> = fc.record({
  kind: fc.constantFrom<CodePrefix>('A', 'L', 'U', 'P', 'S'),
  uid: fc.constant('1'),
  name: fc.constant('x'),
  logo: fc.constant(null),
  locationUid: fc.constant('200'),
  locations: fc.constant([]),
  users: fc.uniqueArray(user, { maxLength: 4, selector: (u) => u.uid }),
  pools: fc.uniqueArray(pool, { maxLength: 3, selector: (p) => p.uid }),
  groups: fc.constant([]),
});

const settings = (reviewsEnabled: boolean): TipSettings => ({ ...LUMEN_SETTINGS, reviewsEnabled });

function input(p: Payload, reviewsEnabled: boolean, selections: Selections = EMPTY_SELECTIONS) {
  return {
    prefix: p.kind,
    payload: p,
    settings: settings(reviewsEnabled),
    intent: null,
    selections,
  };
}

describe('buildFlow', () => {
  it('U500: proposed tip, payment, review (reviews enabled), success', () => {
    const u = DEMO_PAYLOADS.U500!;
    expect(
      buildFlow({
        prefix: 'U',
        payload: u,
        settings: LUMEN_SETTINGS,
        intent: null,
        selections: EMPTY_SELECTIONS,
      }),
    ).toEqual(['proposed-tip-beauty', 'payment', 'review', 'success']);
  });

  it('P202: straight to the hospitality tip; L100 with users: the browse screen', () => {
    const p = DEMO_PAYLOADS.P202!;
    expect(
      buildFlow({
        prefix: 'P',
        payload: p,
        settings: HARBOR_SETTINGS,
        intent: null,
        selections: EMPTY_SELECTIONS,
      }),
    ).toEqual(['proposed-tip-hospitality', 'payment', 'success']);
    const l = DEMO_PAYLOADS.L100!;
    expect(buildFlow(input(l, true))[0]).toBe('users');
    const pre = { ...EMPTY_SELECTIONS, preSelectedUserUid: '501', users: ['501'] };
    expect(buildFlow(input(l, false, pre))).toEqual(['proposed-tip-beauty', 'payment', 'success']);
  });

  it('intents: one tip step unless the total is set', () => {
    const base = {
      prefix: null,
      payload: null,
      settings: LUMEN_SETTINGS,
      selections: EMPTY_SELECTIONS,
    };
    expect(buildFlow({ ...base, intent: DEMO_INTENTS['tab-42']! })).toEqual([
      'proposed-tip-intent',
      'payment',
      'success',
    ]);
    expect(buildFlow({ ...base, intent: DEMO_INTENTS['tab-43']! })).toEqual(['payment', 'success']);
  });

  it('hospitality properties: success last, payment < review < success, steps iff their conditions', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(pool, { minLength: 1, maxLength: 4, selector: (p) => p.uid }),
        fc.boolean(),
        fc.nat(3),
        (pools, reviews, pick) => {
          const p: Payload = { ...DEMO_PAYLOADS.P202!, pools };
          const chosen = pools[pick % pools.length]!;
          const selections = { ...EMPTY_SELECTIONS, pools: pools.length > 1 ? [chosen.uid] : [] };
          const steps = buildFlow({
            prefix: 'P',
            payload: p,
            settings: settings(reviews),
            intent: null,
            selections,
          });
          expect(steps[steps.length - 1]).toBe('success');
          expect(steps.includes('department')).toBe(pools.length > 1);
          expect(steps.includes('guest-verification')).toBe(
            chosen.requiresCustomerName || chosen.requiresRoomNumber,
          );
          expect(steps.includes('nights')).toBe(chosen.tippingMode === 'per_night');
          expect(steps.includes('review')).toBe(
            reviews || chosen.requiresNote || chosen.requiresReview,
          );
          const pay = steps.indexOf('payment');
          expect(pay).toBeGreaterThan(steps.indexOf('proposed-tip-hospitality'));
          if (steps.includes('review')) expect(steps.indexOf('review')).toBe(pay + 1);
          expect(new Set(steps).size).toBe(steps.length);
        },
      ),
    );
  });

  it('any landing: success last, payment before it, users iff a choice among several people', () => {
    fc.assert(
      fc.property(payload, fc.boolean(), (p, reviews) => {
        const steps = buildFlow(input(p, reviews));
        expect(steps[steps.length - 1]).toBe('success');
        expect(steps.indexOf('payment')).toBe(steps.length - (steps.includes('review') ? 3 : 2));
        if (p.kind === 'L' && p.pools.length === 0 && p.groups.length === 0) {
          expect(steps.includes('users')).toBe(p.users.length > 1);
        }
        if (p.kind === 'U') expect(steps.includes('review')).toBe(reviews);
      }),
    );
  });
});

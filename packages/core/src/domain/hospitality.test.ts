import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BELL_STAFF, CONCIERGE, DEMO_PAYLOADS, FRONT_DESK, HOUSEKEEPING } from '../fakes';
import type { Pool, TippingMode } from './entities';
import {
  DEFAULT_NIGHTS,
  guestDetailsComplete,
  hospitalityAmount,
  needsGuestVerification,
  nightsFor,
  noteRequired,
  roomNumberInput,
} from './hospitality';

const modes: TippingMode[] = ['once', 'per_night', 'per_stay'];
const poolArb = fc.record({
  lowAmount: fc.integer({ min: 1, max: 100_000 }),
  tippingMode: fc.constantFrom(...modes),
  requiresRoomNumber: fc.boolean(),
  requiresCustomerName: fc.boolean(),
});
const toPool = (fields: Partial<Pool>): Pool => ({ ...FRONT_DESK, ...fields });

describe('per-night amount', () => {
  it('is lowAmount × nights on per-night pools, lowAmount otherwise', () => {
    fc.assert(
      fc.property(poolArb, fc.integer({ min: 1, max: 365 }), (fields, nights) => {
        const pool = toPool(fields);
        const amount = hospitalityAmount(pool, nights);
        const expected =
          pool.tippingMode === 'per_night' ? pool.lowAmount * nights : pool.lowAmount;
        return amount === expected && Number.isInteger(amount) && amount > 0;
      }),
    );
    expect(hospitalityAmount(HOUSEKEEPING, 3)).toBe(1500);
    expect(hospitalityAmount(FRONT_DESK, 3)).toBe(1000);
    expect(hospitalityAmount(BELL_STAFF, 5)).toBe(800);
  });

  it('grows by exactly lowAmount per extra night and never drops below one night', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 1, max: 365 }),
        (low, n) => {
          const pool = toPool({ lowAmount: low, tippingMode: 'per_night' });
          return hospitalityAmount(pool, n + 1) - hospitalityAmount(pool, n) === low;
        },
      ),
    );
    fc.assert(
      fc.property(fc.integer({ min: -50, max: 0 }), (n) => {
        return hospitalityAmount(HOUSEKEEPING, n) === HOUSEKEEPING.lowAmount;
      }),
    );
  });

  it('the count is kept per pool, with one night by default', () => {
    expect(nightsFor(HOUSEKEEPING, {})).toBe(DEFAULT_NIGHTS);
    fc.assert(
      fc.property(fc.nat(60), fc.nat(60), (a, b) => {
        const nights = { '201': a, '999': b };
        return nightsFor(HOUSEKEEPING, nights) === a;
      }),
    );
  });
});

describe('guest verification rules', () => {
  const digits = fc.stringMatching(/^\d{1,6}$/);
  const name = fc.stringMatching(/^[A-Za-z' -]{0,12}[A-Za-z]$/);

  it('the screen shows only when the pool needs a room number or a name', () => {
    fc.assert(
      fc.property(poolArb, (fields) => {
        const pool = toPool(fields);
        return (
          needsGuestVerification(pool) === (pool.requiresRoomNumber || pool.requiresCustomerName)
        );
      }),
    );
  });

  it('Next needs every required field, digits-only room numbers and a non-blank name', () => {
    fc.assert(
      fc.property(poolArb, digits, name, (fields, room, last) => {
        const pool = toPool(fields);
        return guestDetailsComplete(pool, { roomNumber: room, lastName: last });
      }),
    );
    fc.assert(
      fc.property(poolArb, fc.stringMatching(/^\s*$/), (fields, blank) => {
        const pool = toPool(fields);
        const complete = guestDetailsComplete(pool, { roomNumber: blank, lastName: blank });
        return complete === !(pool.requiresRoomNumber || pool.requiresCustomerName);
      }),
    );
    fc.assert(
      fc.property(poolArb, digits, fc.stringMatching(/^\d*[a-z.-]+\d*$/), (fields, d, room) => {
        const pool = toPool(fields);
        return !guestDetailsComplete(pool, { roomNumber: `${d}${room}`, lastName: 'Rivera' });
      }),
    );
    expect(guestDetailsComplete(HOUSEKEEPING, { roomNumber: '1204', lastName: 'Rivera' })).toBe(
      true,
    );
    expect(guestDetailsComplete(HOUSEKEEPING, { roomNumber: '1204', lastName: ' ' })).toBe(false);
    expect(guestDetailsComplete(HOUSEKEEPING, { roomNumber: '', lastName: 'Rivera' })).toBe(false);
  });

  it('typing keeps only the digits of a room number', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const kept = roomNumberInput(text);
        return /^\d*$/.test(kept) && kept === roomNumberInput(kept);
      }),
    );
    expect(roomNumberInput('12a-04')).toBe('1204');
  });
});

describe('required note', () => {
  it('Concierge requires a note, picked or as the only pool of a pools-only code', () => {
    expect(noteRequired(DEMO_PAYLOADS.L210 ?? null, [])).toBe(true);
    expect(noteRequired(DEMO_PAYLOADS.L210 ?? null, [CONCIERGE.uid])).toBe(true);
    expect(noteRequired(DEMO_PAYLOADS.L200 ?? null, [BELL_STAFF.uid])).toBe(false);
    expect(noteRequired(DEMO_PAYLOADS.P202 ?? null, [])).toBe(false);
    expect(noteRequired(null, [])).toBe(false);
  });
});

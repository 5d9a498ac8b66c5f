import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createFakeDeps } from '../fakes/create-fake-deps';
import { createTipping } from '../units/create-tipping';
import { atPayment, carriedRedirectData, flush, sameTabAs } from '../units/test-support';
import type { FakeDeps } from '../fakes/create-fake-deps';
import type { Tipping } from '../units/tipping.types';
import { looksPersonal, toWireEvent, type JourneyEvent } from './journey-events';
import { observeJourney, type JourneyObserver } from './observe-journey';

/** The browser's generator makes UUIDs, the one shape a journey id may have. */
let uuids = 0;
const uuidIds = { next: () => `00000000-0000-4000-8000-${String((uuids += 1)).padStart(12, '0')}` };

function watch(
  core: Tipping,
  fakes: FakeDeps,
  language = 'en-US',
): { events: JourneyEvent[]; observer: JourneyObserver } {
  const events: JourneyEvent[] = [];
  const observer = observeJourney(core, {
    log: { record: (event) => events.push(event) },
    clock: fakes.clock,
    ids: uuidIds,
    tabStorage: fakes.tabStorage,
    language: () => language,
  });
  return { events, observer };
}

const types = (events: readonly JourneyEvent[]) =>
  events.filter((e) => e.type !== 'step').map((e) => e.type);

describe('the journey observer', () => {
  it('tells a finished tip: landed, tip chosen with its level, attempted, captured, review sent', async () => {
    const fakes = createFakeDeps();
    const core = createTipping(fakes.deps);
    const { events } = watch(core, fakes);
    await core.entry.openCode('U500');
    fakes.clock.advance(3000);
    core.tips.chooseLevel('medium');
    await flush();
    core.payment.setShopperEmail('guest@example.com');
    await core.payment.mountWidget('host');
    fakes.clock.advance(2000);
    await core.payment.pay();
    core.review.setRating(5);
    await core.review.submit();
    expect(types(events)).toEqual([
      'landed',
      'tip-chosen',
      'payment-attempted',
      'payment-captured',
      'review-sent',
    ]);
    expect(events.find((e) => e.type === 'tip-chosen')).toMatchObject({
      level: 'medium',
      at: 3000,
    });
    // The amounts as the services answered: U500's $10 tip and its $0.60 fee, paid by the guest.
    expect(events.find((e) => e.type === 'payment-captured')).toMatchObject({
      at: 5000,
      kind: 'U',
      lang: 'en-US',
      tipCents: 1000,
      feeCents: 60,
      feeBy: 'guest',
      staff: ['500'],
      payments: 1,
    });
    expect(events.find((e) => e.type === 'payment-attempted')).toMatchObject({ feeOn: true });
    expect(new Set(events.map((e) => e.journey)).size).toBe(1);
    expect(events.filter((e) => e.type === 'step').map((e) => e.step)).toContain('payment');
  });

  it('tells a refused card with its closed reason, and insufficient funds apart', async () => {
    const fakes = createFakeDeps();
    const { core } = await atPayment('U500', fakes);
    const { events } = watch(core, fakes);
    fakes.tipsApi.payStatus = 'failed';
    await core.payment.pay();
    fakes.tipsApi.refusal = { reason: 'Not enough balance', code: '12' };
    await core.payment.tryAgain();
    expect(events.filter((e) => e.type === 'payment-failed').map((e) => e.reason)).toEqual([
      'refused',
      'insufficient_funds',
    ]);
  });

  it('tells each payment set off once and its outcome, however one commit hides the wait', async () => {
    const fakes = createFakeDeps();
    const { core } = await atPayment('U500', fakes);
    const { events } = watch(core, fakes);
    core.payment.setShopperEmail('not an e-mail');
    await core.payment.pay();
    fakes.tipsApi.payStatus = 'failed';
    core.payment.setShopperEmail('guest@example.com');
    await core.payment.pay();
    fakes.tipsApi.payStatus = 'captured';
    await core.payment.tryAgain();
    core.review.skip();
    await flush();
    // The invalid e-mail set nothing off; Skip sent no review.
    expect(types(events)).toEqual([
      'landed',
      'tip-chosen',
      'payment-attempted',
      'payment-failed',
      'payment-attempted',
      'payment-captured',
    ]);
    expect(core.payment.store.getSnapshot().attempts).toBe(2);
  });

  it('tells a fee box toggled with its new state', async () => {
    const fakes = createFakeDeps();
    const { core } = await atPayment('U500', fakes);
    const { events } = watch(core, fakes);
    core.tips.setFeeOnMe(false);
    await flush();
    expect(events.filter((e) => e.type === 'fee-toggled')).toMatchObject([{ feeOn: false }]);
  });

  it('keeps the journey through a reload of the tab, and tip again begins a new one', async () => {
    const fakes = createFakeDeps();
    const { core } = await atPayment('U500', fakes);
    const first = watch(core, fakes);
    first.observer.stop();
    const second = watch(core, fakes);
    // Counted once per journey: the landing is not told twice.
    expect(types(second.events)).toEqual([]);
    expect(second.events[0]?.journey).toBe(first.events[0]?.journey);
    await core.payment.pay();
    core.entry.tipAgain();
    await core.entry.openCode('U500');
    const after = second.events.filter((e) => e.type === 'landed');
    expect(after).toHaveLength(1);
    expect(after[0]?.journey).not.toBe(first.events[0]?.journey);
    expect(types(second.events)).toContain('tip-again');
  });

  it('tells the money of a payment captured on the return from 3-D Secure, from the quote kept in the tab', async () => {
    const first = await atPayment('U500');
    const before = watch(first.core, first);
    first.tipsApi.threeDS = true;
    await first.core.payment.pay();
    before.observer.stop();
    const redirectData = carriedRedirectData(first.tipsApi);
    const fakes = sameTabAs(first);
    const core = createTipping(fakes.deps);
    const after = watch(core, fakes);
    await core.entry.resumeRedirect({ redirectData, redirectResult: 'opaque-result' });
    expect(core.tips.store.getSnapshot().tips).toEqual([]);
    expect(after.events.find((e) => e.type === 'payment-captured')).toMatchObject({
      journey: before.events[0]?.journey,
      tipCents: 1000,
      feeCents: 60,
      feeBy: 'guest',
      staff: ['500'],
    });
  });

  it('tells a code that does not exist', async () => {
    const fakes = createFakeDeps();
    const core = createTipping(fakes.deps);
    const { events } = watch(core, fakes);
    await core.entry.openCode('U999999');
    expect(types(events)).toContain('not-found');
  });

  it('sends only the class of a caught error, and vitals rounded', () => {
    const fakes = createFakeDeps();
    const core = createTipping(fakes.deps);
    const { events, observer } = watch(core, fakes);
    observer.recordError(new TypeError('guest@example.com room 1204'));
    observer.recordError({ name: 'Evil <script>' });
    observer.recordVital('LCP', 1234.56);
    expect(events.filter((e) => e.type !== 'step')).toMatchObject([
      { type: 'client-error', error: 'TypeError' },
      { type: 'client-error', error: 'other' },
      { type: 'vital', vital: 'LCP', value: 1235 },
    ]);
    expect(JSON.stringify(events)).not.toMatch(/guest|1204|script/);
  });

  it('lets nothing personal out, whatever the guest typed and the service answered', async () => {
    const hostile = [
      'guest@example.com',
      'Ångström',
      '1204',
      '4111111111111111',
      '203.0.113.7',
      'fp-123456',
      '</script><img src=x onerror=alert(1)>',
    ];
    const fakes = createFakeDeps();
    const { core } = await atPayment('U500', fakes);
    const { events, observer } = watch(core, fakes, hostile[6]);
    for (const value of hostile) {
      core.payment.setShopperEmail(value);
      core.flow.editGuestDetails({ roomNumber: value, lastName: value });
      core.review.setNote(value);
      observer.recordError(new Error(value));
    }
    core.payment.setShopperEmail('guest@example.com');
    await core.payment.pay();
    const sent = JSON.stringify(events);
    for (const value of hostile) expect(sent).not.toContain(value);
    // Amounts leave only with the captured payment (the business's takings, nobody's identity).
    const tip = core.tips.store.getSnapshot().tips[0]?.amount ?? 0;
    const cents = events
      .filter((e) => e.type !== 'payment-captured')
      .flatMap((e) => Object.entries(e))
      .filter(([key]) => key !== 'at');
    expect(cents.some(([, value]) => value === tip)).toBe(false);
  });

  it('the wire event keeps only known fields of known shapes (property)', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.anything()), fc.string(), (extra, secret) => {
        const wire = toWireEvent({
          ...extra,
          type: 'step',
          journey: '6f1c2a34-9b7e-4d1a-8c3f-2e5b7a9d0c11',
          email: secret,
          location: secret,
          lang: secret,
          step: secret,
          amount: 1234,
        });
        expect(wire).not.toBeNull();
        const keys = Object.keys(wire ?? {});
        for (const key of keys) {
          expect([
            'type',
            'journey',
            'at',
            'step',
            'kind',
            'location',
            'lang',
            'level',
            'feeOn',
            'reason',
            'error',
            'vital',
            'value',
            'feeChoice',
          ]).toContain(key);
        }
        expect(keys).not.toContain('email');
        expect(keys).not.toContain('amount');
        if (wire?.location !== null) expect(wire?.location).toMatch(/^[0-9a-f-]{1,36}$/);
        expect(wire?.lang).toMatch(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8}){0,3}$|^und$/);
      }),
    );
  });
});

describe('what an insight may carry (issue 37)', () => {
  const journey = '6f1c2a34-9b7e-4d1a-8c3f-2e5b7a9d0c11';
  it('refuses a journey that is not a UUID, and a location not of the services’ shape', () => {
    for (const bad of ['4111111111111111', 'Alex Guest', 'guest@example.com', 'key-1', '']) {
      expect(toWireEvent({ type: 'step', journey: bad })).toBeNull();
      expect(toWireEvent({ type: 'step', journey, location: bad })?.location).toBeNull();
    }
    expect(toWireEvent({ type: 'step', journey, location: '100' })?.location).toBe('100');
  });

  it('reads card numbers, e-mails and phone numbers as personal, and uids as not', () => {
    for (const value of [
      '4111 1111 1111 1111',
      '4111-1111-1111-1111',
      'a@b.co',
      '+1 415 555 0100',
      '(415) 555-0100',
      '4155550100',
      '555-0100',
    ]) {
      expect(looksPersonal(value), value).toBe(true);
    }
    for (const value of ['100', '123456789', journey, 'en-US', 'und']) {
      expect(looksPersonal(value), value).toBe(false);
    }
  });
});

describe('the journey observer started late', () => {
  it('tells the tip a quick guest chose before it started', async () => {
    const fakes = createFakeDeps();
    const { core } = await atPayment('U500', fakes);
    const { events } = watch(core, fakes);
    expect(types(events)).toEqual(['landed', 'tip-chosen']);
  });
});

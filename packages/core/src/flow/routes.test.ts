import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CODE_SCREENS, parsePath, pathFor, type Route } from './routes';

const segment = fc.stringMatching(/^[A-Za-z0-9_-]{1,20}$/);
const anyText = fc.string({ minLength: 1, maxLength: 20 });
const withUid = ['proposed-tip-beauty', 'user', 'location', 'station', 'group', 'users'];

const codeRoute: fc.Arbitrary<Route> = fc
  .tuple(
    segment,
    fc.option(fc.constantFrom(...CODE_SCREENS), { nil: null }),
    fc.option(anyText, { nil: null }),
  )
  .map(([code, screen, uid]) => {
    if (screen === null) return { kind: 'code', code, screen: null, uid: null };
    if (screen === 'user') return { kind: 'code', code, screen, uid: uid ?? 'u1' };
    return { kind: 'code', code, screen, uid: withUid.includes(screen) ? uid : null };
  });

const intentRoute: fc.Arbitrary<Route> = fc
  .tuple(
    fc.constantFrom('qr' as const, 'pl' as const),
    anyText,
    anyText,
    fc.option(
      fc.constantFrom('proposed-tip-intent' as const, 'payment' as const, 'success' as const),
      { nil: null },
    ),
    fc.option(fc.nat(50), { nil: null }),
  )
  .map(([type, id, intent, screen, subStep]) => ({
    kind: 'intent',
    type,
    id,
    intent,
    screen,
    subStep: screen === null ? null : subStep,
  }));

const externalRoute: fc.Arbitrary<Route> = fc
  .option(fc.constantFrom('review' as const, 'success' as const, 'error-external' as const), {
    nil: null,
  })
  .map((screen) => ({ kind: 'external', screen }));

describe('routes', () => {
  it('parse(pathFor(route)) returns the route', () => {
    fc.assert(
      fc.property(fc.oneof(codeRoute, intentRoute, externalRoute), (route) => {
        expect(parsePath(pathFor(route))).toEqual(route);
      }),
    );
  });

  it('reads every route the app serves', () => {
    expect(parsePath('/U500')).toEqual({ kind: 'code', code: 'U500', screen: null, uid: null });
    expect(parsePath('/U500/proposed-tip-beauty/500')).toEqual({
      kind: 'code',
      code: 'U500',
      screen: 'proposed-tip-beauty',
      uid: '500',
    });
    expect(parsePath('/L100/user/501')).toMatchObject({ screen: 'user', uid: '501' });
    expect(parsePath('/U500/payment')).toMatchObject({ screen: 'payment', uid: null });
    expect(parsePath('/qr/100/tab%2042')).toMatchObject({ kind: 'intent', intent: 'tab 42' });
    expect(parsePath('/external/success')).toEqual({ kind: 'external', screen: 'success' });
  });

  it('anything else is not-found', () => {
    for (const path of [
      '/',
      '/U500/nope',
      '/U500/payment/1',
      '/L100/user',
      '/qr/100',
      '/external/x',
      '/a%zz',
      '/U500/review/1/2',
    ]) {
      expect(parsePath(path)).toEqual({ kind: 'not-found' });
    }
  });
});

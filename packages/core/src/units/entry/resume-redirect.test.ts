import { describe, expect, it } from 'vitest';
import { AppError } from '../../domain/errors';
import { createFakeDeps } from '../../fakes';
import { routeFor } from '../../flow/route-for';
import { pathFor } from '../../flow/routes';
import { createTipping } from '../create-tipping';
import { canPayAgain } from './pay-again';
import { REDIRECT_KEY } from '../payment/redirect-record';
import { atPayment, carriedRedirectData, sameTabAs } from '../test-support';

async function redirected(detailsStatus: 'captured' | 'failed') {
  const first = await atPayment();
  first.tipsApi.threeDS = true;
  await first.core.payment.pay();
  expect(first.gateway.actions).toEqual([{ type: 'redirect', url: '/sandbox-provider/3ds/ref-1' }]);
  expect(first.core.payment.store.getSnapshot().ongoing).toBe(true);
  const redirectData = carriedRedirectData(first.tipsApi);
  // The provider's page sends the guest back: a fresh app in the same tab.
  first.tipsApi.detailsStatus = detailsStatus;
  const fakes = sameTabAs(first);
  const core = createTipping(fakes.deps);
  await core.entry.resumeRedirect({ redirectData, redirectResult: 'opaque-result' });
  const path = pathFor(routeFor(core.landing.store.getSnapshot(), core.flow.store.getSnapshot()));
  return { ...fakes, core, path };
}

describe('return from a redirect-based payment', () => {
  it('reads the details and resumes at the review under /external', async () => {
    const { core, tipsApi, deviceStorage, clock, path } = await redirected('captured');
    expect(tipsApi.requestsOf('paymentDetails')).toEqual([
      { reference: 'ref-1', details: { redirectResult: 'opaque-result' } },
    ]);
    expect(path).toBe('/external/review');
    expect(core.landing.store.getSnapshot().code).toBe('U500');
    expect(core.payment.store.getSnapshot().lastResponse?.tips).toEqual([{ uid: 'tip-1-1' }]);
    expect(deviceStorage.keys()).toContain(REDIRECT_KEY);
    clock.advance(1000);
    expect(deviceStorage.keys()).not.toContain(REDIRECT_KEY);
    core.review.setRating(5);
    await core.review.submit();
    expect(pathFor(routeFor(core.landing.store.getSnapshot(), core.flow.store.getSnapshot()))).toBe(
      '/external/success',
    );
  });

  it('a failed payment or broken redirect data is error-external', async () => {
    expect((await redirected('failed')).path).toBe('/external/error-external');
    const { core } = await redirected('captured');
    await core.entry.resumeRedirect({ redirectData: '{bad', redirectResult: 'x' });
    expect(core.flow.store.getSnapshot().steps).toEqual(['error-external']);
  });

  it('a completion the services refuse because another payment paid the intent says so', async () => {
    const first = await atPayment();
    first.tipsApi.threeDS = true;
    await first.core.payment.pay();
    const redirectData = carriedRedirectData(first.tipsApi);
    const fakes = sameTabAs(first);
    fakes.tipsApi.failNext(
      'paymentDetails',
      new AppError('intent_already_paid', 'Already paid', {
        status: 409,
        serverCode: 'INTENT_ALREADY_PAID',
      }),
    );
    const core = createTipping(fakes.deps);
    await core.entry.resumeRedirect({ redirectData, redirectResult: 'late-result' });
    expect(core.flow.store.getSnapshot().steps).toEqual(['intent-paid']);
    expect(core.landing.store.getSnapshot().status).toBe('ready');
  });

  it('Tip again follows the carried same-origin URL only', async () => {
    const { core } = await redirected('captured');
    expect(core.entry.tipAgain()).toBe('/U500');
    const data = JSON.stringify({
      steps: ['success'],
      code: 'U500',
      tipAgainUrl: 'https://evil.test/x',
      paymentReferenceId: 'k',
    });
    await core.entry.resumeRedirect({ redirectData: data, redirectResult: 'r' });
    expect(core.entry.tipAgain()).toBe('/U500');
  });

  it('saves only non-personal redirect state in local storage', async () => {
    const first = await atPayment();
    first.tipsApi.threeDS = true;
    await first.core.payment.pay();
    const record = JSON.stringify(first.deviceStorage.read(REDIRECT_KEY));
    expect(record).toContain('"reference":"ref-1"');
    expect(record).toContain('"code":"U500"');
    expect(record).toContain('"tipAgainUrl":"/U500"');
    expect(record).toContain('"steps":["review","success"]');
    expect(record).not.toMatch(/@|guest|amount/i);
  });

  it('a reload of the return address never asks for the details twice nor fails a paid tip', async () => {
    const { core, tipsApi, tabStorage, deviceStorage, clock } = await redirected('captured');
    clock.advance(1000);
    const query = JSON.stringify({
      steps: ['review', 'success'],
      code: 'U500',
      tipAgainUrl: '/U500',
      paymentReferenceId: 'k',
    });
    const reloaded = createTipping(
      createFakeDeps({ tabStorage, deviceStorage, tipsApi, clock }).deps,
    );
    await reloaded.entry.resumeRedirect({ redirectData: query, redirectResult: 'opaque-result' });
    expect(tipsApi.requestsOf('paymentDetails')).toHaveLength(1);
    expect(reloaded.flow.store.getSnapshot().steps).toEqual(['review', 'success']);
    expect(reloaded.payment.store.getSnapshot().paid).toEqual(
      core.payment.store.getSnapshot().paid,
    );
    const atReview = createTipping(
      createFakeDeps({ tabStorage, deviceStorage, tipsApi, clock }).deps,
    );
    expect(await atReview.entry.restore({ kind: 'external', screen: 'review' })).toBe(true);
    expect(
      pathFor(routeFor(atReview.landing.store.getSnapshot(), atReview.flow.store.getSnapshot())),
    ).toBe('/external/review');
  });

  it('a return in another browser (no local or session storage) resolves from the redirect data', async () => {
    const first = await atPayment();
    first.tipsApi.threeDS = true;
    await first.core.payment.pay();
    const key = first.tipsApi.calls.find((call) => call.method === 'pay')?.args[1];
    const redirectData = carriedRedirectData(first.tipsApi);
    expect(JSON.parse(redirectData)).toMatchObject({ paymentReferenceId: key, code: 'U500' });
    // Nothing shared with the first browser but the service.
    const fakes = createFakeDeps({ tipsApi: first.tipsApi });
    expect(fakes.deviceStorage.keys()).toEqual([]);
    expect(fakes.tabStorage.keys()).toEqual([]);
    const core = createTipping(fakes.deps);
    await core.entry.resumeRedirect({ redirectData, redirectResult: 'opaque-result' });
    expect(first.tipsApi.requestsOf('paymentDetails')).toEqual([
      { reference: key, details: { redirectResult: 'opaque-result' } },
    ]);
    expect(pathFor(routeFor(core.landing.store.getSnapshot(), core.flow.store.getSnapshot()))).toBe(
      '/external/review',
    );
    expect(core.payment.store.getSnapshot().paid?.reference).toBe('ref-1');
    expect(core.payment.store.getSnapshot().paid?.tipUids).toEqual(['tip-1-1']);
    // A reload in that browser asks nothing twice and stays on the paid screen.
    const reloaded = createTipping(
      createFakeDeps({
        tipsApi: first.tipsApi,
        tabStorage: fakes.tabStorage,
        deviceStorage: fakes.deviceStorage,
      }).deps,
    );
    await reloaded.entry.resumeRedirect({ redirectData, redirectResult: 'opaque-result' });
    expect(first.tipsApi.requestsOf('paymentDetails')).toHaveLength(1);
    expect(reloaded.flow.store.getSnapshot().steps).toEqual(['review', 'success']);
  });

  it('a return without a result code is rejected: no details call, error-external', async () => {
    const first = await atPayment();
    first.tipsApi.threeDS = true;
    await first.core.payment.pay();
    const redirectData = carriedRedirectData(first.tipsApi);
    const fakes = createFakeDeps({
      deviceStorage: first.deviceStorage,
      tipsApi: first.tipsApi,
      clock: first.clock,
    });
    const core = createTipping(fakes.deps);
    await core.entry.resumeRedirect({ redirectData, redirectResult: null });
    expect(first.tipsApi.requestsOf('paymentDetails')).toEqual([]);
    expect(core.flow.store.getSnapshot().steps).toEqual(['error-external']);
  });

  it('a failed 3-D Secure payment keeps the tips: Pay with another card returns to payment', async () => {
    const { core, tipsApi, path } = await redirected('failed');
    expect(path).toBe('/external/error-external');
    const canPay = (): boolean =>
      canPayAgain(
        core.landing.store.getSnapshot(),
        core.flow.store.getSnapshot(),
        core.tips.store.getSnapshot(),
      );
    expect(canPay()).toBe(true);
    expect(core.entry.payAgain()).toBe(true);
    expect(pathFor(routeFor(core.landing.store.getSnapshot(), core.flow.store.getSnapshot()))).toBe(
      '/U500/payment',
    );
    expect(core.payment.store.getSnapshot().shopperEmail).toBe('guest@example.com');
    await core.tips.ensureFees();
    expect(core.tips.store.getSnapshot()).toMatchObject({
      tips: [{ recipient: { kind: 'user', uid: '500' }, level: 'medium', amount: 1000 }],
      totals: { tips: 1000, fees: 60, total: 1060 },
    });
    tipsApi.threeDS = false;
    await core.payment.mountWidget({ element: 'host' });
    await core.payment.pay();
    expect(pathFor(routeFor(core.landing.store.getSnapshot(), core.flow.store.getSnapshot()))).toBe(
      '/U500/review',
    );
  });

  it('a reload of the failure screen still offers to pay again; another browser does not', async () => {
    const { tabStorage, deviceStorage, tipsApi } = await redirected('failed');
    const reloaded = createTipping(createFakeDeps({ tabStorage, deviceStorage, tipsApi }).deps);
    expect(await reloaded.entry.restore({ kind: 'external', screen: 'error-external' })).toBe(true);
    expect(reloaded.tips.store.getSnapshot().tips).toHaveLength(1);
    expect(reloaded.entry.payAgain()).toBe(true);

    const elsewhere = createTipping(createFakeDeps({ tipsApi }).deps);
    const data = JSON.stringify({
      steps: ['review', 'success'],
      code: 'U500',
      tipAgainUrl: '/U500',
      paymentReferenceId: 'k',
    });
    tipsApi.detailsStatus = 'failed';
    await elsewhere.entry.resumeRedirect({ redirectData: data, redirectResult: 'r' });
    expect(elsewhere.flow.store.getSnapshot().steps).toEqual(['error-external']);
    expect(elsewhere.entry.payAgain()).toBe(false);
    expect(elsewhere.flow.store.getSnapshot().steps).toEqual(['error-external']);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createFakeDeps } from '../../fakes';
import { routeFor } from '../../flow/route-for';
import { pathFor } from '../../flow/routes';
import type { Tipping } from '../tipping.types';
import { createTipping } from '../create-tipping';
import { atPayment, atPoolAndUserPayment, flush, carriedRedirectData } from '../test-support';

/** Every address the views would follow (a ready landing) while `run` runs. */
async function addressesDuring(core: Tipping, run: () => Promise<void>): Promise<string[]> {
  const seen: string[] = [];
  const record = (): void => {
    const landing = core.landing.store.getSnapshot();
    if (landing.status !== 'ready' && landing.status !== 'not-found') return;
    const path = pathFor(routeFor(landing, core.flow.store.getSnapshot()));
    if (seen.at(-1) !== path) seen.push(path);
  };
  const stops = [core.landing.store.subscribe(record), core.flow.store.subscribe(record)];
  await run();
  for (const stop of stops) stop();
  return seen;
}

/** U500 paid with the 3-D Secure card up to the provider's page: the app is left there. */
async function leftForThreeDS(answered: readonly number[] = []) {
  const first = await atPayment();
  first.tipsApi.threeDS = true;
  first.tipsApi.answeredAmounts = [...answered];
  await first.core.payment.pay();
  const redirectData = carriedRedirectData(first.tipsApi);
  return { first, redirectData };
}

describe('what a paid tip shows: the amount the service answered', () => {
  it('a 3-D Secure return in the same tab, a new tab and another browser: $10.60 and Maya', async () => {
    const { first, redirectData } = await leftForThreeDS();
    const query = { redirectData, redirectResult: 'opaque-result' };
    // Same tab: session and local storage survive the redirect.
    const sameTab = createTipping(
      createFakeDeps({
        tabStorage: first.tabStorage,
        deviceStorage: first.deviceStorage,
        tipsApi: first.tipsApi,
      }).deps,
    );
    await sameTab.entry.resumeRedirect(query);
    expect(sameTab.payment.store.getSnapshot().paid).toMatchObject({
      total: 1060,
      recipients: ['Maya'],
    });
    // A new tab of the same browser: local storage only (no tips, no amounts anywhere).
    const newTab = createTipping(
      createFakeDeps({ deviceStorage: first.deviceStorage, tipsApi: first.tipsApi }).deps,
    );
    await newTab.entry.resumeRedirect(query);
    expect(newTab.tips.store.getSnapshot().totals.total).toBe(0);
    expect(newTab.payment.store.getSnapshot().paid).toMatchObject({
      total: 1060,
      recipients: ['Maya'],
    });
    // Another browser: no storage at all; the amount still comes from the answer, no names.
    const otherBrowser = createTipping(createFakeDeps({ tipsApi: first.tipsApi }).deps);
    await otherBrowser.entry.resumeRedirect(query);
    expect(otherBrowser.payment.store.getSnapshot().paid).toMatchObject({
      total: 1060,
      recipients: [],
    });
  });

  it("an intent's return (no code) goes straight to its thank-you with the captured amount", async () => {
    const fakes = createFakeDeps();
    fakes.tipsApi.threeDS = true;
    const first = createTipping(fakes.deps);
    await first.entry.openIntent({ type: 'qr', id: '100', intent: 'tab-43' });
    await flush();
    first.payment.setShopperEmail('guest@example.com');
    await first.payment.mountWidget('host');
    await first.payment.pay();
    const returnUrl = String(
      (fakes.tipsApi.requestsOf('pay')[0] as { returnUrl: string }).returnUrl,
    );
    const query = {
      redirectData: decodeURIComponent(returnUrl.split('redirectData=')[1] ?? ''),
      redirectResult: 'opaque-result',
    };
    const tabs = {
      // The same tab keeps its session; a new tab has only local storage.
      same: createFakeDeps({ tabStorage: fakes.tabStorage, deviceStorage: fakes.deviceStorage }),
      new: createFakeDeps({ deviceStorage: fakes.deviceStorage }),
    };
    for (const tab of Object.values(tabs)) {
      const core = createTipping({ ...tab.deps, tipsApi: fakes.tipsApi });
      // Never the intent's start (it would open the paid intent again) nor not-found on the way.
      expect(await addressesDuring(core, () => core.entry.resumeRedirect(query))).toEqual([
        '/external/success',
      ]);
      expect(core.payment.store.getSnapshot().paid).toMatchObject({
        total: 2605,
        recipients: ['Maya'],
      });
    }
  });

  it('a reload after the return keeps the captured amount', async () => {
    const { first, redirectData } = await leftForThreeDS();
    const fakes = createFakeDeps({ deviceStorage: first.deviceStorage, tipsApi: first.tipsApi });
    await createTipping(fakes.deps).entry.resumeRedirect({
      redirectData,
      redirectResult: 'opaque-result',
    });
    for (const screen of ['review', 'success'] as const) {
      const reloaded = createTipping(
        createFakeDeps({ tabStorage: fakes.tabStorage, tipsApi: first.tipsApi }).deps,
      );
      expect(await reloaded.entry.restore({ kind: 'external', screen })).toBe(true);
      expect(reloaded.payment.store.getSnapshot().paid).toMatchObject({
        total: 1060,
        recipients: ['Maya'],
      });
    }
  });

  it('property: the paid total is the sum of the amounts answered, whatever the screen showed', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 1, max: 1_030_030 }), { minLength: 2, maxLength: 2 }),
        fc.boolean(),
        async (answered, threeDS) => {
          if (threeDS) {
            // One payment (U500), settled by the details call after the redirect.
            const { first, redirectData } = await leftForThreeDS(answered.slice(0, 1));
            const core = createTipping(createFakeDeps({ tipsApi: first.tipsApi }).deps);
            await core.entry.resumeRedirect({ redirectData, redirectResult: 'r' });
            expect(core.payment.store.getSnapshot().paid?.total).toBe(answered[0]);
            return;
          }
          // S300: Front Desk and Alex K. in one press, two payments.
          const fakes = createFakeDeps();
          fakes.tipsApi.answeredAmounts = [...answered];
          const core = await atPoolAndUserPayment(fakes);
          await core.payment.pay();
          const paid = core.payment.store.getSnapshot().paid;
          expect(paid?.total).toBe(answered.reduce((sum, amount) => sum + amount, 0));
          expect(paid?.recipients).toEqual(['Front Desk', 'Alex K.']);
        },
      ),
      { numRuns: 40 },
    );
  });
});

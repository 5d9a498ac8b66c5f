import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createFakeDeps } from '../fakes';
import { createTippingCore } from './create-tipping-core';
import { atPayment, flush } from './test-support';

/** U500 paid with the 3-D Secure card up to the provider's page: the app is left there. */
async function leftForThreeDS(answered: readonly number[] = []) {
  const first = await atPayment();
  first.tipsApi.threeDS = true;
  first.tipsApi.answeredAmounts = [...answered];
  await first.core.actions.pay();
  const returnUrl = String((first.tipsApi.requestsOf('pay')[0] as { returnUrl: string }).returnUrl);
  const redirectData = decodeURIComponent(returnUrl.split('redirectData=')[1] ?? '');
  return { first, redirectData };
}

describe('what a paid tip shows: the amount the service answered', () => {
  it('a 3-D Secure return in the same tab, a new tab and another browser: $10.60 and Maya', async () => {
    const { first, redirectData } = await leftForThreeDS();
    const query = { redirectData, redirectResult: 'opaque-result' };
    // Same tab: session and local storage survive the redirect.
    const sameTab = createTippingCore(
      createFakeDeps({
        tabStorage: first.tabStorage,
        deviceStorage: first.deviceStorage,
        tipsApi: first.tipsApi,
      }).deps,
    );
    await sameTab.actions.resumeRedirect(query);
    expect(sameTab.stores.payment.getSnapshot().paid).toMatchObject({
      total: 1060,
      recipients: ['Maya'],
    });
    // A new tab of the same browser: local storage only (no tips, no amounts anywhere).
    const newTab = createTippingCore(
      createFakeDeps({ deviceStorage: first.deviceStorage, tipsApi: first.tipsApi }).deps,
    );
    await newTab.actions.resumeRedirect(query);
    expect(newTab.stores.tips.getSnapshot().totals.total).toBe(0);
    expect(newTab.stores.payment.getSnapshot().paid).toMatchObject({
      total: 1060,
      recipients: ['Maya'],
    });
    // Another browser: no storage at all; the amount still comes from the answer, no names.
    const otherBrowser = createTippingCore(createFakeDeps({ tipsApi: first.tipsApi }).deps);
    await otherBrowser.actions.resumeRedirect(query);
    expect(otherBrowser.stores.payment.getSnapshot().paid).toMatchObject({
      total: 1060,
      recipients: [],
    });
  });

  it('a reload after the return keeps the captured amount', async () => {
    const { first, redirectData } = await leftForThreeDS();
    const fakes = createFakeDeps({ deviceStorage: first.deviceStorage, tipsApi: first.tipsApi });
    await createTippingCore(fakes.deps).actions.resumeRedirect({
      redirectData,
      redirectResult: 'opaque-result',
    });
    for (const screen of ['review', 'success'] as const) {
      const reloaded = createTippingCore(
        createFakeDeps({ tabStorage: fakes.tabStorage, tipsApi: first.tipsApi }).deps,
      );
      expect(await reloaded.actions.restore({ kind: 'external', screen })).toBe(true);
      expect(reloaded.stores.payment.getSnapshot().paid).toMatchObject({
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
            const core = createTippingCore(createFakeDeps({ tipsApi: first.tipsApi }).deps);
            await core.actions.resumeRedirect({ redirectData, redirectResult: 'r' });
            expect(core.stores.payment.getSnapshot().paid?.total).toBe(answered[0]);
            return;
          }
          // S300: Front Desk and Alex K. in one press, two payments.
          const fakes = createFakeDeps();
          fakes.tipsApi.answeredAmounts = [...answered];
          const core = createTippingCore(fakes.deps);
          await core.actions.openCode('S300');
          core.actions.selectPool('202');
          core.actions.chooseTipLevel('low');
          await flush();
          core.actions.addAnother();
          core.actions.selectUser('504');
          core.actions.chooseTipLevel('high');
          await flush();
          core.actions.setShopperEmail('guest@example.com');
          await core.actions.mountWidget('host');
          await core.actions.pay();
          const paid = core.stores.payment.getSnapshot().paid;
          expect(paid?.total).toBe(answered.reduce((sum, amount) => sum + amount, 0));
          expect(paid?.recipients).toEqual(['Front Desk', 'Alex K.']);
        },
      ),
      { numRuns: 40 },
    );
  });
});

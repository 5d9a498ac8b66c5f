import { describe, expect, it } from 'vitest';
import { createFakeDeps } from '../fakes';
import { routeFor } from '../flow/route-for';
import { pathFor } from '../flow/routes';
import { createTipping } from './create-tipping';
import { flush } from './test-support';

function setup() {
  const fakes = createFakeDeps();
  const core = createTipping(fakes.deps);
  const path = (): string =>
    pathFor(routeFor(core.landing.store.getSnapshot(), core.flow.store.getSnapshot()));
  return { ...fakes, core, path };
}

describe('one row per recipient', () => {
  it('L200: choosing Front Desk again after Add another goes to its row, one fee asked', async () => {
    const { core, path, tipsApi } = setup();
    await core.entry.openCode('L200');
    core.flow.selectPool('202');
    core.tips.chooseLevel('low');
    await flush();
    expect(path()).toBe('/L200/payment');
    core.payment.addAnother();
    expect(path()).toBe('/L200/department');
    core.flow.selectPool('202');
    await flush();
    expect(path()).toBe('/L200/payment');
    expect(core.tips.store.getSnapshot().tips.map((tip) => tip.recipient.uid)).toEqual(['202']);
    expect(tipsApi.requestsOf('calculateFees')).toHaveLength(1);
    // Another department is still a tip of its own.
    core.payment.addAnother();
    core.flow.selectPool('203');
    expect(path()).toBe('/L200/proposed-tip-hospitality');
  });

  it('L100: choosing the same person again goes to the payment step', async () => {
    const { core, path } = setup();
    await core.entry.openCode('L100');
    core.flow.selectUser('501');
    core.tips.chooseLevel('low');
    await flush();
    core.payment.addAnother();
    core.flow.selectUser('501');
    expect(path()).toBe('/L100/payment');
    expect(core.tips.store.getSnapshot().tips).toHaveLength(1);
  });

  it('a person whose tip was removed is not sent to the payment step', async () => {
    const { core, path } = setup();
    await core.entry.openCode('L100');
    core.flow.selectUser('501');
    core.tips.chooseLevel('low');
    core.payment.addAnother();
    core.flow.selectUser('502');
    core.tips.chooseLevel('low');
    await flush();
    core.payment.removeTip(1);
    core.payment.addAnother();
    core.flow.selectUser('502');
    expect(path()).toMatch(/^\/L100\/proposed-tip-beauty\//);
  });
});

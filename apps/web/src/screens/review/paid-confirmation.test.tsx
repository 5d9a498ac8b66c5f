import { cleanup, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Tipping } from '@tipwell/core';
import { MemoryStorage } from '@tipwell/core/fakes';
import { createFakeWorld, type FakeWorld } from '../../di/fake-services';
import { FakeApp } from '../../testing/fake-app';
import { hospitalitySetups, payHere } from '../../testing/hospitality-setups';
import { setups, until } from '../../testing/setups';

async function confirmation(
  setup: (core: Tipping, world: FakeWorld) => Promise<void>,
  world: FakeWorld = createFakeWorld(),
): Promise<HTMLElement> {
  render(<FakeApp setup={setup} world={world} />);
  return screen.findByRole('heading', { name: 'Rate your service' });
}

describe("the review's payment confirmation", () => {
  it('one person: amount and name, read as the heading’s description', async () => {
    const heading = await confirmation(setups.review);
    expect(heading).toHaveAccessibleDescription('Payment of $10.60 to Maya received');
  });

  it('a pool and a person paid in one press: both names, the sum of both payments', async () => {
    const heading = await confirmation(async (core) => {
      await core.entry.openCode('S300');
      core.flow.selectPool('202');
      core.tips.chooseLevel('low');
      await until(core.tips.store, (tips) => tips.fees.length > 0 && tips.fees.every(Boolean));
      core.payment.addAnother();
      core.flow.selectUser('504');
      core.tips.chooseLevel('high');
      await payHere(core);
    });
    expect(heading).toHaveAccessibleDescription(
      'Payment of $21.20 to Front Desk and Alex K. received',
    );
  });

  it('pools that require the review or a note (Bell Staff, Concierge): the pool’s name', async () => {
    const bellStaff = await confirmation(hospitalitySetups.bellStaffReview);
    expect(bellStaff).toHaveAccessibleDescription('Payment of $8.54 to Bell Staff received');
    cleanup();
    const concierge = await confirmation(hospitalitySetups.conciergeReview);
    // L210's fees are gross: the $12 tip is the total charged.
    expect(concierge).toHaveAccessibleDescription('Payment of $12.00 to Concierge received');
  });

  it('no names known (a 3-D Secure return in another browser): the amount alone', async () => {
    const storages = [new MemoryStorage(), new MemoryStorage()] as const;
    const world = createFakeWorld({ localStorage: storages[0], sessionStorage: storages[1] });
    const heading = await confirmation(async (core) => {
      world.tipsApi.threeDS = true;
      await setups.review(core);
      const pay = world.tipsApi.requestsOf('pay')[0] as { returnUrl: string };
      const redirectData = decodeURIComponent(pay.returnUrl.split('redirectData=')[1] ?? '');
      // The other browser has neither the session nor the redirect record of this one.
      for (const storage of storages) for (const key of storage.keys()) storage.remove(key);
      await core.entry.resumeRedirect({ redirectData, redirectResult: 'opaque-result' });
    }, world);
    expect(heading).toHaveAccessibleDescription('Payment of $10.60 received');
    expect(screen.getByText('Payment of $10.60 received')).toBeVisible();
  });
});

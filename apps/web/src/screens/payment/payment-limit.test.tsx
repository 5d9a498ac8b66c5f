import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TippingCore } from '@tipwell/core';
import { createFakeWorld } from '../../di/fake-services';
import { FakeApp } from '../../testing/fake-app';
import { until } from '../../testing/setups';

/** L100: a custom $10,000 tip to each of `users` (Add another between them), at the payment. */
function largestTips(users: readonly string[]) {
  return async (core: TippingCore): Promise<void> => {
    await core.actions.openCode('L100');
    for (const [index, uid] of users.entries()) {
      if (index > 0) core.actions.addAnother();
      core.actions.selectUser(uid);
      core.actions.setCustomTip('10000');
      core.actions.submitCustomTip();
      core.actions.confirmCustomTip();
      await until(
        core.stores.tips,
        (tips) => !tips.refreshing && tips.fees.length === index + 1 && tips.fees.every(Boolean),
      );
    }
  };
}

describe('the payment limit (issue 28)', () => {
  it('three $10,000 tips: Pay shows Tip limit and charges nothing', async () => {
    const world = createFakeWorld();
    render(<FakeApp world={world} setup={largestTips(['501', '502', '503'])} />);
    const pay = await screen.findByRole('button', { name: 'Pay $30,900.90' });
    await waitFor(() => expect(pay).toBeEnabled());
    await userEvent.type(screen.getByLabelText('Email'), 'guest@example.com');
    await userEvent.click(pay);
    const alert = await screen.findByRole('alertdialog', { name: 'Tip limit' });
    expect(alert).toHaveTextContent(
      'One payment can be at most $25,000. Please lower or remove a tip.',
    );
    expect(world.tipsApi.requestsOf('pay')).toEqual([]);
    await userEvent.click(within(alert).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay $30,900.90' })).toBeEnabled();
  });
});

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Tipping } from '@tipwell/core';
import { largestCustomTips } from '@tipwell/core/fakes';
import { createFakeWorld } from '../../di/fake-services';
import { FakeApp } from '../../testing/fake-app';

describe('the payment limit', () => {
  it('three $10,000 tips: Pay shows Tip limit and charges nothing', async () => {
    const world = createFakeWorld();
    render(
      <FakeApp
        world={world}
        setup={(core: Tipping) => largestCustomTips(core, 'L100', ['501', '502', '503'])}
      />,
    );
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

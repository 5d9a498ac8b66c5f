import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeWorld } from '../../di/fake-services';
import { FakeApp } from '../../testing/fake-app';
import { setups } from '../../testing/setups';

describe('the Pay button', () => {
  it('reads Pay, disabled, until the total exists (never Pay $0.00)', async () => {
    const world = createFakeWorld();
    world.tipsApi.hang('calculateFees');
    render(<FakeApp world={world} path="/U500" />);
    await userEvent.click(await screen.findByRole('button', { name: '$10 Great' }));
    const pay = await screen.findByRole('button', { name: 'Pay' });
    expect(pay).toBeDisabled();
    expect(screen.queryByText(/\$0\.00/)).not.toBeInTheDocument();
    world.tipsApi.release();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay $10.60' })).toBeEnabled());
  });

  it('shows progress while paying, announced, keeping the focus; then the review confirms', async () => {
    const world = createFakeWorld();
    render(<FakeApp world={world} setup={setups.payment} />);
    const pay = await screen.findByRole('button', { name: 'Pay $10.60' });
    await waitFor(() => expect(pay).toBeEnabled());
    await userEvent.type(screen.getByLabelText('Email'), 'guest@example.com');
    world.tipsApi.hang('pay');
    await userEvent.click(pay);
    const busy = await screen.findByRole('button', { name: 'Processing…' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toHaveFocus();
    expect(screen.getByText('Processing…', { selector: '[aria-live="polite"]' })).toBeVisible();
    // The request is on its way; a second press while paying sends nothing more.
    await userEvent.click(busy);
    expect(world.tipsApi.requestsOf('pay')).toHaveLength(1);
    world.tipsApi.release();
    const heading = await screen.findByRole('heading', { name: 'Rate your service' });
    expect(world.tipsApi.requestsOf('pay')).toHaveLength(1);
    expect(screen.getByText('Payment of $10.60 to Maya received')).toBeInTheDocument();
    expect(heading).toHaveAccessibleDescription('Payment of $10.60 to Maya received');
  });
});

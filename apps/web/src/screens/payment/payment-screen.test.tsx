import { render, screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LUMEN_SETTINGS } from '@tipwell/core/fakes';
import { createFakeWorld, type FakeWorld } from '../../di/fake-services';
import { FakeApp } from '../../testing/fake-app';
import { setups } from '../../testing/setups';

async function openPayment(world: FakeWorld = createFakeWorld()): Promise<void> {
  render(<FakeApp world={world} setup={setups.payment} showPath />);
  await screen.findByRole('heading', { name: /Total \$10\.60/ });
  // The card form mounts once the screen has painted; Pay waits for it.
  await waitFor(() => expect(screen.getByRole('button', { name: 'Pay $10.60' })).toBeEnabled());
}

describe('payment', () => {
  it("shows the total, Maya's row, the fee and the checkbox", async () => {
    await openPayment();
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/U500/payment'));
    const rows = screen.getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Maya');
    expect(rows[0]).toHaveTextContent('$10');
    expect(screen.getByText('Convenience fee').closest('div')).toHaveTextContent('$0.60');
    expect(
      screen.getByRole('checkbox', {
        name: "The convenience fee is on me! Let's give the full tip to the staff.",
      }),
    ).toBeChecked();
    // The card form mounts once the screen has painted; Pay waits for it.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay $10.60' })).toBeEnabled());
  });

  it('explains the fee in a popup', async () => {
    await openPayment();
    await userEvent.click(screen.getByRole('button', { name: 'What is this?' }));
    const dialog = await screen.findByRole('dialog', { name: 'What is this?' });
    expect(dialog).toHaveTextContent(
      'Ensures your service professional receives your generous tip directly',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('unchecking the fee box recalculates in gross mode', async () => {
    await openPayment();
    await userEvent.click(screen.getByRole('checkbox'));
    expect(await screen.findByRole('heading', { name: /Total \$10\.00/ })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('$9.40');
    expect(screen.getByRole('button', { name: 'Pay $10.00' })).toBeInTheDocument();
  });

  it('shows a spinner while the fee responses are missing', async () => {
    const world = createFakeWorld();
    world.tipsApi.hang('calculateFees');
    render(<FakeApp world={world} path="/U500" />);
    await userEvent.click(await screen.findByRole('button', { name: '$10 Great' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Loading');
    expect(screen.getByRole('button', { name: /^Pay/ })).toBeDisabled();
    world.tipsApi.release();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay $10.60' })).toBeEnabled());
  });

  it('validates the e-mail address', async () => {
    await openPayment();
    const email = screen.getByLabelText('Email');
    await userEvent.type(email, 'not-an-email');
    await userEvent.tab();
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    await userEvent.clear(email);
    await userEvent.type(email, 'guest@example.com');
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
  });

  it('pays and moves on to the review', async () => {
    await openPayment();
    await userEvent.type(screen.getByLabelText('Email'), 'guest@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Pay $10.60' }));
    expect(await screen.findByRole('heading', { name: 'Rate your service' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/U500/review'));
  });

  it("a refused card shows 'Payment Failed', then 'Try again'", async () => {
    const world = createFakeWorld();
    world.tipsApi.payStatus = 'failed';
    await openPayment(world);
    await userEvent.type(screen.getByLabelText('Email'), 'guest@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Pay $10.60' }));
    const alert = await screen.findByRole('alertdialog', { name: 'Payment Failed' });
    expect(alert).toHaveTextContent(
      'We were unable to process the payment using this card, please verify that entered card information are correct or try another card',
    );
    await userEvent.click(within(alert).getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('has no fee checkbox when the location pays the fee in full transparency', async () => {
    const world = createFakeWorld();
    world.coreApi.settings['100'] = { ...LUMEN_SETTINGS, transparency: 'full' };
    await openPayment(world);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('Pay is inert and reads Processing… while the payment is in flight', async () => {
    const world = createFakeWorld();
    world.tipsApi.hang('pay');
    await openPayment(world);
    await userEvent.type(screen.getByLabelText('Email'), 'guest@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Pay $10.60' }));
    const busy = await screen.findByRole('button', { name: 'Processing…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    world.tipsApi.release();
    expect(await screen.findByRole('heading', { name: 'Rate your service' })).toBeInTheDocument();
  });
});

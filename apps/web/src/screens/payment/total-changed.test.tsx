import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { FakePaymentGateway } from '@tipwell/core/fakes';
import { createFakeWorld } from '../../di/fake-services';
import { switchLocale } from '../../i18n/locale-choice';
import { FakeApp } from '../../testing/fake-app';
import { renderWithSandboxForm } from '../../testing/sandbox-form';
import { setups } from '../../testing/setups';

// Decision 0050: the card widget charges the total on screen. The fee's box moves the total; a
// provider's widget (its own pay button showed the old amount) is mounted again and the guest
// told; the sandbox's form, which shows no amount, keeps what was typed.

const BOX = "The convenience fee is on me! Let's give the full tip to the staff.";

afterEach(async () => {
  await switchLocale('en-US');
  localStorage.clear();
});

describe('the total moves on the payment step', () => {
  it("a provider's widget is mounted again for the new total, the guest told politely, the e-mail kept", async () => {
    const user = userEvent.setup();
    const world = createFakeWorld({ gateway: new FakePaymentGateway('adyen-web') });
    render(<FakeApp world={world} setup={setups.payment} />);
    await waitFor(() => expect(world.gateway.session?.amount).toBe(1060));
    await user.type(screen.getByLabelText('Email'), 'guest@example.com');

    await user.click(screen.getByRole('checkbox', { name: BOX }));
    const note = await screen.findByText(
      'The total changed, so the card fields were reset. Please enter your card details again.',
    );
    expect(note.closest('[aria-live="polite"]')).not.toBeNull();
    await waitFor(() => expect(world.gateway.mounts).toBe(2));
    expect(world.gateway.unmounts).toBe(1);
    expect(world.gateway.session?.amount).toBe(1000);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('$10.00');
    expect(screen.getByLabelText('Email')).toHaveValue('guest@example.com');
    // The box keeps the focus the guest gave it.
    expect(screen.getByRole('checkbox', { name: BOX })).toHaveFocus();

    // Ticked again: mounted a third time, for $10.60.
    await user.click(screen.getByRole('checkbox', { name: BOX }));
    await waitFor(() => expect(world.gateway.session?.amount).toBe(1060));
    expect(world.gateway.mounts).toBe(3);
  });

  it("the sandbox's form keeps what was typed; Pay shows the new total; nothing to tell", async () => {
    const user = userEvent.setup();
    await renderWithSandboxForm();
    const form = await screen.findByRole('group', { name: 'Card details' });
    await user.type(within(form).getByLabelText('Card number'), '4111 1111');

    await user.click(screen.getByRole('checkbox', { name: BOX }));
    // The form is not complete yet, so Pay waits for it; it names the new total.
    expect(await screen.findByRole('button', { name: 'Pay $10.00' })).toBeDisabled();
    expect(screen.getAllByRole('group', { name: 'Card details' })).toHaveLength(1);
    expect(within(form).getByLabelText('Card number')).toHaveValue('4111 1111');
    expect(screen.queryByText(/card fields were reset/)).toBeNull();
  });

  it('while a payment is on its way the box stays as it is, and says so (aria-disabled)', async () => {
    const user = userEvent.setup();
    const world = createFakeWorld();
    world.tipsApi.hang('pay');
    render(<FakeApp world={world} setup={setups.payment} />);
    const pay = await screen.findByRole('button', { name: 'Pay $10.60' });
    await waitFor(() => expect(pay).toBeEnabled());
    await user.type(screen.getByLabelText('Email'), 'guest@example.com');
    await user.click(pay);
    const box = screen.getByRole('checkbox', { name: BOX });
    await waitFor(() => expect(box).toHaveAttribute('aria-disabled', 'true'));
    await user.click(box);
    expect(box).toBeChecked();
    expect(world.tipsApi.requestsOf('calculateFees')).toHaveLength(1);
    world.tipsApi.release();
    await screen.findByRole('heading', { name: 'Rate your service' });
  });
});

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MountedWidget, WidgetSession } from '@tipwell/core';
import { FakePaymentGateway } from '@tipwell/core/fakes';
import { createFakeWorld, type FakeWorld } from '../../di/fake-services';
import { FakeApp } from '../../testing/fake-app';

/** A provider whose form cannot load (its script blocked, the network cut) until `failing` is off. */
class UnloadableUntilToldGateway extends FakePaymentGateway {
  failing = true;
  override mount(host: unknown, session: WidgetSession): Promise<MountedWidget> {
    if (!this.failing) return super.mount(host, session);
    this.mounts += 1;
    return Promise.reject(new Error('provider script failed to load'));
  }
}

const FEES_FAILED = 'We could not calculate the convenience fee. Please try again.';
const METHODS_FAILED = 'There was a problem with payment methods. Please try again later.';

async function closeAlert(name: string, text?: string): Promise<void> {
  const dialog = await screen.findByRole('alertdialog', { name });
  if (text !== undefined) expect(dialog).toHaveTextContent(text);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
}

/** The one 'Try again', in Pay's place (decision 0048): never a second one, never beside Pay. */
async function theOneTryAgain(): Promise<HTMLElement> {
  await waitFor(() => expect(screen.getAllByRole('button', { name: 'Try again' })).toHaveLength(1));
  expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
  const button = screen.getByRole('button', { name: 'Try again' });
  expect(button).toHaveAttribute('data-focus-slot', 'pay');
  return button;
}

async function tapTenDollars(world: FakeWorld): Promise<void> {
  render(<FakeApp world={world} path="/U500" />);
  await userEvent.click(await screen.findByRole('button', { name: '$10 Great' }));
}

/** U500, $10, the e-mail typed and Pay pressed: the card refused, its dialog closed. */
async function refusedOnce(): Promise<FakeWorld> {
  const world = createFakeWorld();
  world.tipsApi.payStatus = 'failed';
  await tapTenDollars(world);
  await userEvent.type(await screen.findByLabelText('Email'), 'guest@example.com');
  const pay = screen.getByRole('button', { name: 'Pay $10.60' });
  await waitFor(() => expect(pay).toBeEnabled());
  await userEvent.click(pay);
  await closeAlert('Payment Failed');
  return world;
}

describe('one Try again on the payment step (decision 0048)', () => {
  it('a fee that got no answer: one Try again, named by the fee failure, asks for the fee', async () => {
    const world = createFakeWorld();
    // Every fee request gets no answer until the network is back. The tap's own fails once the
    // payment step is on screen: had it failed before, the step's own ask would fail too, once
    // the first alert is closed or before, as the machine's speed has it (a second alert).
    const api = world.tipsApi;
    const ask = api.calculateFees.bind(api);
    let answering = false;
    let stepShown = (): void => undefined;
    const onScreen = new Promise<void>((resolve) => (stepShown = resolve));
    api.calculateFees = async (request) => {
      if (!answering) {
        await onScreen;
        api.failNext('calculateFees');
      }
      return ask(request);
    };
    await tapTenDollars(world);
    await screen.findByRole('heading', { name: /^Total/ });
    stepShown();
    await closeAlert('Oops', FEES_FAILED);
    const tryAgain = await theOneTryAgain();
    expect(screen.getByText(FEES_FAILED, { selector: '.payment__error' })).toBeVisible();
    expect(tryAgain).toHaveAccessibleDescription(FEES_FAILED);
    const asked = api.requestsOf('calculateFees').length;
    answering = true;
    // A double tap asks once.
    await userEvent.dblClick(tryAgain);
    expect(await screen.findByRole('heading', { name: /Total \$10\.60/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay $10.60' })).toBeEnabled());
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.queryByText(FEES_FAILED, { selector: '.payment__error' })).toBeNull();
    expect(api.requestsOf('calculateFees')).toHaveLength(asked + 1);
    // The card form waited for the fee and mounted once it came.
    expect(world.gateway.mounts).toBe(1);
    expect(document.activeElement).not.toBe(document.body);
  });

  it('a card form that could not load: one Try again mounts it again; the fee is not asked again', async () => {
    const gateway = new UnloadableUntilToldGateway();
    const world = createFakeWorld({ gateway });
    await tapTenDollars(world);
    await closeAlert('Payment Failed', METHODS_FAILED);
    expect(await screen.findByRole('heading', { name: /Total \$10\.60/ })).toBeInTheDocument();
    const tryAgain = await theOneTryAgain();
    expect(tryAgain).not.toHaveAttribute('aria-describedby');
    gateway.failing = false;
    await userEvent.click(tryAgain);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay $10.60' })).toBeEnabled());
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(gateway.mounts).toBe(2);
    expect(world.tipsApi.requestsOf('calculateFees')).toHaveLength(1);
  });

  it('both failed: one Try again asks for the fees, then mounts the form once they are answered', async () => {
    const gateway = new UnloadableUntilToldGateway();
    const world = createFakeWorld({ gateway });
    await tapTenDollars(world);
    await closeAlert('Payment Failed', METHODS_FAILED);
    // The fee box asks for the fees in the new mode: no answer.
    world.tipsApi.failNext('calculateFees');
    await userEvent.click(await screen.findByRole('checkbox'));
    await closeAlert('Oops', FEES_FAILED);
    const tryAgain = await theOneTryAgain();
    expect(tryAgain).toHaveAccessibleDescription(FEES_FAILED);

    // Still no answer: the fees are asked, the form is not mounted for a total not shown.
    world.tipsApi.failNext('calculateFees');
    await userEvent.click(tryAgain);
    await closeAlert('Oops', FEES_FAILED);
    expect(world.tipsApi.requestsOf('calculateFees')).toHaveLength(3);
    expect(gateway.mounts).toBe(1);
    await theOneTryAgain();

    gateway.failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: /Total \$10\.00/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay $10.00' })).toBeEnabled());
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(world.tipsApi.requestsOf('calculateFees')).toHaveLength(4);
    expect(gateway.mounts).toBe(2);
  });

  it('a refused card: the one Try again takes the focus and pays again with the same form', async () => {
    const world = await refusedOnce();
    const tryAgain = await theOneTryAgain();
    await waitFor(() => expect(document.activeElement).toBe(tryAgain));
    expect(tryAgain).not.toHaveAttribute('aria-describedby');
    world.tipsApi.payStatus = 'captured';
    await userEvent.click(tryAgain);
    expect(await screen.findByRole('heading', { name: 'Rate your service' })).toBeInTheDocument();
    expect(world.tipsApi.requestsOf('pay')).toHaveLength(2);
    expect(world.gateway.mounts).toBe(1);
  });

  it('a refused card, then a fee with no answer: nothing is paid for a total not shown', async () => {
    const world = await refusedOnce();
    world.tipsApi.failNext('calculateFees');
    await userEvent.click(screen.getByRole('checkbox'));
    await closeAlert('Oops', FEES_FAILED);
    const tryAgain = await theOneTryAgain();
    expect(tryAgain).toHaveAccessibleDescription(FEES_FAILED);

    world.tipsApi.failNext('calculateFees');
    await userEvent.click(tryAgain);
    await closeAlert('Oops', FEES_FAILED);
    expect(world.tipsApi.requestsOf('pay')).toHaveLength(1);
    await theOneTryAgain();

    // Answered: the total changed ($10.00, the fee on the tip), so the form is mounted again for
    // it (decision 0014) and Pay, not Try again, pays the total now shown.
    world.tipsApi.payStatus = 'captured';
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const payNew = await screen.findByRole('button', { name: 'Pay $10.00' });
    await waitFor(() => expect(payNew).toBeEnabled());
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(world.tipsApi.requestsOf('pay')).toHaveLength(1);
    await userEvent.click(payNew);
    expect(await screen.findByRole('heading', { name: 'Rate your service' })).toBeInTheDocument();
    expect(world.tipsApi.requestsOf('pay')).toHaveLength(2);
  });
});

import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeWorld } from '../../di/fake-services';
import { FakeApp } from '../../testing/fake-app';

/** The device's network as the browser reports it, and its event. */
function setOnline(online: boolean): void {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(() => setOnline(true));

/** As the network does: every fee asked while the device is offline gets no answer. */
function feesFailWhileOffline(world: ReturnType<typeof createFakeWorld>): void {
  const calculateFees = world.tipsApi.calculateFees.bind(world.tipsApi);
  world.tipsApi.calculateFees = (request) => {
    if (!navigator.onLine) world.tipsApi.failNext('calculateFees');
    return calculateFees(request);
  };
}

describe('the payment step and the network (issue 38)', () => {
  it('a fee that got no answer: a way to ask again, and asked again once back online', async () => {
    const world = createFakeWorld();
    feesFailWhileOffline(world);
    setOnline(false);
    render(<FakeApp world={world} path="/U500" />);
    await userEvent.click(await screen.findByRole('button', { name: '$10 Great' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Oops' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    // No spinner that cannot end: the step says why and offers to ask again.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible());
    expect(
      screen.getByText('We could not calculate the convenience fee. Please try again.', {
        selector: '.payment__error',
      }),
    ).toBeVisible();
    // Who the tip is for stays named; no amount is shown that the server has not answered.
    const row = screen.getByRole('listitem');
    expect(row).toHaveTextContent('Maya');
    expect(row).not.toHaveTextContent('$');
    expect(screen.getByRole('heading', { name: 'Total' })).toBeInTheDocument();
    // The tap's ask only: offline, the step does not ask again (it could only fail, a second 'Oops').
    expect(world.tipsApi.requestsOf('calculateFees')).toHaveLength(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    setOnline(true);
    expect(await screen.findByRole('heading', { name: /Total \$10\.60/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay $10.60' })).toBeEnabled());
    expect(world.tipsApi.requestsOf('calculateFees')).toHaveLength(2);
  });

  it('Try again offline says so and sends nothing; back online the fee is asked by itself', async () => {
    const world = createFakeWorld();
    feesFailWhileOffline(world);
    render(<FakeApp world={world} path="/U500" />);
    await userEvent.click(await screen.findByRole('button', { name: '$10 Great' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay $10.60' })).toBeEnabled());
    setOnline(false);
    await userEvent.click(screen.getByRole('checkbox', { name: /The convenience fee is on me/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Oops' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    const asked = world.tipsApi.requestsOf('calculateFees').length;
    const tryAgain = await screen.findByRole('button', { name: 'Try again' });
    await userEvent.click(tryAgain);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You are offline. Nothing was sent and nothing was charged',
    );
    // No request that can only fail, and no second 'Oops' over the step; the focus stays.
    expect(world.tipsApi.requestsOf('calculateFees')).toHaveLength(asked);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(tryAgain).toHaveFocus();
    setOnline(true);
    expect(screen.queryByText(/You are offline/)).toBeNull();
    expect(await screen.findByRole('heading', { name: /Total \$10\.00/ })).toBeInTheDocument();
    expect(world.tipsApi.requestsOf('calculateFees')).toHaveLength(asked + 1);
    // A later cut says nothing until something is pressed.
    setOnline(false);
    expect(screen.queryByText(/You are offline/)).toBeNull();
  });

  it('Pay offline says so and sends nothing; back online, Pay pays once', async () => {
    const world = createFakeWorld();
    render(<FakeApp world={world} path="/U500" />);
    await userEvent.click(await screen.findByRole('button', { name: '$10 Great' }));
    await userEvent.type(await screen.findByLabelText('Email'), 'guest@example.com');
    const pay = screen.getByRole('button', { name: 'Pay $10.60' });
    await waitFor(() => expect(pay).toBeEnabled());
    setOnline(false);
    await userEvent.click(pay);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You are offline. Nothing was sent and nothing was charged',
    );
    expect(world.tipsApi.requestsOf('pay')).toHaveLength(0);
    setOnline(true);
    expect(screen.queryByText(/You are offline/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Pay $10.60' }));
    await waitFor(() => expect(world.tipsApi.requestsOf('pay')).toHaveLength(1));
  });
});

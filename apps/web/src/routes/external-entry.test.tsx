import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PaymentRequest } from '@tipwell/core';
import { createFakeWorld, type FakeWorld } from '../di/fake-services';
import { FakeApp } from '../testing/fake-app';
import { setups } from '../testing/setups';

/** Pays with a card that needs 3-D Secure and returns the address the provider sends the guest to. */
async function payWithThreeDS(world: FakeWorld): Promise<string> {
  world.tipsApi.threeDS = true;
  const view = render(<FakeApp world={world} setup={setups.payment} />);
  await userEvent.type(await screen.findByLabelText('Email'), 'guest@example.com');
  const pay = await screen.findByRole('button', { name: 'Pay $10.60' });
  await waitFor(() => expect(pay).toBeEnabled());
  await userEvent.click(pay);
  await expect.poll(() => world.gateway.actions.length).toBe(1);
  const [request] = world.tipsApi.requestsOf('pay') as PaymentRequest[];
  view.unmount();
  const returnUrl = new URL(request?.returnUrl ?? '');
  return `${returnUrl.pathname}${returnUrl.search}&redirectResult=opaque`;
}

/** The same tab after the redirect: new page, same storage and services. */
function sameTab(world: FakeWorld): FakeWorld {
  return createFakeWorld({ ...world, gateway: undefined });
}

describe('/external (return from 3-D Secure)', () => {
  it('resumes at the review when the payment was captured', async () => {
    const world = createFakeWorld();
    const path = await payWithThreeDS(world);
    expect(path).toMatch(/^\/external\?redirectData=/);
    render(<FakeApp world={sameTab(world)} path={path} showPath />);
    expect(await screen.findByRole('heading', { name: 'Rate your service' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/external/review'));
  });

  it('shows the payment failure screen when the payment failed', async () => {
    const world = createFakeWorld();
    const path = await payWithThreeDS(world);
    world.tipsApi.detailsStatus = 'failed';
    render(<FakeApp world={sameTab(world)} path={path} showPath />);
    expect(await screen.findByRole('heading', { name: 'Payment Failed' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Something went wrong with the payment or your payment authorization data was incorrect',
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('path')).toHaveTextContent('/external/error-external'),
    );
  });

  it('Pay with another card: back to payment with the tip kept, and paying goes on', async () => {
    const world = createFakeWorld();
    const path = await payWithThreeDS(world);
    world.tipsApi.detailsStatus = 'failed';
    const again = sameTab(world);
    render(<FakeApp world={again} path={path} showPath />);
    const payAgain = await screen.findByRole('button', { name: 'Pay with another card' });
    expect(screen.getByRole('button', { name: 'Tip again' })).toBeInTheDocument();
    await userEvent.click(payAgain);
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/U500/payment'));
    expect(await screen.findByRole('heading', { level: 1, name: /Total.*\$10\.60/ })).toBeVisible();
    world.tipsApi.threeDS = false;
    const pay = await screen.findByRole('button', { name: 'Pay $10.60' });
    await waitFor(() => expect(pay).toBeEnabled());
    await userEvent.click(pay);
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/U500/review'));
  });

  it('a reload of /external/review or of the return address keeps the paid tip, one details call', async () => {
    const world = createFakeWorld();
    const path = await payWithThreeDS(world);
    const first = render(<FakeApp world={sameTab(world)} path={path} showPath />);
    await screen.findByRole('heading', { name: 'Rate your service' });
    first.unmount();
    const reloaded = render(<FakeApp world={sameTab(world)} path="/external/review" showPath />);
    expect(await screen.findByRole('heading', { name: 'Rate your service' })).toBeInTheDocument();
    reloaded.unmount();
    render(<FakeApp world={sameTab(world)} path={path} showPath />);
    expect(await screen.findByRole('heading', { name: 'Rate your service' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/external/review'));
    expect(world.tipsApi.requestsOf('paymentDetails')).toHaveLength(1);
  });

  it('garbage redirect data: the payment failure screen, no details call', async () => {
    const world = createFakeWorld();
    render(<FakeApp world={world} path="/external?redirectData=%7Bnot-json&redirectResult=x" />);
    expect(await screen.findByRole('heading', { name: 'Payment Failed' })).toBeInTheDocument();
    expect(world.tipsApi.requestsOf('paymentDetails')).toHaveLength(0);
    // No code, no tip kept: support is the way on.
    expect(screen.queryByRole('button', { name: 'Pay with another card' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Email support' })).toHaveAttribute(
      'href',
      'mailto:support@example.com',
    );
  });
});

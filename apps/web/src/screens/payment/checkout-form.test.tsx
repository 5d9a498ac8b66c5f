import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeWorld } from '../../di/fake-services';
import { FakeApp } from '../../testing/fake-app';
import { setups, until } from '../../testing/setups';

// Decision 0014: rows name intent recipients; a refusal keeps the widget and Try again pays.

describe('payment rows of an intent', () => {
  it("name the intent's person with an avatar (the intent has no payload)", async () => {
    render(
      <FakeApp
        setup={async (core) => {
          await core.entry.openIntent({ type: 'qr', id: '100', intent: 'tab-43' });
          await until(core.tips.store, (tips) => tips.fees.length > 0 && tips.fees.every(Boolean));
        }}
      />,
    );
    await screen.findByRole('heading', { name: /Total/ });
    const row = (await screen.findAllByRole('listitem'))[0];
    expect(row).toHaveTextContent('Maya');
    expect(row).toHaveTextContent('$25');
    expect(row?.querySelector('.avatar')).not.toBeNull();
  });
});

describe('a refused payment', () => {
  it('insufficient funds has its own words; Try again pays with the same widget', async () => {
    const world = createFakeWorld();
    world.tipsApi.payStatus = 'failed';
    world.tipsApi.refusal = { reason: 'Not enough balance', code: '12' };
    render(<FakeApp world={world} setup={setups.payment} />);
    const pay = await screen.findByRole('button', { name: 'Pay $10.60' });
    await waitFor(() => expect(pay).toBeEnabled());
    await userEvent.type(screen.getByLabelText('Email'), 'guest@example.com');
    await userEvent.click(pay);
    const alert = await screen.findByRole('alertdialog', { name: 'Payment Failed' });
    expect(alert).toHaveTextContent(
      'Your card was declined for insufficient funds. Please try another card.',
    );
    await userEvent.click(within(alert).getByRole('button', { name: 'Close' }));

    world.tipsApi.payStatus = 'captured';
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Rate your service' })).toBeInTheDocument();
    expect(world.gateway.mounts).toBe(1);
    expect(world.gateway.tokenizeCalls).toBe(2);
  });
});

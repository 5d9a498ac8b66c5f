import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import type { SelectedTip, Tipping } from '@tipwell/core';
import { createFakeWorld } from '../../di/fake-services';
import { FakeApp } from '../../testing/fake-app';

// Lazy screens load slower when the machine is busy.
configure({ asyncUtilTimeout: 5000 });

const CUSTOM = "You don't like our options?";

function tipsOf(core: Tipping | null): readonly SelectedTip[] {
  return core?.tips.store.getSnapshot().tips ?? [];
}

async function openTab42(): Promise<void> {
  render(<FakeApp path="/qr/100/tab-42" showPath />);
  await screen.findByRole('heading', { name: /Jordan/ });
}

describe('proposed-tip-intent', () => {
  it('shows Jordan with rounded percents and $ amounts, the custom input and Next', async () => {
    await openTab42();
    await waitFor(() =>
      expect(screen.getByTestId('path')).toHaveTextContent('/qr/100/tab-42/proposed-tip-intent/0'),
    );
    expect(screen.getByRole('button', { name: '15% $6' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '18% $7.20' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '20% $8' })).toBeInTheDocument();
    expect(screen.getByLabelText(CUSTOM)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('a card adds the tip and opens the next user; amount proposals show no percent', async () => {
    await openTab42();
    await userEvent.click(screen.getByRole('button', { name: '18% $7.20' }));
    expect(await screen.findByRole('heading', { name: /Priya/ })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('path')).toHaveTextContent('/qr/100/tab-42/proposed-tip-intent/1'),
    );
    for (const name of ['$5', '$8', '$10']) {
      expect(screen.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'false');
    }
    // The last user: 'Tip away'; the selection is reset.
    expect(screen.getByRole('button', { name: 'Tip away' })).toBeDisabled();
    expect(screen.getByLabelText(CUSTOM)).toHaveValue('');
  });

  it("a custom tip on the last user with 'Tip away' goes to payment with both tips", async () => {
    await openTab42();
    await userEvent.click(screen.getByRole('button', { name: '18% $7.20' }));
    await screen.findByRole('heading', { name: /Priya/ });
    await userEvent.type(screen.getByLabelText(CUSTOM), '9');
    await userEvent.click(screen.getByRole('button', { name: 'Tip away' }));
    // L100 optional transparency, box checked: net. 7.20 → 7.72, 9 → 9.57.
    expect(await screen.findByRole('heading', { name: /Total \$17\.29/ })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('path')).toHaveTextContent('/qr/100/tab-42/payment'),
    );
  });

  it('asks before $100 or more; Cancel stays, Confirm goes on', async () => {
    await openTab42();
    await userEvent.type(screen.getByLabelText(CUSTOM), '120');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Wow, a generous tip' });
    expect(dialog).toHaveTextContent('Are you sure you wanted to tip $120?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { name: /Jordan/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('heading', { name: /Priya/ })).toBeInTheDocument();
  });

  it('back from the second user returns to the first and removes its tip', async () => {
    let core: Tipping | null = null;
    render(<FakeApp path="/qr/100/tab-42" showPath onReady={(handle) => (core = handle.core)} />);
    await screen.findByRole('heading', { name: /Jordan/ });
    await userEvent.click(screen.getByRole('button', { name: '20% $8' }));
    await screen.findByRole('heading', { name: /Priya/ });
    expect(tipsOf(core)).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: /Jordan/ })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('path')).toHaveTextContent('/qr/100/tab-42/proposed-tip-intent/0'),
    );
    expect(tipsOf(core)).toEqual([]);
  });

  it("the browser's back from the second user is the flow's back", async () => {
    let core: Tipping | null = null;
    render(<FakeApp path="/qr/100/tab-42" showPath onReady={(handle) => (core = handle.core)} />);
    await userEvent.click(await screen.findByRole('button', { name: '15% $6' }));
    await screen.findByRole('heading', { name: /Priya/ });
    await waitFor(() =>
      expect(screen.getByTestId('path')).toHaveTextContent('/qr/100/tab-42/proposed-tip-intent/1'),
    );
    await userEvent.click(screen.getByTestId('browser-back'));
    expect(await screen.findByRole('heading', { name: /Jordan/ })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('path')).toHaveTextContent('/qr/100/tab-42/proposed-tip-intent/0'),
    );
    expect(tipsOf(core)).toEqual([]);
  });

  it('exchanges the intent once under StrictMode', async () => {
    const world = createFakeWorld();
    render(
      <StrictMode>
        <FakeApp path="/qr/100/tab-42" world={world} />
      </StrictMode>,
    );
    await screen.findByRole('heading', { name: /Jordan/ });
    expect(world.tipsApi.requestsOf('exchangeIntent')).toEqual([
      { type: 0, deviceId: expect.any(String), intent: 'tab-42' },
    ]);
  });

  it('decodes the intent of the address', async () => {
    const world = createFakeWorld();
    render(<FakeApp path="/pl/200/sched%2D7" world={world} />);
    expect(await screen.findByRole('heading', { name: /Rosa/ })).toBeInTheDocument();
    expect(world.tipsApi.requestsOf('exchangeIntent')).toEqual([
      { type: 1, deviceId: expect.any(String), scheduledPaymentIntentCode: 'sched-7' },
    ]);
    for (const name of ['$5', '$10', '$15']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('tab-43 has its total: straight to payment', async () => {
    render(<FakeApp path="/qr/100/tab-43" showPath />);
    expect(await screen.findByRole('heading', { name: /Total \$26\.05/ })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('path')).toHaveTextContent('/qr/100/tab-43/payment'),
    );
  });

  it('an unknown intent or a malformed intent address is not-found', async () => {
    render(<FakeApp path="/qr/100/nope" showPath />);
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/not-found'));
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});

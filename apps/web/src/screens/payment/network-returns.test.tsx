import { act, render, screen, within } from '@testing-library/react';
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

describe('the payment step and a network that returns mid-request (issue 38)', () => {
  it('a fee asked while offline and answered only after the network returned is asked again', async () => {
    const world = createFakeWorld();
    // The tap's own ask is held on its way: the network returns before it fails. (Offline, the
    // payment step sends no ask of its own beside it: it is on its way.)
    const api = world.tipsApi;
    const answer = api.calculateFees.bind(api);
    let release: (() => void) | null = null;
    let asks = 0;
    api.calculateFees = (request) => {
      asks += 1;
      if (asks !== 1) return answer(request);
      return new Promise((resolve) => {
        release = () => {
          api.failNext('calculateFees');
          resolve(answer(request));
        };
      });
    };
    setOnline(false);
    render(<FakeApp world={world} path="/U500" />);
    await userEvent.click(await screen.findByRole('button', { name: '$10 Great' }));
    // The ask (polled plainly: it is on its way, so no render tells waitFor to look again).
    for (let wait = 0; release === null && wait < 100; wait += 1)
      await new Promise((settle) => setTimeout(settle, 50));
    expect(release).not.toBeNull();
    expect(await screen.findByRole('heading', { name: 'Total' })).toBeInTheDocument();
    setOnline(true);
    act(() => release?.());
    const dialog = await screen.findByRole('alertdialog', { name: 'Oops' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('heading', { name: /Total \$10\.60/ })).toBeInTheDocument();
    expect(asks).toBe(2);
  });
});

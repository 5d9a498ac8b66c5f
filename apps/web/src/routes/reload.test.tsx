import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeWorld } from '../di/fake-services';
import { FakeApp } from '../testing/fake-app';

describe('a reload', () => {
  it('keeps the guest on the payment step with the same tip', async () => {
    const first = createFakeWorld();
    const view = render(<FakeApp world={first} path="/U500" />);
    await userEvent.click(await screen.findByRole('button', { name: '$20 Amazing' }));
    await screen.findByRole('heading', { name: /Total \$20\.90/ });
    view.unmount();

    // A new page: fresh fakes and container, the same session storage.
    const second = createFakeWorld({ sessionStorage: first.sessionStorage });
    render(<FakeApp world={second} path="/U500/payment" showPath />);
    expect(await screen.findByRole('heading', { name: /Total \$20\.90/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/U500/payment'));
    expect(second.coreApi.calls.some((call) => call.method === 'exchangeCode')).toBe(false);
  });
});

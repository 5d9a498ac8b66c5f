import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeWorld } from '../../di/fake-services';
import { FakeApp } from '../../testing/fake-app';

async function openP202(): Promise<void> {
  render(<FakeApp path="/P202" showPath />);
  await screen.findByRole('heading', { name: 'Front Desk' });
}

describe('proposed-tip-hospitality', () => {
  it("P202 suggests the pool's $10 and Next stays off while the custom field is empty", async () => {
    await openP202();
    expect(screen.getByText('90% of guests usually tip $10')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go ahead, tip $10' })).toBeEnabled();
    expect(screen.getByLabelText('Have a custom tip amount in mind?')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await waitFor(() =>
      expect(screen.getByTestId('path')).toHaveTextContent('/P202/proposed-tip-hospitality'),
    );
  });

  it("'Go ahead' tips the default: Total $10.60 at Harbor View (net), the row names the pool", async () => {
    await openP202();
    await userEvent.click(screen.getByRole('button', { name: 'Go ahead, tip $10' }));
    expect(await screen.findByRole('heading', { name: /Total \$10\.60/ })).toBeInTheDocument();
    expect(screen.getByText('Front Desk')).toBeInTheDocument();
    expect(screen.getByText('$10')).toBeInTheDocument();
    // Transparency full: net fees, no fee checkbox.
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/P202/payment'));
  });

  it('a custom amount goes on; $100 or more asks first', async () => {
    await openP202();
    const input = screen.getByLabelText('Have a custom tip amount in mind?');
    await userEvent.type(input, '150');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Wow, a generous tip' });
    expect(dialog).toHaveTextContent('Are you sure you wanted to tip $150?');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.clear(input);
    await userEvent.type(input, '8');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: /Total \$8\.54/ })).toBeInTheDocument();
  });

  it('L210 Concierge is gross: $12 gives Total $12.00 and the row shows $11.34', async () => {
    render(<FakeApp path="/L210" showPath />);
    await screen.findByRole('heading', { name: 'Concierge' });
    expect(screen.getByText('90% of guests usually tip $12')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Have a custom tip amount in mind?'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: /Total \$12\.00/ })).toBeInTheDocument();
    expect(screen.getByText('$11.34')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('a reload keeps the guest here with the typed amount', async () => {
    const first = createFakeWorld();
    const view = render(<FakeApp world={first} path="/P202" />);
    await userEvent.type(await screen.findByLabelText('Have a custom tip amount in mind?'), '9');
    view.unmount();
    const second = createFakeWorld({ sessionStorage: first.sessionStorage });
    render(<FakeApp world={second} path="/P202/proposed-tip-hospitality" showPath />);
    expect(await screen.findByLabelText('Have a custom tip amount in mind?')).toHaveValue('9');
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    await waitFor(() =>
      expect(screen.getByTestId('path')).toHaveTextContent('/P202/proposed-tip-hospitality'),
    );
  });
});

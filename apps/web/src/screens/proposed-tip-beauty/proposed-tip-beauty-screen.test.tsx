import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FakeApp } from '../../testing/fake-app';

async function openBeauty(): Promise<void> {
  render(<FakeApp path="/U500" showPath />);
  await screen.findByRole('heading', { name: 'Maya' });
}

describe('proposed-tip-beauty', () => {
  it("shows Maya, Lumen Salon's instruction and the three cards", async () => {
    await openBeauty();
    expect(screen.getByText('Select a tip for your stylist')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '$5 Good' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '$10 Great' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '$20 Amazing' })).toBeInTheDocument();
    expect(screen.getByLabelText('Have a custom tip amount in mind?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('tapping a card adds the tip and moves on to payment', async () => {
    await openBeauty();
    await userEvent.click(screen.getByRole('button', { name: '$10 Great' }));
    const total = await screen.findByRole('heading', { name: /Total \$10\.60/ });
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/U500/payment'));
    // Keyboard and screen-reader users land on the new step's heading.
    expect(total).toHaveFocus();
  });

  it('takes a custom amount; what is not a number stays, with what the field expects', async () => {
    await openBeauty();
    const input = screen.getByLabelText('Have a custom tip amount in mind?');
    await userEvent.type(input, '7a');
    expect(input).toHaveValue('7a');
    expect(screen.getByRole('alert')).toHaveTextContent('Please write the amount like 1,234.50');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.clear(input);
    await userEvent.type(input, '7.2');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: /Total \$7\.72/ })).toBeInTheDocument();
  });

  it('asks before a tip of $100 or more, and Cancel keeps the guest here', async () => {
    await openBeauty();
    await userEvent.type(screen.getByLabelText('Have a custom tip amount in mind?'), '150');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Wow, a generous tip' });
    expect(dialog).toHaveTextContent('Are you sure you wanted to tip $150?');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Maya' })).toBeInTheDocument();
  });

  it('Confirm on a generous tip moves on to payment', async () => {
    await openBeauty();
    await userEvent.type(screen.getByLabelText('Have a custom tip amount in mind?'), '150');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('heading', { name: /Total \$154\.80/ })).toBeInTheDocument();
  });

  it('the back arrow from payment returns here and removes the tip', async () => {
    await openBeauty();
    await userEvent.click(screen.getByRole('button', { name: '$10 Great' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Maya' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('path')).toHaveTextContent('/U500/proposed-tip-beauty/500'),
    );
  });
});

import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeWorld } from '../../di/fake-services';
import { FakeApp } from '../../testing/fake-app';
import { hospitalitySetups } from '../../testing/hospitality-setups';

describe('hospitality payment and review', () => {
  it('P201 payment: a Housekeeping row with $15, Total $15.75, no fee checkbox', async () => {
    render(<FakeApp setup={hospitalitySetups.housekeepingPayment} showPath />);
    expect(await screen.findByRole('heading', { name: /Total \$15\.75/ })).toBeInTheDocument();
    expect(screen.getByText('Housekeeping')).toBeInTheDocument();
    expect(screen.getByText('$15')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/P201/payment'));
  });

  it('Concierge: Submit needs a rating and a note; the note is not optional', async () => {
    const world = createFakeWorld();
    render(<FakeApp world={world} setup={hospitalitySetups.conciergeReview} showPath />);
    await screen.findByRole('heading', { name: 'Rate your service' });
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/L210/review'));
    expect(screen.queryByLabelText('Note (Optional)')).not.toBeInTheDocument();
    const note = screen.getByLabelText('Note');
    expect(note).toBeRequired();
    const submit = screen.getByRole('button', { name: 'Submit' });
    await userEvent.click(screen.getByRole('radio', { name: '5 Stars' }));
    expect(submit).toBeDisabled();
    await userEvent.type(note, '   ');
    expect(submit).toBeDisabled();
    await userEvent.type(note, 'Found us a table');
    expect(submit).toBeEnabled();
    await userEvent.click(submit);
    expect(await screen.findByRole('heading', { name: 'Thank you' })).toBeInTheDocument();
    expect(world.tipsApi.requestsOf('submitReview')).toEqual([
      expect.objectContaining({ rating: 5, comment: 'Found us a table' }),
    ]);
  });

  it('Bell Staff: the review follows the payment; its note stays optional', async () => {
    render(<FakeApp setup={hospitalitySetups.bellStaffReview} showPath />);
    await screen.findByRole('heading', { name: 'Rate your service' });
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/L200/review'));
    expect(screen.getByLabelText('Note (Optional)')).not.toBeRequired();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });
});

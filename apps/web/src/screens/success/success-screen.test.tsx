import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Tipping } from '@tipwell/core';
import { FakeApp } from '../../testing/fake-app';
import { setups } from '../../testing/setups';

describe('success', () => {
  it("thanks the guest; 'Tip again' starts over at the code", async () => {
    render(<FakeApp setup={setups.success} showPath />);
    expect(await screen.findByRole('heading', { name: 'Thank you' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/U500/success'));
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tip again' }));
    expect(await screen.findByRole('heading', { name: 'Maya' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('path')).toHaveTextContent('/U500/proposed-tip-beauty/500'),
    );
  });

  it('shows the total paid and the payment reference; Tip again resets everything', async () => {
    let core: Tipping | null = null;
    render(
      <FakeApp
        setup={setups.success}
        onReady={(handle) => {
          core = handle.core;
        }}
      />,
    );
    await screen.findByRole('heading', { name: 'Thank you' });
    const summary = screen.getByText('Total paid').closest('dl');
    expect(summary).toHaveTextContent('Total paid$10.60');
    expect(summary).toHaveTextContent('Payment referenceref-1');
    await userEvent.click(screen.getByRole('button', { name: 'Tip again' }));
    await screen.findByRole('heading', { name: 'Maya' });
    const reset = core as Tipping | null;
    expect(reset?.payment.store.getSnapshot().paid).toBeNull();
    expect(reset?.tips.store.getSnapshot().tips).toEqual([]);
    expect(reset?.review.store.getSnapshot().rating).toBeNull();
  });
});

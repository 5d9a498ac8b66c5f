import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FakeApp } from '../../testing/fake-app';
import { setups } from '../../testing/setups';

describe('success', () => {
  it("thanks the guest; 'Tip again' starts over at the code", async () => {
    render(<FakeApp setup={setups.success} showPath />);
    expect(await screen.findByRole('heading', { name: 'Thank you' })).toBeInTheDocument();
    expect(screen.getByTestId('path')).toHaveTextContent('/U500/success');
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tip again' }));
    expect(await screen.findByRole('heading', { name: 'Maya' })).toBeInTheDocument();
    expect(screen.getByTestId('path')).toHaveTextContent('/U500/proposed-tip-beauty/500');
  });
});

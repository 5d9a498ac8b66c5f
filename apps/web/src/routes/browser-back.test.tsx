import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FakeApp } from '../testing/fake-app';
import { setups } from '../testing/setups';

describe('browser back (docs/decisions/0002-browser-back.md)', () => {
  it('from payment goes back to the tip screen and removes the tip', async () => {
    render(<FakeApp path="/U500" showPath />);
    await userEvent.click(await screen.findByRole('button', { name: '$20 Amazing' }));
    await screen.findByRole('heading', { name: /Total \$20\.90/ });
    await userEvent.click(screen.getByTestId('browser-back'));
    expect(await screen.findByRole('heading', { name: 'Maya' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('path')).toHaveTextContent('/U500/proposed-tip-beauty/500'),
    );
    await userEvent.click(screen.getByRole('button', { name: '$5 Good' }));
    expect(await screen.findByRole('heading', { name: /Total \$5\.45/ })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('on the review the guest stays: the tip is paid', async () => {
    render(<FakeApp setup={setups.review} previousPaths={['/U500/payment']} showPath />);
    await screen.findByRole('heading', { name: 'Rate your service' });
    await userEvent.click(screen.getByTestId('browser-back'));
    expect(await screen.findByRole('heading', { name: 'Rate your service' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/U500/review'));
  });
});

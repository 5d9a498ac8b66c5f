import { configure, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeWorld } from '../../di/fake-services';
import { FakeApp } from '../../testing/fake-app';

// Lazy screens load slower when the machine is busy.
configure({ asyncUtilTimeout: 5000 });

describe('intent-paid', () => {
  it('an already-paid intent says so under its own address, without back or Tip again', async () => {
    const world = createFakeWorld();
    world.tipsApi.paidIntents.add('tab-42');
    render(<FakeApp path="/qr/100/tab-42" world={world} showPath />);
    const heading = await screen.findByRole('heading', { name: 'This tip has already been paid' });
    expect(screen.getByText('Thank you! There is nothing left to pay here.')).toBeInTheDocument();
    await waitFor(() => expect(heading).toHaveFocus());
    await waitFor(() =>
      expect(screen.getByTestId('path')).toHaveTextContent(/^\/qr\/100\/tab-42$/),
    );
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Page not found' })).not.toBeInTheDocument();
  });

  it('an unknown intent is still not-found', async () => {
    render(<FakeApp path="/pl/200/gone" showPath />);
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/not-found'));
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByText('This tip has already been paid')).not.toBeInTheDocument();
  });
});

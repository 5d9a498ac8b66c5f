import { render, screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppError } from '@tipwell/core';
import { createFakeWorld } from '../../di/fake-services';
import { FakeApp } from '../../testing/fake-app';

describe('locations (account doors)', () => {
  it('A400: one card per location with name, address, city, state and zip', async () => {
    render(<FakeApp path="/A400" showPath />);
    expect(await screen.findByRole('heading', { name: 'Choose a location' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/A400/locations'));
    const cards = screen.getAllByRole('button', { name: /Springfield|, [A-Z]{2} \d{5}/ });
    expect(cards).toHaveLength(2);
    const lumen = screen.getByRole('button', { name: /Lumen Salon & Spa/ });
    expect(lumen).toHaveTextContent('12 Market St');
    expect(lumen).toHaveTextContent('Springfield, IL 62701');
  });

  it('choosing a location continues with that location’s flow', async () => {
    render(<FakeApp path="/A400" showPath />);
    await userEvent.click(await screen.findByRole('button', { name: /Lumen Salon & Spa/ }));
    await expect.poll(() => screen.getByTestId('path').textContent).toBe('/A400/users');
  });

  it('A401: straight on to its only location’s first step', async () => {
    render(<FakeApp path="/A401" showPath />);
    await expect.poll(() => screen.getByTestId('path').textContent).toBe('/A401/users');
    expect(screen.queryByRole('heading', { name: 'Choose a location' })).not.toBeInTheDocument();
  });

  it('A402: the landing with a clear message', async () => {
    render(<FakeApp path="/A402" showPath />);
    expect(await screen.findByRole('heading', { name: 'Empty Co' })).toBeInTheDocument();
    expect(
      screen.getByText('This account has no locations yet, so there is no one to tip here.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Email support' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/A402/landing'));
    // The page says it: no alert repeats it.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a location fetch error: the server code as title, its message as text', async () => {
    const world = createFakeWorld();
    world.coreApi.failNext(
      'getLocation',
      new AppError('http', 'Location is closed', { status: 423, serverCode: 'LOCATION_LOCKED' }),
    );
    render(<FakeApp path="/L100" world={world} />);
    const dialog = await screen.findByRole('alertdialog', { name: 'LOCATION_LOCKED' });
    expect(within(dialog).getByText('Location is closed')).toBeInTheDocument();
  });
});

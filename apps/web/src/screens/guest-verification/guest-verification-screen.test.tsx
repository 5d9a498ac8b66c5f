import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HOUSEKEEPING } from '@tipwell/core/fakes';
import { createFakeWorld } from '../../di/fake-services';
import { FakeApp } from '../../testing/fake-app';

async function openP201(world = createFakeWorld()): Promise<void> {
  render(<FakeApp world={world} path="/P201" showPath />);
  await screen.findByRole('heading', { name: 'Housekeeping' });
}

describe('guest verification', () => {
  it('shows the default instructions and keeps Next off until both fields are filled', async () => {
    await openP201();
    expect(
      screen.getByText(
        'In order to successfully process this tip, we need the following information',
      ),
    ).toBeInTheDocument();
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Room number'), '1204');
    expect(next).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Last name'), '  ');
    expect(next).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Last name'), 'Rivera');
    expect(next).toBeEnabled();
    await userEvent.click(next);
    expect(
      await screen.findByRole('heading', { name: 'How many nights did you stay at the hotel?' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/P201/nights'));
  });

  it('keeps only the digits of a room number', async () => {
    await openP201();
    const room = screen.getByLabelText('Room number');
    await userEvent.type(room, '12a-0b4');
    expect(room).toHaveValue('1204');
  });

  it("shows the pool's own instructions when it has them", async () => {
    const world = createFakeWorld();
    world.coreApi.payloads.P201 = {
      ...world.coreApi.payloads.P201!,
      pools: [{ ...HOUSEKEEPING, customerInstructions: 'Your room number, please' }],
    };
    await openP201(world);
    expect(screen.getByText('Your room number, please')).toBeInTheDocument();
    expect(
      screen.queryByText(
        'In order to successfully process this tip, we need the following information',
      ),
    ).not.toBeInTheDocument();
  });

  it('a reload keeps what the guest typed (session storage only)', async () => {
    const first = createFakeWorld();
    const view = render(<FakeApp world={first} path="/P201" />);
    await userEvent.type(await screen.findByLabelText('Room number'), '1204');
    await userEvent.type(screen.getByLabelText('Last name'), 'Rivera');
    view.unmount();

    const second = createFakeWorld({ sessionStorage: first.sessionStorage });
    render(<FakeApp world={second} path="/P201/guest-verification" showPath />);
    expect(await screen.findByLabelText('Room number')).toHaveValue('1204');
    expect(screen.getByLabelText('Last name')).toHaveValue('Rivera');
    await waitFor(() =>
      expect(screen.getByTestId('path')).toHaveTextContent('/P201/guest-verification'),
    );
    // Personal details live in session storage only, never in local storage.
    expect(JSON.stringify(first.sessionStorage.read('tipwell.credentials'))).toContain('Rivera');
    for (const key of ['tipwell.credentials', 'tipwell.session', 'tipwell.redirect'])
      expect(first.localStorage.read(key)).toBeNull();
  });
});

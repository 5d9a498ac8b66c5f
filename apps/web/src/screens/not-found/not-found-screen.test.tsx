import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FakeApp } from '../../testing/fake-app';

describe('not-found', () => {
  it.each([
    '/L999',
    '/X100',
    '/P000',
    '/zzz/yyy/xxx',
    '/L999/foo/bar',
    '/qr/100/nope',
    '/not-found',
  ])('%s: Page not found, with the support link as the way forward', async (path) => {
    render(<FakeApp path={path} />);
    // A refused intent moves on to /not-found: the screen settles there.
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Email support' })).toHaveAttribute(
        'href',
        'mailto:support@example.com',
      ),
    );
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(
      screen.getByText('Ask the staff for a new code, or write to us and we will help you tip.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back to the start' })).not.toBeInTheDocument();
  });

  it('an unknown screen of a known code offers the way back to that code', async () => {
    render(<FakeApp path="/U500/nowhere" showPath />);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    const back = await screen.findByRole('link', { name: 'Back to the start' });
    expect(screen.queryByRole('link', { name: 'Email support' })).not.toBeInTheDocument();
    expect(screen.getByTestId('path')).toHaveTextContent('/U500/nowhere');
    await userEvent.click(back);
    expect(await screen.findByRole('heading', { name: 'Maya' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('path')).toHaveTextContent('/U500/proposed-tip-beauty/500'),
    );
  });
});

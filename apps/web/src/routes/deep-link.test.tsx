import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeApp } from '../testing/fake-app';

describe('a deep path with nothing stored', () => {
  it('goes back to /{code} and its first step', async () => {
    render(<FakeApp path="/U500/payment" showPath />);
    expect(await screen.findByRole('heading', { name: 'Maya' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('path')).toHaveTextContent('/U500/proposed-tip-beauty/500'),
    );
  });

  it('the beauty screen with a uid pre-selects that user', async () => {
    render(<FakeApp path="/L100/proposed-tip-beauty/501" showPath />);
    await expect
      .poll(() => screen.getByTestId('path').textContent)
      .toBe('/L100/proposed-tip-beauty/501');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('/{code}/user/{uid} opens that user’s tip screen', async () => {
    render(<FakeApp path="/L100/user/500" showPath />);
    expect(await screen.findByRole('heading', { name: 'Maya' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('path')).toHaveTextContent('/L100/proposed-tip-beauty/500'),
    );
  });
});

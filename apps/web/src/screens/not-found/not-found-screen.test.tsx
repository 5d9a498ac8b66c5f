import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FakeApp } from '../../testing/fake-app';

describe('not-found', () => {
  it.each(['/L999', '/X100', '/P000'])('%s: Page not found, no way back', async (path) => {
    render(<FakeApp path={path} />);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back to the start' })).not.toBeInTheDocument();
  });

  it('an unknown screen of a known code offers the way back to that code', async () => {
    render(<FakeApp path="/U500/nowhere" showPath />);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to the start' }));
    expect(await screen.findByRole('heading', { name: 'Maya' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('path')).toHaveTextContent('/U500/proposed-tip-beauty/500'),
    );
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { showBootFailure } from './boot-failure';

function shell(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML =
    '<div class="boot-shell" aria-busy="true"><svg role="img" aria-label="Tipwell" width="120" height="32"><text>Tipwell</text></svg><div class="boot-spinner" role="status" aria-label="Loading"></div></div>';
  document.body.replaceChildren(root);
  return root;
}

describe('showBootFailure', () => {
  it('replaces the spinner with the network message and a focused Try again that reloads', async () => {
    const reload = vi.fn();
    showBootFailure(shell(), reload);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'No connection. Please check your network and try again.',
    );
    expect(screen.getByRole('img', { name: 'Tipwell' })).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Try again' });
    expect(button).toHaveFocus();
    await userEvent.click(button);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

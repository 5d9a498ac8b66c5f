import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AlertDialog, defaultAlert } from './alert-dialog';

describe('AlertDialog', () => {
  it('defaults to a closed Welcome alert of severity success', () => {
    expect(defaultAlert).toEqual({ open: false, title: 'Welcome', text: '', severity: 'success' });
    render(<AlertDialog alert={defaultAlert} onClose={() => undefined} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows title and text, focuses Close, and closes', async () => {
    const onClose = vi.fn();
    render(
      <AlertDialog
        alert={{ open: true, title: 'Payment Failed', text: 'Try another card', severity: 'error' }}
        onClose={onClose}
      />,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Payment Failed' });
    expect(dialog).toHaveAccessibleDescription('Try another card');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('renders server text as text, never as markup', () => {
    render(
      <AlertDialog
        alert={{ open: true, title: 'E42', text: '<img src=x onerror=alert(1)>', severity: 'info' }}
        onClose={() => undefined}
      />,
    );
    expect(screen.getByRole('dialog')).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});

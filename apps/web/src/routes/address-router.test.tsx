import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link, useLocation, useNavigationType } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { AddressRouter } from './address-router';

function Where(): React.ReactNode {
  const location = useLocation();
  const type = useNavigationType();
  return (
    <p data-testid="where">
      {type} {location.pathname}
    </p>
  );
}

/** Moves the address the way a browser back does, while the router's first render is under way. */
function BackDuringFirstRender({ to }: { readonly to: string }): null {
  useState(() => {
    window.history.replaceState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  return null;
}

describe('AddressRouter', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('renders the browser address and follows pushes and browser back', async () => {
    window.history.replaceState(null, '', '/U500/payment');
    render(
      <AddressRouter>
        <Where />
        <Link to="/U500/review">Review</Link>
      </AddressRouter>,
    );
    expect(screen.getByTestId('where')).toHaveTextContent('POP /U500/payment');
    await userEvent.click(screen.getByRole('link', { name: 'Review' }));
    expect(screen.getByTestId('where')).toHaveTextContent('PUSH /U500/review');
    expect(window.location.pathname).toBe('/U500/review');
    act(() => window.history.back());
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('POP /U500/payment'));
  });

  it('catches up on a browser back that came before it listened, as a POP', async () => {
    window.history.replaceState(null, '', '/U500/payment');
    render(
      <AddressRouter>
        <BackDuringFirstRender to="/U500/proposed-tip-beauty/500" />
        <Where />
      </AddressRouter>,
    );
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent('POP /U500/proposed-tip-beauty/500'),
    );
  });
});

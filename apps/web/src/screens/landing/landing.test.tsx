import { render, screen, within, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeWorld } from '../../di/fake-services';
import { FakeApp } from '../../testing/fake-app';

describe('landing', () => {
  it('shows a spinner while the code is exchanged, then the first screen', async () => {
    const world = createFakeWorld();
    world.coreApi.hang('exchangeCode');
    render(<FakeApp path="/U500" world={world} showPath />);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByRole('heading', { name: 'Maya' })).not.toBeInTheDocument();
    world.coreApi.release();
    expect(await screen.findByRole('heading', { name: 'Maya' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('path')).toHaveTextContent('/U500/proposed-tip-beauty/500'),
    );
  });

  it('shows the location in the header and the footer links', async () => {
    render(<FakeApp path="/U500" />);
    const header = await screen.findByRole('banner');
    expect(await within(header).findByText('Lumen Salon & Spa')).toBeInTheDocument();
    expect(within(header).getByText(/12 Market St/)).toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('By submitting the payment you agree to');
    expect(within(footer).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      'https://example.com/terms',
    );
    expect(within(footer).getByRole('link', { name: /support/i })).toHaveAttribute(
      'href',
      'mailto:support@example.com',
    );
  });

  it.each(['/L999', '/X100', '/P000'])('shows not-found for the unknown code %s', async (path) => {
    render(<FakeApp path={path} />);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('shows not-found for a path the app does not route', async () => {
    render(<FakeApp path="/U500/nowhere/else/at/all" />);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it("keeps the location's places empty at their size while the code is on its way", async () => {
    const world = createFakeWorld();
    world.coreApi.hang('exchangeCode');
    render(<FakeApp path="/U500" world={world} />);
    // The entry is the core's from its first moment (`landing.busy`): no product logo that the
    // location's would replace a moment later (no layout shift).
    await waitFor(() => expect(screen.getByRole('banner')).toHaveAttribute('aria-busy', 'true'));
    expect(screen.queryByRole('img', { name: 'Tipwell' })).not.toBeInTheDocument();
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppHeader, type HeaderLocation } from './app-header';

const spa: HeaderLocation = {
  name: 'Harbor Spa',
  address: '1 Pier Rd',
  city: 'Miami',
  state: 'FL',
  zip: '33101',
  logo: 'https://img.example/spa.png',
};

describe('AppHeader', () => {
  it('keeps the location places empty while the location loads', () => {
    const { container } = render(<AppHeader productName="Tipwell" location={null} pending />);
    const header = container.querySelector('header');
    expect(header).toHaveClass('app-header--located');
    expect(header).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelector('.app-header__logo--placeholder')).not.toBeNull();
    expect(container.querySelector('.app-header__name')?.textContent).toBe('\u00a0');
    expect(container.querySelector('.app-header__address')?.textContent).toBe('\u00a0');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('fills the same places when the location arrives', () => {
    const { container } = render(<AppHeader productName="Tipwell" location={spa} pending />);
    expect(container.querySelector('header')).toHaveClass('app-header--located');
    expect(container.querySelector('header')).not.toHaveAttribute('aria-busy');
    expect(screen.getByText('Harbor Spa')).toHaveClass('app-header__name');
    expect(screen.getByText('1 Pier Rd, Miami, FL 33101')).toBeInTheDocument();
    expect(screen.getByRole('img')).toHaveClass('app-header__logo--location');
  });

  it('shows only the product logo without a location', () => {
    const { container } = render(<AppHeader productName="Tipwell" location={null} />);
    expect(container.querySelector('header')).not.toHaveClass('app-header--located');
    expect(container.querySelector('.app-header__place')).toBeNull();
    expect(screen.getByRole('img')).toHaveClass('app-header__logo');
  });
});

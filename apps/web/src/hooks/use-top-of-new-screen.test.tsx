// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import {
  createMemoryRouter,
  RouterProvider,
  useNavigate,
  type NavigateFunction,
} from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { useTopOfNewScreen } from './use-top-of-new-screen';

function setUp(): { scrolls: () => number; navigate: () => NavigateFunction } {
  const scrollToTop = vi.fn();
  let navigate: NavigateFunction | null = null;
  function Screen(): null {
    useTopOfNewScreen(scrollToTop);
    navigate = useNavigate();
    return null;
  }
  const router = createMemoryRouter([{ path: '*', element: <Screen /> }], {
    initialEntries: ['/U500'],
  });
  render(<RouterProvider router={router} />);
  return { scrolls: () => scrollToTop.mock.calls.length, navigate: () => navigate! };
}

describe('useTopOfNewScreen', () => {
  it('leaves the first screen where the page is', () => {
    const { scrolls } = setUp();
    expect(scrolls()).toBe(0);
  });

  it('scrolls to the top when the guest moves on (push or replace)', async () => {
    const { scrolls, navigate } = setUp();
    await act(() => navigate()('/U500/payment'));
    expect(scrolls()).toBe(1);
    await act(() => navigate()('/U500/review', { replace: true }));
    expect(scrolls()).toBe(2);
  });

  it('keeps the position the browser restores on back', async () => {
    const { scrolls, navigate } = setUp();
    await act(() => navigate()('/U500/payment'));
    await act(() => navigate()(-1));
    expect(scrolls()).toBe(1);
  });

  it('does not scroll when only the query changes', async () => {
    const { scrolls, navigate } = setUp();
    await act(() => navigate()('/U500?user=1'));
    expect(scrolls()).toBe(0);
  });
});

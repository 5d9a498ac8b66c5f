// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { useState } from 'react';
import {
  createMemoryRouter,
  RouterProvider,
  useNavigate,
  type NavigateFunction,
} from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { useTopOfNewScreen } from './use-top-of-new-screen';

/**
 * A screen whose path the test sets (as the flow moves) apart from the address (as the router
 * renders it): the hook is keyed on the first and reads the second.
 */
function setUp(): {
  scrolls: () => number;
  show: (path: string) => void;
  navigate: () => NavigateFunction;
} {
  const scrollToTop = vi.fn();
  let navigate: NavigateFunction | null = null;
  let setPath: ((path: string) => void) | null = null;
  function Screen(): null {
    const [path, set] = useState('/U500');
    setPath = set;
    useTopOfNewScreen(path, scrollToTop);
    navigate = useNavigate();
    return null;
  }
  const router = createMemoryRouter([{ path: '*', element: <Screen /> }], {
    initialEntries: ['/U500'],
  });
  render(<RouterProvider router={router} />);
  return {
    scrolls: () => scrollToTop.mock.calls.length,
    show: (path) => act(() => setPath!(path)),
    navigate: () => navigate!,
  };
}

describe('useTopOfNewScreen', () => {
  it('leaves the first screen where the page is', () => {
    const { scrolls } = setUp();
    expect(scrolls()).toBe(0);
  });

  it('scrolls to the top as a new screen shows, before the address follows, and once', async () => {
    const { scrolls, show, navigate } = setUp();
    show('/U500/payment');
    expect(scrolls()).toBe(1);
    await act(() => navigate()('/U500/payment'));
    expect(scrolls()).toBe(1);
    show('/U500/review');
    await act(() => navigate()('/U500/review', { replace: true }));
    expect(scrolls()).toBe(2);
  });

  it('keeps the position the browser restores when the screen follows its back', async () => {
    const { scrolls, show, navigate } = setUp();
    show('/U500/payment');
    await act(() => navigate()('/U500/payment'));
    await act(() => navigate()(-1));
    show('/U500');
    expect(scrolls()).toBe(1);
  });

  it('scrolls for a step forward after a back, the address still at the popped entry', async () => {
    const { scrolls, show, navigate } = setUp();
    show('/U500/payment');
    await act(() => navigate()('/U500/payment'));
    await act(() => navigate()(-1));
    show('/U500');
    show('/U500/payment');
    expect(scrolls()).toBe(2);
  });

  it('does not scroll when only the address changes', async () => {
    const { scrolls, navigate } = setUp();
    await act(() => navigate()('/U500?user=1'));
    await act(() => navigate()('/U500/other'));
    expect(scrolls()).toBe(0);
  });
});

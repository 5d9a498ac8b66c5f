import { useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';

const scrollPageToTop = (): void => window.scrollTo(0, 0);

/**
 * A new step starts at the top of the page: moving on (a push or a replace of the address) scrolls
 * back up, so the review after a long payment form opens with its header, not halfway down. The
 * browser's back and forward (a pop) keep the position the browser restores, and the first screen
 * keeps the page's own.
 */
export function useTopOfNewScreen(scrollToTop: () => void = scrollPageToTop): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef<string | null>(null);
  useLayoutEffect(() => {
    const previous = shown.current;
    shown.current = pathname;
    if (previous === null || previous === pathname) return;
    if (navigationType !== NavigationType.Pop) scrollToTop();
  }, [pathname, navigationType, scrollToTop]);
}

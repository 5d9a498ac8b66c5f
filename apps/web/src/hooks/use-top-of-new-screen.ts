import { useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';

const scrollPageToTop = (): void => window.scrollTo(0, 0);

/**
 * A new screen starts at the top of the page (decision 0026): when the path of the screen shown
 * changes, the page scrolls up in the commit that shows it, before the browser paints it. Keyed on
 * the screen, not the address: the address follows the screen a render later (the router renders
 * it as a transition), and a page scrolled up only then showed the new screen where the old one
 * had been scrolled to for a frame or more, where a tap could land on the wrong control. The
 * browser's back and forward (the router already at the screen's path by a pop) keep the position
 * the browser restores, and the first screen keeps the page's own.
 */
export function useTopOfNewScreen(
  screenPath: string | null,
  scrollToTop: () => void = scrollPageToTop,
): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (screenPath === null) return;
    const previous = shown.current;
    shown.current = screenPath;
    if (previous === null || previous === screenPath) return;
    const popped = navigationType === NavigationType.Pop && pathname === screenPath;
    if (!popped) scrollToTop();
  }, [screenPath, pathname, navigationType, scrollToTop]);
}

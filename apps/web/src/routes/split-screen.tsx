import {
  createElement,
  lazy,
  useEffect,
  useState,
  type ComponentType,
  type ReactElement,
} from 'react';
import { afterNextPaint } from '../start-up/6-after-paint';
import { loadScreen, loadedScreens, screenShown, type ScreenName } from './screen-loaders';

/** One React.lazy per screen, made the first time it is asked for (React keeps its state). */
const lazyScreens = new Map<ScreenName, ComponentType>();
function lazyScreen(name: ScreenName): ComponentType {
  let screen = lazyScreens.get(name);
  if (screen === undefined) {
    screen = lazy(() => loadScreen(name));
    lazyScreens.set(name, screen);
  }
  return screen;
}

/**
 * The component that shows a split screen: itself once its code has arrived, else React.lazy over
 * its load (the server renders only screens it has loaded: renderToString cannot wait). The lazy
 * one never commits: React renders it again once the load has settled, and by then it is loaded.
 * Rendering a loaded screen at once saves on the guest's first-tap row (paired, a loaded machine;
 * bench/history/issue-39-tricks.md): tap → heading 1,150 ms median (IQR −1,183…+2,055).
 */
export function screenComponent(name: ScreenName): ComponentType {
  return loadedScreens.get(name) ?? lazyScreen(name);
}

/**
 * A screen split from the first screen's code; suspends only while its code is on its way. Once it
 * has painted, the later screens may be prefetched. Give it `key={name}`: it keeps for its life the
 * component it mounted with.
 */
export function SplitScreen({ name }: { readonly name: ScreenName }): ReactElement {
  useEffect(() => afterNextPaint(screenShown), []);
  // One of the components above (made once per screen, not during render), kept for this mount. Where
  // React.lazy committed (its load settled before this rendered again), the screen itself on a later
  // render would be another type: React would mount the screen again, and the field the guest was
  // typing in would go with the keys typed next (seen on a loaded machine: room "1204" kept as "1").
  const [screen] = useState(() => screenComponent(name));
  return createElement(screen);
}

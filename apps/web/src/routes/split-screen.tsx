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

/**
 * A split screen: itself once its code has arrived, else React.lazy over its load (which never
 * commits: React renders again once the load has settled, and by then it is loaded). The server
 * renders only screens it has loaded (renderToString cannot wait). Rendering a loaded screen at
 * once saves on the guest's first-tap row (bench/history/issue-39-tricks.md, a loaded machine):
 * tap → heading 1,150 ms.
 */
export function screenComponent(name: ScreenName): ComponentType {
  const loaded = loadedScreens.get(name) ?? lazyScreens.get(name);
  if (loaded !== undefined) return loaded;
  const screen = lazy(() => loadScreen(name).then((component) => ({ default: component })));
  lazyScreens.set(name, screen);
  return screen;
}

/**
 * A screen split from the first screen's code; suspends only while its code is on its way. Once it
 * has painted, the later screens may be prefetched. Give it `key={name}`: it keeps for its life the
 * component it mounted with.
 */
export function SplitScreen({ name }: { readonly name: ScreenName }): ReactElement {
  useEffect(() => afterNextPaint(screenShown), []);
  // Kept for this mount. Where React.lazy committed (its load settled before this rendered again),
  // the screen itself on a later render would be another type: React would mount the screen again,
  // and the field the guest was typing in would go with the keys typed next (seen on a loaded
  // machine: room "1204" kept as "1").
  const [screen] = useState(() => screenComponent(name));
  return createElement(screen);
}

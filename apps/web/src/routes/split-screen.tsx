import {
  lazy,
  useEffect,
  type ComponentType,
  type LazyExoticComponent,
  type ReactElement,
} from 'react';
import { afterNextPaint } from '../start-up/6-after-paint';
import {
  loadScreen,
  screenNames,
  screenShown,
  type ScreenModule,
  type ScreenName,
  type Tracked,
} from './screen-loaders';

/**
 * What React.lazy gets when a screen's code is already there (prefetched, or preloaded when the
 * flow knew its first step): a thenable that answers at once, so React renders the screen in the
 * same pass instead of suspending for a frame and flashing the spinner.
 */
function alreadyLoaded(module: ScreenModule): Promise<ScreenModule> {
  const thenable = { then: (resolve: (value: ScreenModule) => void) => resolve(module) };
  return thenable as unknown as Promise<ScreenModule>;
}

/** React.lazy components over tracked loads: each renders at once once its code is there. */
export function lazyComponents<N extends string>(
  names: readonly N[],
  load: (name: N) => Tracked<ScreenModule>,
): Record<N, LazyExoticComponent<ComponentType>> {
  return Object.fromEntries(
    names.map((name) => [
      name,
      lazy(() => {
        const tracked = load(name);
        return tracked.status === 'fulfilled' ? alreadyLoaded(tracked.value) : tracked;
      }),
    ]),
  ) as Record<N, LazyExoticComponent<ComponentType>>;
}

const lazyScreens = lazyComponents(screenNames, loadScreen);

/**
 * A screen split from the first screen's code; suspends only while its code is on its way. Once it
 * has painted, the later screens may be prefetched.
 */
export function SplitScreen({ name }: { readonly name: ScreenName }): ReactElement {
  const Screen = lazyScreens[name];
  useEffect(() => afterNextPaint(screenShown), []);
  return <Screen />;
}

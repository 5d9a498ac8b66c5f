import { use, useEffect, type ReactElement } from 'react';
import { afterNextPaint } from '../start-up/6-after-paint';
import {
  loadScreen,
  screenShown,
  type ScreenModule,
  type ScreenName,
  type Tracked,
} from './screen-loaders';

/**
 * The screen whose code `loading` brings. React's `use()` reads a tracked load's status: a screen
 * whose code is already there (prefetched, or preloaded when the flow knew its first step) renders
 * in the same pass; one on its way suspends until it arrives. Once it has painted, the later
 * screens may be prefetched.
 */
export function LoadedScreen({
  loading,
}: {
  readonly loading: Tracked<ScreenModule>;
}): ReactElement {
  const { default: Screen } = use(loading);
  useEffect(() => afterNextPaint(screenShown), []);
  return <Screen />;
}

/** A screen split from the first screen's code. */
export function SplitScreen({ name }: { readonly name: ScreenName }): ReactElement {
  return <LoadedScreen loading={loadScreen(name)} />;
}

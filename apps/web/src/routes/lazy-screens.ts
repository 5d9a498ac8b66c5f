import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { screenLoaders, type ScreenName } from './screen-loaders';

/** The screens after the landing as React.lazy components, split from the first screen's code. */
export const LazyScreens = Object.fromEntries(
  Object.entries(screenLoaders).map(([name, load]) => [name, lazy(load)]),
) as Record<ScreenName, LazyExoticComponent<ComponentType>>;

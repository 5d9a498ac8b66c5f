import type { Tipping } from '@tipwell/core';

/**
 * Starts the download of the location's logo the moment the landing knows it, before the views'
 * code has arrived: the header's `<img>` (the first screen's largest image) then paints from the
 * cache in the views' first render instead of a round trip later. Once per page.
 */
export function warmLocationLogo(core: Tipping, load: (src: string) => void = loadImage): void {
  // The store reports changes only (never during `subscribe`), so `stop` is set before it runs.
  const stop = core.landing.store.subscribe(() => {
    const logo = core.landing.store.getSnapshot().location?.logo;
    if (!logo) return;
    stop();
    load(logo);
  });
}

/**
 * Fetches an image into the cache at the priority of the header's own `<img>` (high): an `Image()`
 * would otherwise ask at low priority, and wait behind the screen's code on a slow connection.
 */
export function loadImage(src: string): HTMLImageElement {
  const image = new Image();
  image.fetchPriority = 'high';
  image.src = src;
  return image;
}

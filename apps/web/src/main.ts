import { currentStep, warmMoneyFormat } from '@tipwell/core';
import { showBootFailure } from './app/boot-failure';
import { warmLocationLogo } from './app/warm-logo';
import { readConfig } from './config';
import { createCore } from './di/create-core';
import { realServices } from './di/real-services';
import { loadedPath } from './routes/loaded-address';
import { openEntryEarly } from './routes/open-entry';
import { preloadScreenOf } from './routes/screen-loaders';

// The first module: no React, no container. It builds the adapters and the core, starts the code
// exchange while the views' code (React, the router, inversify; preloaded by index.html) is still
// on its way, and fetches the first screen's code and the location's logo as soon as the flow
// knows them. The static shell of index.html stays on screen until the views render. Each piece
// runs in a task of its own: no long task on a slow phone's main thread.

/** Gives the browser the main thread before the next piece of start-up. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function boot(element: HTMLElement): Promise<void> {
  await nextTask();
  const services = realServices(readConfig());
  const core = createCore(services);
  const stopPreloading = core.stores.flow.subscribe(() => {
    if (preloadScreenOf(currentStep(core.stores.flow.getSnapshot()))) stopPreloading();
  });
  warmLocationLogo(core);
  await nextTask();
  // The fingerprint (read by the first request) takes the time zone from the page's first Intl
  // object, which loads the locale data: the longest single piece of start-up, alone in its task.
  // The money formatters, made after the exchange has started, then cost little, and the first
  // screen's render does not pay for them.
  services.fingerprint.current();
  await nextTask();
  openEntryEarly(core, loadedPath);
  await nextTask();
  warmMoneyFormat();
  await nextTask();
  const { renderApp } = await import('./render-app');
  renderApp(element, services, core);
}

const element = document.getElementById('root');
if (element) boot(element).catch(() => showBootFailure(element));

import { currentStep, type TippingCore } from '@tipwell/core';
import { showBootFailure } from './app/boot-failure';
import { readConfig } from './config';
import { TOKENS } from './di/tokens';
import { createAppContainer } from './di/real-services';
import { loadedPath } from './routes/loaded-address';
import { openEntryEarly } from './routes/open-entry';
import { preloadScreenOf } from './routes/screen-loaders';

// The first module: no React. It builds the container and starts the code exchange while the
// views' code (React, the router; preloaded by index.html) is still on its way, and fetches the
// first screen's code as soon as the flow knows it. The static shell of index.html stays on
// screen until the views render. Each piece runs in a task of its own: no long task on a slow
// phone's main thread.

/** Gives the browser the main thread before the next piece of start-up. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function boot(element: HTMLElement): Promise<void> {
  await nextTask();
  const container = createAppContainer(readConfig());
  await nextTask();
  const core = container.get<TippingCore>(TOKENS.core);
  const stopPreloading = core.stores.flow.subscribe(() => {
    if (preloadScreenOf(currentStep(core.stores.flow.getSnapshot()))) stopPreloading();
  });
  openEntryEarly(core, loadedPath);
  await nextTask();
  const { renderApp } = await import('./render-app');
  renderApp(element, container);
}

const element = document.getElementById('root');
if (element) boot(element).catch(() => showBootFailure(element));

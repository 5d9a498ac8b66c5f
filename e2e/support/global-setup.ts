import { buildWebIfNeeded } from '../../scripts/build-web';
import { PLAYWRIGHT_DISABLED_FEATURES_ENV, playwrightDisabledFeatures } from './browser';

/**
 * Builds the production web app once before the end-to-end files run, and reads Playwright's
 * Chromium switches once for all of them (the files' workers inherit this environment).
 */
export default async function setup(): Promise<void> {
  buildWebIfNeeded();
  process.env[PLAYWRIGHT_DISABLED_FEATURES_ENV] = (await playwrightDisabledFeatures()) ?? 'none';
}

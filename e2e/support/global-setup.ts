import { buildWebIfNeeded } from '../../scripts/build-web';

/** Builds the production web app once before the end-to-end files run. */
export default function setup(): void {
  buildWebIfNeeded();
}

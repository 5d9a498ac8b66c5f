// `npm run build`: the web app (its files precompressed), its landing renderer and apps/server,
// built once for every environment (the server is configured at run time).
import { buildWebIfNeeded } from './build-web';

buildWebIfNeeded({ force: true });

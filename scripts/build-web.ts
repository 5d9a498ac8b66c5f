import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { precompressBuild } from '../apps/server/src/static/compressed-files';

const root = new URL('..', import.meta.url).pathname;
/** Where the production build goes; TIPWELL_WEB_DIST lets parallel test runs build apart. */
export const webDist = process.env.TIPWELL_WEB_DIST ?? join(root, 'apps/web/dist');
/** The server's renderer of landings goes beside it (the server looks there). */
export const webServerDist = `${webDist}-ssr`;
/** The web server's production build (apps/server: `node apps/server/dist/main.js`). */
export const serverMain = join(root, 'apps/server/dist/main.js');

const sources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/public',
  'apps/web/vite.config.ts',
  'packages/core/src',
  'packages/adapters/src',
  'apps/server/src',
  'apps/server/vite.config.ts',
];

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (max, name) => Math.max(max, newest(join(path, name))),
    stat.mtimeMs,
  );
}

/**
 * Builds the production web app (its files precompressed), its landing renderer and the web
 * server, unless apps/web/dist and the server's build are newer than every source. `refuse`: a
 * build that must be measured as it is (a bench comparing it with another): instead of
 * rebuilding it from the work tree, stop and say why.
 */
export function buildWebIfNeeded(options: { force?: boolean; refuse?: string } = {}): void {
  const built = join(webDist, 'index.html');
  const newestSource = Math.max(...sources.map((s) => newest(join(root, s))));
  const upToDate = [built, serverMain].every(
    (file) => existsSync(file) && statSync(file).mtimeMs >= newestSource,
  );
  if (upToDate && !options.force) return;
  if (options.refuse !== undefined) throw new Error(options.refuse);
  console.log('Building the web app and its server…');
  const vite = (args: string[], cwd = join(root, 'apps/web')): void => {
    execFileSync('npx', ['vite', 'build', '--logLevel', 'warn', '--emptyOutDir', ...args], {
      cwd,
      stdio: 'inherit',
      // Vitest sets NODE_ENV=test; a production build must not inherit it (React's dev build).
      env: { ...process.env, NODE_ENV: 'production' },
    });
  };
  vite(['--outDir', webDist]);
  vite(['--ssr', 'src/server/render-landing.tsx', '--outDir', webServerDist]);
  precompressBuild(webDist);
  vite([], join(root, 'apps/server'));
}

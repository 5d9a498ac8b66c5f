/**
 * `npm run circles`: no import cycle in any workspace, the workspaces' subpath imports
 * (`@tipwell/core/vocabulary`, `/money`, …) followed into their sources. madge resolves them with
 * TypeScript's `bundler` resolution (package.json `exports`); given a tsconfig path, madge 8 hands
 * TypeScript options it has already parsed to a resolver that parses them again and drops them,
 * so the options are given here as JSON. One of our imports that madge cannot resolve fails the
 * check too: a skipped file is a file whose cycles nobody looked for.
 */
import madge from 'madge';

const WORKSPACES = [
  'packages/core/src',
  'packages/adapters/src',
  'apps/web/src',
  'apps/server/src',
  'apps/sandbox/src',
];

const result = await madge(WORKSPACES, {
  fileExtensions: ['ts', 'tsx'],
  tsConfig: {
    compilerOptions: { module: 'esnext', moduleResolution: 'bundler', jsx: 'react-jsx' },
  },
});
const cycles = result.circular();
// Only our own modules must resolve (a stylesheet's name, an npm package's CSS, or a file Vite
// imports as text or a URL, `?raw`/`?url`/`?worker`, need not: no code of ours is behind them).
const skipped = result
  .warnings()
  .skipped.filter((name) => name.startsWith('.') || name.startsWith('@tipwell/'))
  .filter((name) => !/\?(raw|url|worker)$/.test(name));
for (const cycle of cycles) console.error(`cycle: ${cycle.join(' → ')}`);
for (const file of skipped) console.error(`not resolved: ${file}`);
console.log(
  `${Object.keys(result.obj()).length} files in ${WORKSPACES.length} workspaces: ${cycles.length} cycles, ${skipped.length} imports not resolved`,
);
process.exitCode = cycles.length > 0 || skipped.length > 0 ? 1 : 0;

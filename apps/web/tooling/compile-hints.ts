import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** V8's explicit compile hint: every function of the file is compiled as the file loads. */
const ALL_FUNCTIONS_CALLED_ON_LOAD = '//# allFunctionsCalledOnLoad';

/**
 * Marks the chunks whose code runs before the first screen is live (`boot`, `views`) with V8's
 * explicit compile hint (Chrome 136+, decision 0027). A streamed script's functions are then
 * compiled on a background thread while it downloads, instead of on the main thread the first
 * time each is called: hydrating a rendered landing calls a few hundred of React's functions for
 * the first time, and each was compiled on the spot. Other browsers read the line as a comment.
 *
 * The hint must be the file's first line, and Vite's own last rewrite of the chunks (its preload
 * helper at the top of `boot`) comes after every plugin's `generateBundle`: the files are marked
 * once written, before the build precompresses them (scripts/build-web.ts).
 */
export function compileHints(chunkNames: readonly string[]): Plugin {
  return {
    name: 'tipwell:compile-hints',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir;
      if (dir === undefined) throw new Error('compileHints: the build writes no directory');
      for (const name of chunkNames) {
        const chunks = Object.values(bundle).filter(
          (output) => output.type === 'chunk' && output.name === name,
        );
        if (chunks.length === 0) throw new Error(`compileHints: the build has no chunk ${name}`);
        for (const chunk of chunks) {
          const file = join(dir, chunk.fileName);
          writeFileSync(file, `${ALL_FUNCTIONS_CALLED_ON_LOAD}\n${readFileSync(file, 'utf8')}`);
          // A source map (`build.sourcemap`) gains the same empty first line.
          const map = `${file}.map`;
          if (existsSync(map)) {
            const parsed = JSON.parse(readFileSync(map, 'utf8')) as { mappings: string };
            writeFileSync(map, JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` }));
          }
        }
      }
    },
  };
}

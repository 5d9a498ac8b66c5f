import { fileURLToPath } from 'node:url';
import {
  defaultClientConditions,
  defineConfig,
  type HtmlTagDescriptor,
  type Plugin,
  type UserConfig,
} from 'vite';
import react from '@vitejs/plugin-react';
import { compileCatalogs } from './tooling/compile-catalogs.ts';
import { compileHints } from './tooling/compile-hints.ts';
import { stacklessSentinels } from './tooling/stackless-sentinels.ts';

// The sandbox in dev (`npm run dev`); SANDBOX_URL points elsewhere.
const sandbox = process.env['SANDBOX_URL'] ?? 'http://127.0.0.1:8787';

export default defineConfig(({ isSsrBuild, command }) =>
  isSsrBuild ? serverBuild : command === 'build' ? withProductionRouter(clientBuild) : clientBuild,
);

/**
 * React Router 7's package exports only its development build (remix-run/react-router#12532,
 * #14102): warnings, their checks and their texts in every guest's bundle. The browser's build
 * takes its production build from the same package instead (0.2 KB gz and the dev-only checks
 * less in the views' code); `npm run dev` keeps the warnings.
 */
function withProductionRouter(config: UserConfig): UserConfig {
  const production = (file: string): string =>
    fileURLToPath(
      new URL(`../../node_modules/react-router/dist/production/${file}`, import.meta.url),
    );
  return {
    ...config,
    resolve: {
      ...config.resolve,
      alias: [
        ...((config.resolve?.alias ?? []) as { find: RegExp; replacement: string }[]),
        { find: /^react-router$/, replacement: production('index.mjs') },
        { find: /^react-router\/dom$/, replacement: production('dom-export.mjs') },
      ],
    },
  };
}

/**
 * The server's renderer of a code's landing (`vite build --ssr src/server/render-landing.tsx`):
 * one self-contained module, dependencies included, so the sandbox loads it from wherever the
 * build went (scripts/build-web.ts; `<dist>-ssr/render-landing.js`).
 */
const serverBuild: UserConfig = {
  plugins: [compileCatalogs(), react()],
  ssr: { noExternal: true, target: 'node' },
  // React's production build on the server too, whatever NODE_ENV the sandbox runs with.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    emptyOutDir: true,
    minify: false,
    rolldownOptions: { output: { codeSplitting: false } },
  },
};

const reflectMetadata = fileURLToPath(new URL('src/di/reflect-metadata.ts', import.meta.url));

const clientBuild: UserConfig = {
  plugins: [
    compileCatalogs(),
    react(),
    preloadViews(),
    compileHints(['boot', 'views']),
    stacklessSentinels(),
  ],
  resolve: {
    // rxjs's ES2015 build: its classes as classes, without tslib's ES5 helpers.
    conditions: ['es2015', ...defaultClientConditions],
    // The Metadata Reflection API inversify installs, in the app's own few lines instead of the
    // package's build (src/di/reflect-metadata.ts, decision 0029).
    alias: [{ find: /^reflect-metadata\/lite$/, replacement: reflectMetadata }],
  },
  server: {
    proxy: {
      '/api': sandbox,
      '/sandbox-provider': sandbox,
      '/sandbox-assets': sandbox,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Keeps CSP strict: no inline module-preload polyfill script.
    modulePreload: { polyfill: false },
    // Read by the size-budget check (scripts/bundle-budgets.ts).
    manifest: true,
    rolldownOptions: {
      // index.html's, and the one script of a landing the server rendered (src/after-paint/entry.ts).
      input: {
        index: fileURLToPath(new URL('index.html', import.meta.url)),
        'after-paint': fileURLToPath(new URL('src/after-paint/entry.ts', import.meta.url)),
      },
      output: {
        // Two chunks up front instead of a dozen: `boot` (the entry and everything it imports:
        // the core, the adapters) and `views` (React, the router, inversify, the layout and the
        // components the screens share). On a slow network every extra file is a round trip and
        // a share of the bandwidth taken from the first screen. Screens stay split, one script
        // and one style sheet each: the small components several screens use (avatar, money
        // input, tip card and its grid, the custom tip's form, dialog and hook: 5 KB gz with
        // their CSS) go with the views rather than into chunks of their own, which made a first
        // screen 8 requests on a connection that allows 6.
        codeSplitting: {
          groups: [
            { name: 'boot', test: /src[\\/]main\.ts$|rolldown[\\/]runtime/, priority: 2 },
            {
              name: 'views',
              test: /src[\\/](render-app\.tsx$|hooks[\\/]use-custom-tip\.ts$|components[\\/](avatar|money-input|tip-card|tip-card-grid|custom-tip-form|generous-tip-dialog)[\\/])/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
};

/**
 * index.html's entry (src/main.ts) has no React: it starts the code exchange and then imports
 * the views (src/render-app.tsx). This plugin lets the browser fetch the views' code and CSS
 * beside the entry instead of after it: a modulepreload for each of their chunks and a style
 * preload for their CSS, written into the built index.html.
 */
function preloadViews(viewsEntry = '/src/render-app.tsx'): Plugin {
  return {
    name: 'tipwell:preload-views',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const views = chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(viewsEntry)));
        if (!views) throw new Error(`preloadViews: no chunk for ${viewsEntry}`);
        const files: string[] = [];
        const css = new Set<string>();
        const visit = (fileName: string): void => {
          // Skips what index.html already loads (the entry and its imports) and what is listed.
          if (files.includes(fileName) || html.includes(fileName)) return;
          const chunk = chunks.find((c) => c.fileName === fileName);
          if (!chunk) return;
          files.push(fileName);
          for (const file of chunk.viteMetadata?.importedCss ?? []) css.add(file);
          chunk.imports.forEach(visit);
        };
        visit(views.fileName);
        const tags: HtmlTagDescriptor[] = [
          ...[...css].map((file) => ({
            tag: 'link',
            // Fetched now, applied when the views load (Vite's loader adds the stylesheet then):
            // not render-blocking, so the static shell paints at once with its inline CSS.
            attrs: {
              rel: 'preload',
              as: 'style',
              crossorigin: true,
              fetchpriority: 'low',
              href: `/${file}`,
            },
            injectTo: 'head' as const,
          })),
          ...files.map((file) => ({
            tag: 'link',
            attrs: {
              rel: 'modulepreload',
              crossorigin: true,
              fetchpriority: 'low',
              href: `/${file}`,
            },
            injectTo: 'head' as const,
          })),
        ];
        // Nothing here blocks the first paint (the shell's CSS and logo are inline): low priority
        // says so, and leaves the first requests of the code exchange ahead of the views' bytes.
        const lowScripts = html.replace(
          /<script type="module" crossorigin src=/g,
          '<script type="module" crossorigin fetchpriority="low" src=',
        );
        return { html: lowScripts, tags };
      },
    },
  };
}

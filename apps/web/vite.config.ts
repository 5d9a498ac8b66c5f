import { existsSync } from 'node:fs';
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

// The sandbox in dev (`npm run dev`); SANDBOX_URL points elsewhere.
const sandbox = process.env['SANDBOX_URL'] ?? 'http://127.0.0.1:8787';

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverBuild : clientBuild));

/**
 * React Router 7 ships a production build beside its development one, but its package exports
 * name only the development build under every condition (remix-run/react-router#14102, open;
 * #12532): its warnings, their checks and their texts would be in every guest's bundle. So the
 * browser's build resolves `react-router` and `react-router/dom` as the package's exports say,
 * then takes the same file from the production build the package ships (0.2 KB gz and the
 * dev-only checks less). It fails the build once the package no longer ships that pair, and
 * goes once #14102 lands (a `production` condition, which Vite's default conditions pick).
 * `npm run dev` keeps the warnings.
 */
function productionRouter(): Plugin {
  const flavour = /([\\/]dist[\\/])development([\\/][^\\/]+)$/;
  return {
    name: 'tipwell:production-router',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== 'react-router' && source !== 'react-router/dom') return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (resolved === null) return null;
      const production = resolved.id.replace(flavour, '$1production$2');
      if (production === resolved.id || !existsSync(production)) {
        throw new Error(`productionRouter: no production build beside ${resolved.id}`);
      }
      return { ...resolved, id: production };
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

const clientBuild: UserConfig = {
  plugins: [compileCatalogs(), react(), productionRouter(), preloadViews()],
  resolve: {
    // rxjs's ES2015 build: its classes as classes, without tslib's ES5 helpers.
    conditions: ['es2015', ...defaultClientConditions],
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
      // index.html's, and the one script of a landing the server rendered
      // (src/start-up/landing-script.ts).
      input: {
        index: fileURLToPath(new URL('index.html', import.meta.url)),
        'after-paint': fileURLToPath(new URL('src/start-up/landing-script.ts', import.meta.url)),
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
        // V8's explicit compile hint (Chrome 136+) as the first line of `views` (React, the router,
        // inversify): its functions compile as the file loads instead of one by one on the main
        // thread when hydration first calls each (bench/history/issue-39-regression.md). Rolldown's
        // own option, written after minification; not on `boot`, where Vite puts its preload map
        // above it and a hint that is not the file's first line does nothing.
        postBanner: (chunk) => (chunk.name === 'views' ? '//# allFunctionsCalledOnLoad' : ''),
        codeSplitting: {
          groups: [
            {
              name: 'boot',
              test: /src[\\/]start-up[\\/]4-boot\.ts$|rolldown[\\/]runtime/,
              priority: 2,
            },
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
 * index.html's entry (src/start-up/4-boot.ts) has no React: it starts the code exchange and then
 * imports the views (src/render-app.tsx). This plugin lets the browser fetch the views' code and CSS
 * beside the entry instead of after it: a modulepreload for each of their chunks and a style
 * preload for their CSS, written into the built index.html.
 * Saves on the guest's row (/L100, paired, a loaded machine; bench/history/issue-39-tricks.md):
 * views live 1,183 ms median (IQR −1,340…+4,461), LCP 616 ms (IQR −807…+1,120).
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

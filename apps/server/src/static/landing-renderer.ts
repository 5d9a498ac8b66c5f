import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import * as v from 'valibot';
import type { BrowserConfig } from '@tipwell/core/vocabulary';
import type * as WebRenderer from '@tipwell/web/render-landing';

/**
 * What `render-landing.js` (apps/web/src/server/render-landing.tsx) exports, typed from that
 * module itself: the only import of the web app's source, types only (erased from the build;
 * ESLint allows nothing else). A change to the renderer's options or page fails this typecheck.
 * `landingLocale` may be absent from a renderer built before languages: every page is then one
 * language; `landingIsShared` from one built before intents were rendered: every page is shared.
 */
type RendererModule = Pick<typeof WebRenderer, 'renderLandingPage'> &
  Partial<Pick<typeof WebRenderer, 'landingLocale' | 'landingIsShared'>>;

type RendererOptions = Parameters<RendererModule['renderLandingPage']>[1];

/** A page the web app's server renderer made: the landing, ready to send. */
export type RenderedPage = NonNullable<Awaited<ReturnType<RendererModule['renderLandingPage']>>>;

/** Renders a code's landing on the server, or says null (the static shell is served instead). */
export interface LandingRenderer {
  /**
   * `acceptLanguage`: the request's header; the landing is written in the guest's language.
   * `deviceId`: the guest's (the device cookie); a QR or pay-later entry is opened for it.
   */
  render(path: string, acceptLanguage?: string, deviceId?: string): Promise<RenderedPage | null>;
  /** The language a landing is rendered in for this header (pages are cached per language). */
  localeFor(acceptLanguage: string | undefined): string;
  /** False for a page made for one guest's device: never cached or shared. */
  isShared(path: string): boolean;
}

/** How the renderer reaches the services: the browser's path (`/api/core/…`) in, an answer out. */
export type ServiceFetch = NonNullable<RendererOptions['fetch']>;

/** The web app's Logger port, as the renderer takes it (the server does not import the core's). */
type RendererLogger = NonNullable<RendererOptions['logger']>;

/**
 * Vite's build manifest (`.vite/manifest.json`) as far as the renderer reads it, typed as the
 * renderer's option: a manifest from another build shape fails at start, not on a page.
 */
const manifestSchema: v.GenericSchema<unknown, RendererOptions['manifest']> = v.record(
  v.string(),
  v.object({
    file: v.string(),
    css: v.optional(v.array(v.string())),
    imports: v.optional(v.array(v.string())),
    dynamicImports: v.optional(v.array(v.string())),
  }),
);

/** Where the web build puts its landing renderer: beside the app, `<dist>-ssr/render-landing.js`. */
export function rendererPathFor(staticDir: string): string {
  return `${resolve(staticDir)}-ssr/render-landing.js`;
}

export interface RendererSetup {
  /** index.html as this server sends it (with the browser's configuration). */
  readonly template: string;
  readonly fetch: ServiceFetch;
  readonly config: BrowserConfig;
  readonly timeoutMs: number;
  /** The server's own logger (Fastify's pino): the renderer's core logs through it. */
  readonly log: FastifyBaseLogger;
  readonly modulePath?: string;
}

/**
 * Loads the web app's landing renderer built beside `staticDir`; null when there is none (an app
 * built without it is served with its static shell only). The renderer, the page template, the
 * build manifest and the CSS it inlines belong to one build: each is read once, not per page.
 */
export async function loadLandingRenderer(
  staticDir: string,
  setup: RendererSetup,
): Promise<LandingRenderer | null> {
  const modulePath = setup.modulePath ?? rendererPathFor(staticDir);
  if (!existsSync(modulePath)) return null;
  const module = (await import(pathToFileURL(modulePath).href)) as RendererModule;
  const root = resolve(staticDir);
  const manifestText = readFileSync(join(root, '.vite/manifest.json'), 'utf8');
  const manifest = v.parse(manifestSchema, JSON.parse(manifestText));
  const assets = new Map<string, string>();
  const readAsset = (file: string): string => {
    const known = assets.get(file);
    if (known !== undefined) return known;
    const text = readFileSync(join(root, file), 'utf8');
    assets.set(file, text);
    return text;
  };
  return {
    localeFor: (acceptLanguage) => module.landingLocale?.(acceptLanguage) ?? '',
    isShared: (path) => module.landingIsShared?.(path) ?? true,
    render: (path, acceptLanguage, deviceId) =>
      module.renderLandingPage(path, {
        template: setup.template,
        manifest,
        readAsset,
        // The page's own origin is the browser's business; the renderer only resolves paths on it.
        origin: 'http://localhost',
        fetch: setup.fetch,
        config: setup.config,
        timeoutMs: setup.timeoutMs,
        logger: pinoLogger(setup.log),
        acceptLanguage,
        ...(deviceId === undefined ? {} : { deviceId }),
      }),
  };
}

/** The core's events in the server's log: pino's own levels, the fields merged into the line. */
function pinoLogger(log: FastifyBaseLogger): RendererLogger {
  const child = log.child({ source: 'landing-renderer' });
  return {
    debug: (event, fields = {}) => child.debug(fields, event),
    info: (event, fields = {}) => child.info(fields, event),
    warn: (event, fields = {}) => child.warn(fields, event),
    error: (event, fields = {}) => child.error(fields, event),
  };
}

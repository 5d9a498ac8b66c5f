import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { DEVICE_COOKIE, deviceIdInCookies, type BrowserConfig } from '@tipwell/core/vocabulary';
import { errorBody } from '../http/error-envelope';
import { cameUnderPressure } from '../http/load-shedding';
import { cspHash, inlineBlocksOf } from '../security/inline-blocks';
import { isApiPath, type SecurityPolicy } from '../security/security-policy';
import { type CompressedBody, compressBody, variantFor } from './compressed-files';
import type { RenderOutcome } from '../observability/metrics';
import type { LandingRenderer, RenderedPage } from './landing-renderer';
import { type CachedPage, RenderCache } from './render-cache';

const HTML = 'text/html; charset=utf-8';
const LONG_CACHE = 'public, max-age=31536000, immutable';

/** What the browser never needs: the build's manifest, source maps, the precompressed copies. */
const NOT_SERVED = ['index.html', '.vite/**', '**/*.map', '**/*.br', '**/*.gz'];

/** `<meta name="tipwell-config">` with the browser's share of the configuration (apps/web/src/config.ts). */
export function configMeta(config: BrowserConfig): string {
  const json = JSON.stringify(config).replace(
    /[&'<>]/g,
    (c) => ({ '&': '&amp;', "'": '&#39;', '<': '&lt;', '>': '&gt;' })[c] ?? c,
  );
  return `<meta name="tipwell-config" content='${json}'>`;
}

/** The built index.html as this server sends it: the configuration written into its head. */
export function appShell(staticDir: string, config: BrowserConfig): string {
  const html = readFileSync(join(resolve(staticDir), 'index.html'), 'utf8');
  return html.replace('</head>', () => `  ${configMeta(config)}\n  </head>`);
}

export interface AppFilesOptions {
  readonly staticDir: string;
  /** index.html with the configuration (appShell). */
  readonly shell: string;
  readonly policy: SecurityPolicy;
  /** The web app's landing renderer; null: every page is the static shell. */
  readonly renderer: Promise<LandingRenderer | null>;
  /** After this the guest gets the static shell, whatever the renderer is waiting for. */
  readonly renderBudgetMs: number;
  /** How long a rendered landing is reused for the same address (0: never). */
  readonly renderCacheMs: number;
  /** Told what became of each landing asked for (the metrics). */
  readonly onRender?: ((outcome: RenderOutcome) => void) | undefined;
}

function sendHtml(
  request: FastifyRequest,
  reply: FastifyReply,
  body: CompressedBody,
): FastifyReply {
  // The page's language follows Accept-Language (a rendered landing's words, its `<html lang>`).
  reply
    .type(HTML)
    .header('Cache-Control', 'no-store')
    .header('Vary', 'Accept-Encoding, Accept-Language');
  const variant = variantFor(body, request.headers['accept-encoding']);
  if (variant === null) return reply.send(body.raw);
  return reply.header('Content-Encoding', variant.encoding).send(variant.body);
}

/** The renderer's page, or null once `ms` have passed (or it failed): the shell goes instead. */
async function withinBudget(
  request: FastifyRequest,
  render: Promise<RenderedPage | null>,
  ms: number,
  onRender: AppFilesOptions['onRender'],
): Promise<RenderedPage | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((done) => {
    timer = setTimeout(() => {
      onRender?.('over_budget');
      request.log.warn({ budgetMs: ms }, 'landing not rendered in its budget; the shell is served');
      done(null);
    }, ms);
  });
  const rendered = render.catch((error: unknown) => {
    onRender?.('failed');
    request.log.warn(
      { err: { type: (error as Error).name } },
      'landing not rendered; the shell is served',
    );
    return null;
  });
  return Promise.race([rendered, late]).finally(() => clearTimeout(timer));
}

/**
 * Serves the built web app: its files from disk (@fastify/static: precompressed .br/.gz written at
 * build time, ETag and 304, hashed /assets/ cached for a year, others revalidated), and for every
 * other GET address the app routes itself (/L100, /qr/100/tab-42, …) its page, never stored: a
 * code's landing rendered on the server within its budget, or the static shell.
 */
export async function registerAppFiles(
  app: FastifyInstance,
  options: AppFilesOptions,
): Promise<void> {
  await app.register(fastifyStatic, {
    root: resolve(options.staticDir),
    prefix: '/',
    // One route per built file, listed once at start: a request never walks the disk to miss.
    wildcard: false,
    globIgnore: NOT_SERVED,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res, path) => {
      const hashed = path.startsWith(join(resolve(options.staticDir), 'assets'));
      res.header('Cache-Control', hashed ? LONG_CACHE : 'no-cache');
    },
  });
  const shell = compressBody(Buffer.from(options.shell));
  const cache = new RenderCache(options.renderCacheMs);
  // Renders under way, by the cache's key: guests who open one address at the same moment (a QR
  // code on a busy bar) share one render, so the services are asked once, not once per guest.
  const rendering = new Map<string, Promise<CachedPage | typeof NOT_FOUND | null>>();
  app.get('/*', { config: { answeredUnderPressure: true } }, async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (isApiPath(path) || path.startsWith('/assets/') || path.startsWith('/sandbox-')) {
      return reply.status(404).send(errorBody('NOT_FOUND', 'Nothing is here'));
    }
    const acceptLanguage = languagesOf(request);
    const deviceId = deviceOf(request, reply);
    const renderer = await options.renderer;
    if (renderer === null) return sendHtml(request, reply, shell);
    // One cached page per address and language; a page made for one device is never kept.
    const reused = options.renderCacheMs > 0 && renderer.isShared(path);
    const key = `${renderer.localeFor(acceptLanguage)} ${path}`;
    let page = reused ? cache.get(key) : null;
    if (page === null) {
      // While the server sheds (http/load-shedding.ts): the shell from memory, nothing rendered.
      if (cameUnderPressure(request)) return sendHtml(request, reply, shell);
      // Shared only where a page may be reused at all (RENDER_CACHE_SECONDS above 0).
      const shared = reused ? rendering.get(key) : undefined;
      const pending =
        shared ?? renderPage(request, options, renderer, path, acceptLanguage, deviceId);
      if (shared === undefined && reused) {
        rendering.set(key, pending);
        const done = (): void => void rendering.delete(key);
        pending.then(done, done);
      }
      const rendered = await pending;
      // An address that names nothing: the same page (the app shows not-found), status 404.
      if (rendered === NOT_FOUND) return sendHtml(request, reply.status(404), shell);
      if (rendered === null) return sendHtml(request, reply, shell);
      options.onRender?.(shared === undefined ? 'rendered' : 'cache_hit');
      page = rendered;
      if (shared === undefined && reused) cache.set(key, page);
    } else {
      options.onRender?.('cache_hit');
    }
    reply.header(
      'Content-Security-Policy',
      options.policy.documentPolicyWith(
        page.styleHashes,
        request.protocol === 'https',
        page.scriptHashes,
      ),
    );
    return sendHtml(request, reply, page.body);
  });
}

/** The guest's language choice (the menu's cookie) ahead of the browser's Accept-Language. */
function languagesOf(request: FastifyRequest): string | undefined {
  const header = request.headers['accept-language'];
  const chosen = /(?:^|;\s*)tipwell_locale=([A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*)/.exec(
    request.headers.cookie ?? '',
  )?.[1];
  if (chosen === undefined) return header;
  return header ? `${chosen}, ${header}` : chosen;
}

/** A device's id lives 400 days, the longest a browser keeps a cookie. */
const DEVICE_COOKIE_SECONDS = 400 * 24 * 60 * 60;

/**
 * The guest's device id (decision 0012): the one their device cookie holds, or one minted (and
 * set) for a page load that has none or a malformed one; never a request's text sent back. The
 * cookie is readable by the page's code, which sends the id with its own calls.
 */
function deviceOf(request: FastifyRequest, reply: FastifyReply): string {
  const known = deviceIdInCookies(request.headers.cookie);
  if (known !== null) return known;
  const deviceId = randomUUID();
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header(
    'Set-Cookie',
    `${DEVICE_COOKIE}=${deviceId}; Path=/; Max-Age=${DEVICE_COOKIE_SECONDS}; SameSite=Lax${secure}`,
  );
  return deviceId;
}

const NOT_FOUND = 'not-found';

/**
 * The landing at `path` rendered within its budget, ready to send; null: the shell instead;
 * `NOT_FOUND`: the shell with 404.
 */
async function renderPage(
  request: FastifyRequest,
  options: AppFilesOptions,
  renderer: LandingRenderer,
  path: string,
  acceptLanguage: string | undefined,
  deviceId: string,
): Promise<CachedPage | typeof NOT_FOUND | null> {
  const page = await withinBudget(
    request,
    renderer.render(path, acceptLanguage, deviceId),
    options.renderBudgetMs,
    options.onRender,
  );
  if (page === null) return null;
  if (page.notFound === true) return NOT_FOUND;
  // Only the scripts the renderer vouches for, and only if the page carries them as they are.
  const scriptHashes = (page.inlineScripts ?? [])
    .filter((text) => page.html.includes(`<script type="module">${text}</script>`))
    .map(cspHash);
  return {
    body: compressBody(Buffer.from(page.html), { fast: true }),
    styleHashes: inlineBlocksOf(page.html).styleHashes,
    scriptHashes,
  };
}

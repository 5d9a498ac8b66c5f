import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import {
  currentStep,
  parseCode,
  parsePath,
  type Logger,
  type Route,
  type Theme,
  type Tipping,
} from '@tipwell/core';
import { AppRoot } from '../app/app-root';
import { CODE_TEMPLATE_ID, FETCH_TEMPLATE_ID } from '../start-up/3-code-after-paint';
import { themeStyle } from '../app/theme-style';
import { createContainer } from '../di/create-container';
import { createAppTipping } from '../di/create-tipping';
import { AppRoutes } from '../routes/app-routes';
import { previewIntent } from './preview-intent';
import { landingSettled, openEntry } from '../routes/open-entry';
import { INTENT_FIRST_STEP } from '../routes/open-intent-entry';
import {
  loadScreen,
  screenOfStep,
  screenSource,
  screensFrom,
  type ScreenName,
} from '../routes/screen-loaders';
import {
  LANDING_DATA_ID,
  serializeLandingData,
  THEME_STYLE_ID,
  type SeededResponse,
} from '../di/landing-data';
import { serverServices, type ServerFetch } from '../di/server-services';
import type { AppServices } from '../di/app-services';
import type { AppConfig } from '../config';
import { acceptedLanguages, chooseLocale, directionOf, type Locale } from '../i18n/locales';
import { activateLocale, loadLocale, t } from '../i18n/translator';

/** One chunk of Vite's build manifest (`dist/.vite/manifest.json`). */
export interface ManifestChunk {
  readonly file: string;
  readonly css?: readonly string[];
  readonly imports?: readonly string[];
}
export type Manifest = Readonly<Record<string, ManifestChunk>>;

/** The manifest key of a rendered page's one script (vite.config.ts builds it as an entry). */
export const AFTER_PAINT_ENTRY = 'src/start-up/landing-script.ts';

export interface LandingPageOptions {
  /** The built index.html (the static shell). */
  readonly template: string;
  readonly manifest: Manifest;
  /** The text of a built file (`assets/….css`). */
  readonly readAsset: (file: string) => string;
  /** Where the services answer: the server itself. */
  readonly origin: string;
  readonly fetch?: ServerFetch;
  /** The browser's configuration, as the server writes it into the page (product name, …). */
  readonly config?: Partial<AppConfig>;
  /** After this the landing is left to the browser (the static shell is served). */
  readonly timeoutMs?: number;
  /** The server's logger: what the core reports while rendering goes to the server's log. */
  readonly logger?: Logger;
  /** The request's `Accept-Language`: the landing is written in the guest's language. */
  readonly acceptLanguage?: string;
}

/** The language a landing is rendered in for this `Accept-Language` (the server's cache key). */
export function landingLocale(acceptLanguage: string | undefined): Locale {
  return chooseLocale(acceptedLanguages(acceptLanguage));
}

/**
 * index.html in `locale`: `<html lang dir>` and the static shell's words. Its catalog must be
 * loaded (loadLocale); it is made the current one, and stays so until the next page's render.
 */
function inLocale(options: LandingPageOptions, locale: Locale): LandingPageOptions {
  activateLocale(locale);
  const template = options.template
    .replace(/<html lang="[^"]*"/, () => `<html lang="${locale}" dir="${directionOf(locale)}"`)
    .replace('aria-label="Loading"', () => `aria-label="${escapeHtml(t('app.loading'))}"`);
  return { ...options, template };
}

/** A chunk fetched (not run) after the page's own code: the views import it later. */
function modulePreloadTag(file: string): string {
  return `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${escapeHtml(file)}">`;
}

/**
 * A screen's style sheet, fetched as Vite's loader will add it (a stylesheet with crossorigin: the
 * same fetch); `low` for one a tap further on.
 */
function stylePreloadTag(file: string, priority: 'low' | 'auto' = 'auto'): string {
  const low = priority === 'low' ? ' fetchpriority="low"' : '';
  return `<link rel="preload" as="style" crossorigin${low} href="/${escapeHtml(file)}">`;
}

/** The page carries its language's catalog (a small chunk; en-US is in the views' code). */
function localePreload(options: LandingPageOptions, locale: Locale): string[] {
  const file = options.manifest[`src/i18n/locales/${locale}.ts`]?.file;
  return file === undefined ? [] : [modulePreloadTag(file)];
}

/**
 * The code of the screen a tap further on (a proposed tip's payment screen: `screensFrom`), fetched
 * after the page's own once it has painted: a guest who taps as soon as the landing shows is
 * answered without a round trip for it. Its style sheet is preloaded as Vite's loader adds it (a
 * stylesheet with crossorigin: the same fetch).
 */
function nextScreenPreloads(
  options: LandingPageOptions,
  firstChunks: readonly ManifestChunk[],
  next: ScreenName | undefined,
): string[] {
  if (next === undefined) return [];
  const known = new Set(firstChunks.map((chunk) => chunk.file));
  const chunks = chunksOf(options.manifest, screenSource(next)).filter(
    (chunk) => !known.has(chunk.file) && !options.template.includes(chunk.file),
  );
  const css = chunks
    .flatMap((chunk) => chunk.css ?? [])
    .filter((file) => !firstChunks.some((chunk) => chunk.css?.includes(file)));
  return [
    ...chunks.map((chunk) => modulePreloadTag(chunk.file)),
    ...css.map((file) => stylePreloadTag(file, 'low')),
  ];
}

/** The page to send; the server hashes its inline `<style>` blocks into its policy. */
export interface LandingPage {
  readonly html: string;
  /**
   * True when the address names nothing (a path the app does not route, a code that cannot be
   * one, or one the core service answered 404 for): the server sends its static shell with 404,
   * and the app shows the same not-found page as before (issue 38). `html` is then empty.
   */
  readonly notFound?: boolean;
  /** The exact texts of the inline scripts the page carries: the server hashes them into its policy. */
  readonly inlineScripts?: readonly string[];
}

const NOT_FOUND: LandingPage = { html: '', notFound: true };

/** The services one page is rendered with; `responses` collects the answers the page carries. */
function servicesFor(options: LandingPageOptions, responses: SeededResponse[]): AppServices {
  return serverServices(options.origin, responses, options.fetch, options.config, options.logger);
}

/** The chunks a screen needs (itself and what it imports), depth first, each once. */
function chunksOf(manifest: Manifest, key: string, seen = new Set<string>()): ManifestChunk[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [...(chunk.imports ?? []).flatMap((k) => chunksOf(manifest, k, seen)), chunk];
}

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c,
  );

/**
 * index.html's root, from its opening tag to the marker that follows it (the template owns both):
 * a rendered page puts its markup in place of the static shell between them.
 */
const ROOT_OPEN = '<div id="root">';
const ROOT_END = '<!-- /root';

/** Where index.html's root starts and where what follows it starts; null without both markers. */
function rootIn(template: string): { readonly start: number; readonly end: number } | null {
  const start = template.indexOf(ROOT_OPEN);
  const end = template.indexOf(ROOT_END, start);
  return start < 0 || end < 0 ? null : { start, end };
}

/**
 * A rendered page's styles, inline (the server hashes them into its policy): the CSS of what
 * index.html loads (the views') and of the screen's `chunks`, and the location's theme.
 */
function pageStyles(options: LandingPageOptions, chunks: readonly ManifestChunk[], theme: Theme) {
  const pageChunks = Object.values(options.manifest).filter((chunk) =>
    options.template.includes(chunk.file),
  );
  const css = [...new Set([...pageChunks, ...chunks].flatMap((chunk) => chunk.css ?? []))]
    .map((file) => options.readAsset(file))
    .join('\n');
  const vars = Object.entries(themeStyle(theme) as Record<string, string>);
  const themeRule = `.app-layout{${vars.map(([name, value]) => `${name}:${value}`).join(';')}}`;
  return [`<style>${css}</style>`, `<style id="${THEME_STYLE_ID}">${themeRule}</style>`];
}

/** `<link rel="modulepreload">` for a `<script type="module" src>` tag: fetched, not run. */
function modulePreloadOf(script: string): string {
  const attributes = /<script type="module"([^>]*)><\/script>/.exec(script)?.[1] ?? '';
  return `<link rel="modulepreload"${attributes.replace(/\bsrc=/, 'href=')}>`;
}

/**
 * The tag of a rendered page's one script (src/start-up/landing-script.ts, an entry of its own),
 * null if the build has none. Its text goes inline, so the first paint's wait for code costs no round
 * trip; the server allows exactly that text by its hash (`inline`). Built with no imports and
 * absolute asset paths, it runs the same at any address. A text the HTML parser would end early
 * goes as a file instead.
 */
function afterPaintScript(
  options: LandingPageOptions,
): { readonly tag: string; readonly inline: readonly string[] } | null {
  const file = options.manifest[AFTER_PAINT_ENTRY]?.file;
  if (file === undefined) return null;
  const text = options.readAsset(file);
  if (/<\/script|<!--/i.test(text)) {
    const src = `/${escapeHtml(file)}`;
    return { tag: `<script type="module" crossorigin src="${src}"></script>`, inline: [] };
  }
  return { tag: `<script type="module">${text}</script>`, inline: [text] };
}

/**
 * The landing of a code (`/{code}`, `/{code}/user/{uid}`) rendered on the server: the guest sees
 * the location, its people and its tips in the first paint instead of a spinner, and the browser
 * hydrates that markup once the views' code has arrived. The services' answers travel in the page,
 * so the browser's own opening of the code costs no round trip and reaches the same screen.
 * `notFound` for an address that names nothing (the server answers 404 with its shell). Null for
 * any other address, a code that does not open, or a service slower than `timeoutMs`: the static
 * shell is served and the browser opens the code itself.
 */
export async function renderLandingPage(
  path: string,
  pageOptions: LandingPageOptions,
): Promise<LandingPage | null> {
  const locale = landingLocale(pageOptions.acceptLanguage);
  await loadLocale(locale);
  const options = inLocale(pageOptions, locale);
  const route = parsePath(path);
  if (route.kind === 'not-found') return NOT_FOUND;
  if (route.kind === 'code' && parseCode(route.code) === null) return NOT_FOUND;
  if (route.kind === 'intent' && route.screen === null) {
    return prepareIntentEntry(path, route, options, locale);
  }
  if (route.kind !== 'code' || (route.screen !== null && route.screen !== 'user')) return null;
  if (rootIn(options.template) === null) return null;
  const responses: SeededResponse[] = [];
  // A code the core service does not know answers 404; a service that fails is no such answer.
  let serviceSaidNotFound = false;
  const fetch = options.fetch ?? ((url: string, init: RequestInit) => globalThis.fetch(url, init));
  const services = servicesFor(
    {
      ...options,
      fetch: async (url, init) => {
        const response = await fetch(url, init);
        if (response.status === 404) serviceSaidNotFound = true;
        return response;
      },
    },
    responses,
  );
  const core = createAppTipping(services);
  const settled = landingSettled(core, options.timeoutMs ?? 1500);
  // The same entry decision as the browser's (the core's `enter`).
  openEntry(core, route);
  await settled;
  const landing = core.landing.store.getSnapshot();
  if (landing.status === 'not-found' && serviceSaidNotFound) return NOT_FOUND;
  if (landing.status !== 'ready') return null;
  const flow = core.flow.store.getSnapshot();
  const step = currentStep(flow);
  const [screen, nextScreen] = screensFrom(flow);
  if (screen !== undefined) await loadScreen(screen);

  // React's resource hints (the logo's preload) go in the head, ahead of the code.
  activateLocale(locale);
  const { markup, hints } = renderRoutes(services, core, path);

  const chunks = screen === undefined ? [] : chunksOf(options.manifest, screenSource(screen));
  const preloads = chunks
    .map((chunk) => chunk.file)
    .filter((file) => !options.template.includes(file))
    .map(modulePreloadTag)
    .concat(localePreload(options, locale))
    .concat(nextScreenPreloads(options, chunks, nextScreen));
  const data = serializeLandingData({ path, step, responses });
  const head = [
    ...hints,
    ...pageStyles(options, chunks, landing.theme),
    `<script type="application/json" id="${LANDING_DATA_ID}">${data}</script>`,
  ];
  const code = codeAfterPaint(options, preloads);
  // Inert until hydrated: a tap on markup without its code would be lost.
  return { html: pageOf(code, head, '<div id="root" inert>', markup), inlineScripts: code.inline };
}

/**
 * index.html (without its code) with `head` ending the head, and `markup` in the root (opened by
 * `rootTag`) followed by the code's tags.
 */
function pageOf(
  code: { readonly template: string; readonly tail: readonly string[] },
  head: readonly string[],
  rootTag: string,
  markup: string,
): string {
  // A replacer function: a `$&` or `$$` in a service's text is text, not a replacement pattern.
  const page = code.template.replace('</head>', () => `  ${head.join('\n    ')}\n  </head>`);
  const root = rootIn(page);
  if (root === null) return page;
  const body = `${rootTag}${markup}</div>\n    ${code.tail.join('\n    ')}\n    `;
  return page.slice(0, root.start) + body + page.slice(root.end);
}

/**
 * The views at `path` over `core`, as the browser renders them: the markup, and apart the resource
 * hints React writes ahead of it (`<link>`s: the logo's preload).
 */
function renderRoutes(
  services: AppServices,
  core: Tipping,
  path: string,
): { readonly markup: string; readonly hints: readonly string[] } {
  const html = renderToString(
    <AppRoot container={createContainer(services, core)}>
      <StaticRouter location={path}>
        <AppRoutes />
      </StaticRouter>
    </AppRoot>,
  );
  const hints = /^(<link [^>]*\/>)+/.exec(html)?.[0];
  return hints === undefined
    ? { markup: html, hints: [] }
    : { markup: html.slice(hints.length), hints: [hints] };
}

/**
 * A page's code when the page paints without it: index.html's scripts and preloads, and the
 * screen's `preloads`. None of it is fetched or run before the first paint: on a slow phone 130 KB
 * arriving and running (evaluation, hydration, the first Intl objects) would compete with that
 * paint. Both wait in `<template>`s (inert): the page's one script, inline, adds the preloads once
 * the page has painted and the scripts once the locale data is loaded too
 * (start-up/3-code-after-paint.ts). Returns index.html without its code, and the tags to end the
 * body.
 */
function codeAfterPaint(
  options: LandingPageOptions,
  preloads: readonly string[],
): {
  readonly template: string;
  readonly tail: readonly string[];
  readonly inline: readonly string[];
} {
  const scripts: string[] = [];
  const fetches: string[] = [];
  const template = options.template.replace(
    /\s*<(script type="module"[^>]*><\/script|link rel="(?:modulepreload|preload)"[^>]*)>/g,
    (tag) => {
      (tag.includes('<script') ? scripts : fetches).push(tag.trim());
      return '';
    },
  );
  const afterPaint = afterPaintScript(options);
  if (afterPaint === null)
    return { template, tail: [...scripts, ...fetches, ...preloads], inline: [] };
  const preloading = [...scripts.map(modulePreloadOf), ...fetches, ...preloads].join('');
  return {
    template,
    tail: [
      `<template id="${FETCH_TEMPLATE_ID}">${preloading}</template>`,
      `<template id="${CODE_TEMPLATE_ID}">${scripts.join('')}</template>`,
      afterPaint.tag,
    ],
    inline: afterPaint.inline,
  };
}

/** The answer, or null once `ms` have passed without one. */
function within<T>(answer: Promise<T>, ms: number): Promise<T | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), ms)));
  return Promise.race([answer, late]).finally(() => clearTimeout(timer));
}

/** An http(s) address of an image (absolute or same-origin), or null for anything else. */
function imageAddress(src: string | null, origin: string): string | null {
  if (src === null) return null;
  try {
    return /^https?:$/.test(new URL(src, origin).protocol) ? src : null;
  } catch {
    return null;
  }
}

/**
 * A QR or pay-later entry (`/qr/{id}/{intent}`) prepared on the server. Its exchange carries the
 * guest's device id, so the browser makes it and renders the screen; but the address names the
 * location, so the server previews the entry (`preview-intent.ts`: the location's three
 * answers, the calls the browser's exchange makes beside it) and sends index.html with what the
 * guest sees while the exchange runs (the location's header over the spinner, styled and themed
 * inline), those answers in the page, the location's logo preloaded at high priority and the
 * proposed tip's code preloaded after the page's own. The browser's own opening reaches the same
 * state from those answers and renders over it; it waits on its exchange and its code only.
 * Null (the plain static shell) when the services are slower than `timeoutMs`.
 */
async function prepareIntentEntry(
  path: string,
  route: Extract<Route, { kind: 'intent' }>,
  options: LandingPageOptions,
  locale: Locale,
): Promise<LandingPage | null> {
  const responses: SeededResponse[] = [];
  const services = servicesFor(options, responses);
  const core = await within(
    previewIntent(services, { type: route.type, id: route.id, intent: route.intent }),
    options.timeoutMs ?? 1500,
  );
  if (core === null) return null;
  const landing = core.landing.store.getSnapshot();
  const logo =
    landing.location === null ? null : imageAddress(landing.location.logo, options.origin);
  // The header is the same in every answer of the exchange (decision 0009): the views render over
  // it and never swap it for another. Nothing in it needs code (its links are links). Without a
  // location, the static shell.
  const painted = landing.location !== null && rootIn(options.template) !== null;
  const data = serializeLandingData({ path, step: null, responses });
  const head = [
    ...(logo === null
      ? []
      : [`<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(logo)}">`]),
    // Styled and themed at once, as a rendered landing is.
    ...(painted ? pageStyles(options, [], landing.theme) : []),
    `<script type="application/json" id="${LANDING_DATA_ID}">${data}</script>`,
  ];
  const screen = screenOfStep(INTENT_FIRST_STEP);
  const chunks = screen === null ? [] : chunksOf(options.manifest, screenSource(screen));
  // What the screen needs beyond what index.html already fetches: its chunk and its CSS (the views
  // add that as a stylesheet with crossorigin: this preload is the same fetch).
  const files = [...new Set(chunks.flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]))].filter(
    (file) => !options.template.includes(file),
  );
  const preloads = files
    .map((file) => (file.endsWith('.css') ? stylePreloadTag(file) : modulePreloadTag(file)))
    .concat(localePreload(options, locale));
  if (!painted) {
    const html = options.template
      .replace('</head>', () => `  ${head.join('\n    ')}\n  </head>`)
      .replace('</body>', () => `  ${preloads.join('\n    ')}\n  </body>`);
    return { html };
  }
  // React's preload of the logo is left out: the head has it already.
  activateLocale(locale);
  const { markup } = renderRoutes(services, core, path);
  // The page paints without code, so its code comes after that paint, as a rendered landing's.
  const code = codeAfterPaint(options, preloads);
  return { html: pageOf(code, head, '<div id="root">', markup), inlineScripts: code.inline };
}

import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import {
  currentStep,
  parseCode,
  parsePath,
  type Logger,
  type StepName,
  type Theme,
  type Tipping,
} from '@tipwell/core';
import { AppRoot } from '../app/app-root';
import { themeStyle } from '../app/theme-style';
import type { AppConfig } from '../config';
import type { AppServices } from '../di/app-services';
import { createContainer } from '../di/create-container';
import { createAppTipping } from '../di/create-tipping';
import {
  LANDING_DATA_ID,
  serializeLandingData,
  THEME_STYLE_ID,
  type SeededResponse,
} from '../di/landing-data';
import { serverServices, type ServerFetch } from '../di/server-services';
import { acceptedLanguages, chooseLocale, directionOf, type Locale } from '../i18n/locales';
import { activateLocale, loadLocale, t } from '../i18n/translator';
import { AppRoutes } from '../routes/app-routes';
import { landingDrawable, landingSettled, openEntry } from '../routes/open-entry';
import { loadScreenAsDrawn, screenSource, screensFrom } from '../routes/screen-loaders';
import { CODE_TEMPLATE_ID, FETCH_TEMPLATE_ID } from '../start-up/3-code-after-paint';

/** One chunk of Vite's build manifest (`dist/.vite/manifest.json`). */
export interface ManifestChunk {
  readonly file: string;
  readonly css?: readonly string[];
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
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
  /**
   * The guest's device id (the server's cookie, decision 0012): a QR or pay-later entry is
   * exchanged for it and rendered. Without it, such an entry gets the static shell.
   */
  readonly deviceId?: string;
}

/** The language a landing is rendered in for this `Accept-Language` (the server's cache key). */
export function landingLocale(acceptLanguage: string | undefined): Locale {
  return chooseLocale(acceptedLanguages(acceptLanguage));
}

/**
 * Whether the page at `path` is every guest's (a code's landing: the server may keep it and share
 * one render), or made for one guest's device (a QR or pay-later entry: never kept or shared).
 */
export function landingIsShared(path: string): boolean {
  return parsePath(path).kind !== 'intent';
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

/**
 * The page of a code's landing (`/{code}`, `/{code}/user/{uid}`) or, for the guest's device, of a
 * QR or pay-later entry (`/qr/{id}/{intent}`; ARCHITECTURE.md, decision 0012): its markup, inert
 * until the views hydrate it, and the services' answers, so the browser reaches the same screen
 * without a round trip. A landing on the payment step (an intent with its total) is rendered once
 * its fees have answered (its card form is the browser's); if they fail, the page carries the
 * answers only and the browser asks again. `notFound` for an address that names nothing (the
 * server answers 404 with its shell). Null for any other address, a landing that does not open,
 * or a service slower than `timeoutMs`: the static shell is served.
 */
export async function renderLandingPage(
  path: string,
  pageOptions: LandingPageOptions,
): Promise<LandingPage | null> {
  const locale = landingLocale(pageOptions.acceptLanguage);
  await loadLocale(locale);
  // index.html in the guest's language: `<html lang dir>` and the static shell's words.
  activateLocale(locale);
  const template = pageOptions.template
    .replace(/<html lang="[^"]*"/, () => `<html lang="${locale}" dir="${directionOf(locale)}"`)
    .replace('aria-label="Loading"', () => `aria-label="${escapeHtml(t('app.loading'))}"`);
  const options = { ...pageOptions, template };
  const route = parsePath(path);
  if (route.kind === 'not-found') return NOT_FOUND;
  if (route.kind === 'code' && parseCode(route.code) === null) return NOT_FOUND;
  const responses: SeededResponse[] = [];
  // A code the core service does not know answers 404; a service that fails is no such answer.
  let serviceSaidNotFound = false;
  const fetch = options.fetch ?? ((url: string, init: RequestInit) => globalThis.fetch(url, init));
  const watched: ServerFetch = async (url, init) => {
    const response = await fetch(url, init);
    if (response.status === 404) serviceSaidNotFound = true;
    return response;
  };
  const services = serverServices(
    options.origin,
    responses,
    watched,
    options.config,
    options.logger,
    options.deviceId,
  );
  if (route.kind !== 'code' && route.kind !== 'intent') return null;
  const isLanding =
    route.kind === 'code'
      ? route.screen === null || route.screen === 'user'
      : route.screen === null && options.deviceId !== undefined;
  if (!isLanding || rootIn(options.template) === null) return null;
  const core = createAppTipping(services);
  const settled = landingSettled(core, options.timeoutMs ?? 1500);
  openEntry(core, route); // the browser's entry decision (the core's `enter`)
  await settled;
  const landing = core.landing.store.getSnapshot();
  if (landing.status === 'not-found' && serviceSaidNotFound) return NOT_FOUND;
  if (landing.status !== 'ready') return null;
  const flow = core.flow.store.getSnapshot();
  if (!landingDrawable(core)) {
    // A payment step without its fees: the answers go, and the browser asks again.
    const answers = answersTag(path, null, responses);
    return { html: options.template.replace('</head>', () => `  ${answers}\n  </head>`) };
  }
  const [screen, next] = screensFrom(flow);
  if (screen !== undefined) await loadScreenAsDrawn(screen);
  // React's resource hints (the logo's preload) go in the head, ahead of the code.
  const { markup, hints } = renderRoutes(services, core, path, locale);
  const chunks = screen === undefined ? [] : drawnChunksOf(options.manifest, screenSource(screen));
  // Fetched after the page's own code: the screen's scripts (its CSS is inline), the language's
  // catalog, then the screen a tap further on, its scripts before its style sheets.
  const inPage = (file: string): boolean => options.template.includes(file);
  const first = new Set(filesOf(chunks));
  const later = filesOf(
    next === undefined ? [] : chunksOf(options.manifest, screenSource(next)),
  ).filter((file) => !inPage(file) && !first.has(file));
  const preloads = [
    ...chunks.map((chunk) => chunk.file).filter((file) => !inPage(file)),
    ...localeFile(options, locale),
    ...later.filter((file) => !isCss(file)),
    ...later.filter(isCss),
  ].map(preloadTag);
  const head = [
    ...hints,
    ...pageStyles(options, chunks, landing.theme),
    answersTag(path, currentStep(flow), responses),
  ];
  return pageWith(options, head, preloads, markup);
}

/**
 * No frame before the root's markup is parsed to its end (decision 0049): a page painted while its
 * HTML was still arriving drew part of the footer, which sits at the bottom of a short screen, and
 * moved it up when the rest came (CLS 0.02 on /L100). Chromium's `rel=expect` holds the first frame
 * until the element it names is in the document (its start, not its end: hence an empty element
 * after the root); other engines ignore it.
 */
const ROOT_END_ID = 'tipwell-root-end';
const EXPECT_ROOT_END = `<link rel="expect" href="#${ROOT_END_ID}" blocking="render">`;

/**
 * index.html with `head` (its style sheets inline: `pageStyles`) ending its head and `markup` in
 * its root, inert until hydrated (a tap on markup without its code would be lost: start-up step 1
 * holds it), followed by its code for after the first paint: index.html's
 * scripts and preloads, and `preloads`, wait in two `<template>`s that the page's one script,
 * inline, adds once the page has painted (start-up/3-code-after-paint.ts). That script's text is
 * inline (no round trip before the code), allowed by its hash; a text the HTML parser would end
 * early goes as a file.
 */
function pageWith(
  options: LandingPageOptions,
  head: readonly string[],
  preloads: readonly string[],
  markup: string,
): LandingPage {
  const scripts: string[] = [];
  const fetches: string[] = [];
  const template = options.template.replace(
    /\s*<(script type="module"[^>]*><\/script|link rel="(?:modulepreload|preload)"[^>]*)>/g,
    (tag) => {
      // index.html's style sheets are inline in the page's head (`pageStyles`): not fetched.
      if (!/\bas="style"/.test(tag)) (tag.includes('<script') ? scripts : fetches).push(tag.trim());
      return '';
    },
  );
  const file = options.manifest[AFTER_PAINT_ENTRY]?.file;
  const text = file === undefined ? '' : options.readAsset(file);
  const inline = file !== undefined && !/<\/script|<!--/i.test(text);
  // A script's modulepreload: fetched, not run.
  const fetchOf = (script: string): string => {
    const attributes = /<script type="module"([^>]*)><\/script>/.exec(script)?.[1] ?? '';
    return `<link rel="modulepreload"${attributes.replace(/\bsrc=/, 'href=')}>`;
  };
  const preloading = [...scripts.map(fetchOf), ...fetches, ...preloads].join('');
  const tail =
    file === undefined
      ? [...scripts, ...fetches, ...preloads]
      : [
          `<template id="${FETCH_TEMPLATE_ID}">${preloading}</template>`,
          `<template id="${CODE_TEMPLATE_ID}">${scripts.join('')}</template>`,
          inline
            ? `<script type="module">${text}</script>`
            : `<script type="module" crossorigin src="/${escapeHtml(file)}"></script>`,
        ];
  // A replacer function: a `$&` or `$$` in a service's text is text, not a replacement pattern.
  const page = template.replace(
    '</head>',
    () => `  ${[...head, EXPECT_ROOT_END].join('\n    ')}\n  </head>`,
  );
  const root = rootIn(page);
  const rootEnd = `<template id="${ROOT_END_ID}"></template>`;
  const body = `<div id="root" inert>${markup}</div>\n    ${[rootEnd, ...tail].join('\n    ')}\n    `;
  const html = root === null ? page : page.slice(0, root.start) + body + page.slice(root.end);
  return { html, inlineScripts: inline ? [text] : [] };
}

/**
 * The views at `path` over `core` in `locale`, as the browser renders them: the markup, and apart
 * the resource hints React writes ahead of it (`<link>`s: the logo's preload).
 */
function renderRoutes(
  services: AppServices,
  core: Tipping,
  path: string,
  locale: Locale,
): { readonly markup: string; readonly hints: readonly string[] } {
  activateLocale(locale);
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

/** The style sheets a rendered page carries inline: what index.html loads and the screen's. */
function inlineSheets(options: LandingPageOptions, chunks: readonly ManifestChunk[]): string[] {
  const pageChunks = Object.values(options.manifest).filter((chunk) =>
    options.template.includes(chunk.file),
  );
  return [...new Set([...pageChunks, ...chunks].flatMap((chunk) => chunk.css ?? []))];
}

/**
 * A rendered page's styles, inline (the server hashes them into its policy): the CSS of what
 * index.html loads (the views') and of the screen's `chunks`, and the location's theme. Each
 * sheet is also named by a disabled `<link rel="stylesheet">` that matches no media, which no
 * browser fetches or applies: Vite's loader adds a chunk's sheet only when no such link names it,
 * so the views' import does not load the same rules a second time (a fetch and a style
 * recalculation of the whole page per sheet, and every later recalculation matching each rule
 * twice). `disabled` alone is not enough: the preload scanners of Chromium 150 and Firefox ESR
 * 140 fetch such a sheet (WebKit stopped in WebKit/WebKit#61374); none fetches one whose media
 * matches nothing.
 */
function pageStyles(options: LandingPageOptions, chunks: readonly ManifestChunk[], theme: Theme) {
  const sheets = inlineSheets(options, chunks);
  const css = sheets.map((file) => options.readAsset(file)).join('\n');
  const vars = Object.entries(themeStyle(theme) as Record<string, string>);
  const themeRule = `.app-layout{${vars.map(([name, value]) => `${name}:${value}`).join(';')}}`;
  return [
    `<style>${css}</style>`,
    `<style id="${THEME_STYLE_ID}">${themeRule}</style>`,
    ...sheets.map(
      (file) => `<link rel="stylesheet" href="/${escapeHtml(file)}" media="not all" disabled>`,
    ),
  ];
}

/** The services' answers the page carries, for the browser's HTTP client (di/landing-data.ts). */
function answersTag(path: string, step: StepName | null, responses: SeededResponse[]): string {
  const data = serializeLandingData({ path, step, responses });
  return `<script type="application/json" id="${LANDING_DATA_ID}">${data}</script>`;
}

/** The chunks a screen needs (itself and what it imports), depth first, each once. */
function chunksOf(manifest: Manifest, key: string, seen = new Set<string>()): ManifestChunk[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [...(chunk.imports ?? []).flatMap((k) => chunksOf(manifest, k, seen)), chunk];
}

/**
 * The chunks a screen's first render draws: its own (`chunksOf`) and those it imports dynamically,
 * which it loads as it shows (the payment screen's policy sentence, `codeItDraws`): their styles
 * go inline and their scripts are fetched first.
 */
function drawnChunksOf(manifest: Manifest, key: string): ManifestChunk[] {
  const seen = new Set<string>();
  const own = chunksOf(manifest, key, seen);
  const drawn = (manifest[key]?.dynamicImports ?? []).flatMap((k) => chunksOf(manifest, k, seen));
  return [...own, ...drawn];
}

/** The files of `chunks`, each once: a chunk's script, then its style sheets. */
const filesOf = (chunks: readonly ManifestChunk[]): string[] => [
  ...new Set(chunks.flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])])),
];

/** The page's language's catalog (a small chunk; en-US is in the views' code), if it has one. */
function localeFile(options: LandingPageOptions, locale: Locale): string[] {
  const file = options.manifest[`src/i18n/locales/${locale}.ts`]?.file;
  return file === undefined ? [] : [file];
}

const isCss = (file: string): boolean => file.endsWith('.css');

/**
 * A chunk's script or style sheet fetched at low priority, not run or applied, until the views ask
 * for it as Vite's loader does (with crossorigin: the same fetch).
 */
function preloadTag(file: string): string {
  const href = `/${escapeHtml(file)}`;
  if (!isCss(file))
    return `<link rel="modulepreload" crossorigin fetchpriority="low" href="${href}">`;
  return `<link rel="preload" as="style" crossorigin fetchpriority="low" href="${href}">`;
}

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c,
  );

/**
 * Where index.html's root starts and where what follows it starts (the `<!-- /root` marker after
 * it; the template owns both): a rendered page's markup goes between them. Null without both.
 */
function rootIn(template: string): { readonly start: number; readonly end: number } | null {
  const start = template.indexOf('<div id="root">');
  const end = template.indexOf('<!-- /root', start);
  return start < 0 || end < 0 ? null : { start, end };
}

/** What the fingerprint records about the browser (OS, vendor, browser, engine, versions). */
export interface BrowserTraits {
  readonly os: string;
  readonly osVersion: string;
  readonly vendor: string;
  readonly browser: string;
  readonly browserVersion: string;
  readonly engine: string;
  readonly engineVersion: string;
}

/** The parts of `navigator` the fingerprint reads (injectable for tests). */
export interface NavigatorLike {
  readonly userAgent: string;
  readonly vendor?: string;
}

const MAX_FIELD = 64;

function clip(text: string): string {
  return text.slice(0, MAX_FIELD);
}

function version(userAgent: string, pattern: RegExp): string {
  const match = pattern.exec(userAgent);
  return (match?.[1] ?? '').replace(/_/g, '.');
}

function detectOs(ua: string): { os: string; osVersion: string } {
  if (/iPhone|iPad|iPod/.test(ua))
    return { os: 'iOS', osVersion: version(ua, /OS (\d+(?:_\d+)*)/) };
  if (/Android/.test(ua))
    return { os: 'Android', osVersion: version(ua, /Android (\d+(?:\.\d+)*)/) };
  if (/Windows NT/.test(ua))
    return { os: 'Windows', osVersion: version(ua, /Windows NT (\d+(?:\.\d+)*)/) };
  if (/CrOS/.test(ua))
    return { os: 'Chrome OS', osVersion: version(ua, /CrOS \S+ (\d+(?:\.\d+)*)/) };
  if (/Mac OS X/.test(ua))
    return { os: 'macOS', osVersion: version(ua, /Mac OS X (\d+(?:[._]\d+)*)/) };
  if (/Linux/.test(ua)) return { os: 'Linux', osVersion: '' };
  return { os: 'unknown', osVersion: '' };
}

/** Order matters: Edge, Opera and Samsung also say "Chrome"; every iOS browser also says "Safari". */
const BROWSERS: readonly (readonly [string, RegExp])[] = [
  ['Edge', /Edg(?:e|A|iOS)?\/(\d+(?:\.\d+)*)/],
  ['Opera', /(?:OPR|OPT)\/(\d+(?:\.\d+)*)/],
  ['Samsung Internet', /SamsungBrowser\/(\d+(?:\.\d+)*)/],
  ['Firefox', /(?:Firefox|FxiOS)\/(\d+(?:\.\d+)*)/],
  ['Chrome', /(?:Chrome|CriOS)\/(\d+(?:\.\d+)*)/],
  ['Safari', /Version\/(\d+(?:\.\d+)*).*Safari\//],
];

function detectBrowser(ua: string): { browser: string; browserVersion: string } {
  for (const [browser, pattern] of BROWSERS) {
    const match = pattern.exec(ua);
    if (match) return { browser, browserVersion: match[1] ?? '' };
  }
  return { browser: 'unknown', browserVersion: '' };
}

function detectEngine(ua: string, os: string): { engine: string; engineVersion: string } {
  // Every iOS browser runs WebKit, whatever its name says.
  if (os !== 'iOS' && /Chrome\//.test(ua))
    return { engine: 'Blink', engineVersion: version(ua, /Chrome\/(\d+(?:\.\d+)*)/) };
  if (/AppleWebKit\//.test(ua))
    return { engine: 'WebKit', engineVersion: version(ua, /AppleWebKit\/(\d+(?:\.\d+)*)/) };
  if (/Gecko\//.test(ua))
    return { engine: 'Gecko', engineVersion: version(ua, /rv:(\d+(?:\.\d+)*)/) };
  return { engine: 'unknown', engineVersion: '' };
}

/** Reads the traits from a user-agent string; unknown parts read 'unknown' (never throws). */
export function readBrowserTraits(navigator: NavigatorLike): BrowserTraits {
  const ua = navigator.userAgent;
  const { os, osVersion } = detectOs(ua);
  const { browser, browserVersion } = detectBrowser(ua);
  const { engine, engineVersion } = detectEngine(ua, os);
  return {
    os,
    osVersion: clip(osVersion),
    vendor: clip(navigator.vendor ?? ''),
    browser,
    browserVersion: clip(browserVersion),
    engine,
    engineVersion: clip(engineVersion),
  };
}

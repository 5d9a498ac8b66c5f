import { PROVIDER_ENVIRONMENTS, type ProviderEnvironment } from './security/provider-origins';
import { PROCESSORS } from '@tipwell/core/vocabulary';
import type { WebProcessor } from './processors';

/** The keys of the web app's AppConfig (apps/web/src/config.ts) the server sets for the browser. */
export const BROWSER_KEYS = [
  'ipLookupUrl',
  'productName',
  'termsUrl',
  'supportEmail',
  'adyenClientKey',
  'adyenEnvironment',
  'squareApplicationId',
  'squareLocationId',
  'squareScriptUrl',
  'globalPaymentsPublicApiKey',
  'globalPaymentsEnv',
  'globalPaymentsScriptUrl',
  'insightsUrl',
] as const;

/**
 * What the browser is told (`<meta name="tipwell-config">`). The services are always this
 * server's own paths (its reverse proxy), so the page never names an upstream.
 */
export type BrowserConfig = Readonly<Record<(typeof BROWSER_KEYS)[number], string>>;

/** The server's whole configuration, read once at start from the environment (README's table). */
export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  /** Load balancers in front whose X-Forwarded-For is believed (the guest's IP for /api/ip). */
  readonly trustProxyHops: number;
  /** The core service, e.g. `https://core.example.com/api` (the browser's `/api/core/*` goes there). */
  readonly coreServiceUrl: URL;
  readonly tipsServiceUrl: URL;
  /** The sandbox card processor and its demo assets (`/sandbox-provider/*`, `/sandbox-assets/*`); null: none. */
  readonly sandboxProcessorUrl: URL | null;
  /** The processors the business uses: the Content-Security-Policy allows these providers. */
  readonly processors: readonly WebProcessor[];
  readonly providerEnvironment: ProviderEnvironment;
  readonly browser: BrowserConfig;
  /** A proxied request's time to its answer's headers; POSTs are never retried. */
  readonly upstreamTimeoutMs: number;
  /** After this a landing is left to the browser: the static shell is sent. */
  readonly renderBudgetMs: number;
  /** /readyz: the core service must answer within this. */
  readonly readyTimeoutMs: number;
  /** A rendered landing is reused for this long per address (public data only); 0: never. */
  readonly renderCacheMs: number;
  /** false: every page is the static shell (the renderer is not loaded). */
  readonly renderLandings: boolean;
  /** SIGTERM: in-flight requests get this long to finish. */
  readonly shutdownGraceMs: number;
  readonly logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'silent';
  /** The guests' journey events (decision 0022): where `POST /api/insights` hands them on. */
  readonly insights: InsightsConfig;
}

export interface InsightsConfig {
  /** 'collector': POSTed on to `collectorUrl`; 'log': JSON lines in the log; 'off': not measured. */
  readonly mode: 'collector' | 'log' | 'off';
  readonly collectorUrl: URL;
  /** Requests per minute one client address may send to `/api/insights` (a venue's Wi-Fi). */
  readonly ratePerMinute: number;
  /** Requests per minute one journey (one guest's tab) may send. */
  readonly ratePerJourneyPerMinute: number;
}

/** The local sandbox, as `npm start` runs it beside the server. */
export const DEFAULT_SANDBOX_ORIGIN = 'http://127.0.0.1:8787';

/** One variable that did not validate: its name and what it expects. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';

  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  }
}

type Env = Readonly<Record<string, string | undefined>>;

/** Reads one variable; an unset or empty one is its default. Problems are collected, not thrown. */
class Reader {
  readonly problems: string[] = [];

  constructor(private readonly env: Env) {}

  private raw(name: string): string | undefined {
    const value = this.env[name]?.trim();
    return value === undefined || value === '' ? undefined : value;
  }

  /** Whether the variable is set to the empty string (turns an optional upstream off). */
  emptied(name: string): boolean {
    return this.env[name] !== undefined && this.env[name]?.trim() === '';
  }

  text(name: string, fallback: string, max = 200): string {
    const value = this.raw(name) ?? fallback;
    if (value.length > max || [...value].some((c) => c.charCodeAt(0) < 0x20)) {
      this.problems.push(`${name}: expected text of at most ${max} characters`);
    }
    return value;
  }

  integer(name: string, fallback: number, min: number, max: number): number {
    const raw = this.raw(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || value < min || value > max) {
      this.problems.push(`${name}: expected a whole number from ${min} to ${max}, got "${raw}"`);
      return fallback;
    }
    return value;
  }

  oneOf<T extends string>(name: string, fallback: T, allowed: readonly T[]): T {
    const raw = this.raw(name);
    if (raw === undefined) return fallback;
    if (!(allowed as readonly string[]).includes(raw)) {
      this.problems.push(`${name}: expected one of ${allowed.join(', ')}, got "${raw}"`);
      return fallback;
    }
    return raw as T;
  }

  listOf<T extends string>(name: string, fallback: readonly T[], allowed: readonly T[]): T[] {
    const raw = this.raw(name);
    if (raw === undefined) return [...fallback];
    const items = raw.split(',').map((item) => item.trim());
    const unknown = items.filter((item) => !(allowed as readonly string[]).includes(item));
    if (unknown.length > 0 || items.length === 0) {
      this.problems.push(
        `${name}: expected a comma-separated list of ${allowed.join(', ')}, got "${raw}"`,
      );
      return [...fallback];
    }
    return [...new Set(items as T[])];
  }

  /** An absolute http(s) URL (an upstream, or an https page such as the terms). */
  url(name: string, fallback: string, protocols: readonly string[] = ['http:', 'https:']): URL {
    const raw = this.raw(name) ?? fallback;
    try {
      const url = new URL(raw);
      if (!protocols.includes(url.protocol) || url.username !== '' || url.password !== '') {
        throw new Error('protocol');
      }
      return url;
    } catch {
      this.problems.push(
        `${name}: expected an absolute ${protocols.map((p) => p.slice(0, -1)).join(' or ')} URL without credentials, got "${raw}"`,
      );
      return new URL(fallback);
    }
  }

  /** A URL the browser fetches: absolute https/http, or a path on this server. */
  browserUrl(name: string, fallback: string): string {
    const raw = this.raw(name) ?? fallback;
    if (/^\/(?!\/)[^\s]*$/.test(raw)) return raw;
    return this.url(name, 'https://invalid.example').href === 'https://invalid.example/'
      ? fallback
      : raw;
  }

  email(name: string, fallback: string): string {
    const value = this.raw(name) ?? fallback;
    if (!/^[^\s@<>"']+@[^\s@<>"']+\.[^\s@<>"']+$/.test(value) || value.length > 254) {
      this.problems.push(`${name}: expected an e-mail address, got "${value}"`);
      return fallback;
    }
    return value;
  }
}

/** A service base without its trailing slash, so `base + /v3/…` joins cleanly. */
function serviceUrl(url: URL): URL {
  const copy = new URL(url.href);
  copy.pathname = copy.pathname.replace(/\/+$/, '');
  copy.search = '';
  copy.hash = '';
  return copy;
}

/**
 * Validates the environment. Nothing set is the local sandbox (`DEFAULT_SANDBOX_ORIGIN`); any
 * unknown or malformed value is a ConfigError naming every offending variable and what it expects.
 */
export function readServerConfig(env: Env): ServerConfig {
  const read = new Reader(env);
  const sandbox = read.url('SANDBOX_URL', DEFAULT_SANDBOX_ORIGIN);
  const processors = read.listOf('PAYMENT_PROCESSORS', ['sandbox'], PROCESSORS);
  const insightsMode = read.oneOf('INSIGHTS', 'collector', ['collector', 'log', 'off']);
  const config: ServerConfig = {
    port: read.integer('PORT', 8080, 0, 65535),
    host: read.text('HOST', '127.0.0.1', 255),
    trustProxyHops: read.integer('TRUST_PROXY_HOPS', 0, 0, 10),
    coreServiceUrl: serviceUrl(read.url('CORE_SERVICE_URL', `${sandbox.origin}/api/core`)),
    tipsServiceUrl: serviceUrl(read.url('TIPS_SERVICE_URL', `${sandbox.origin}/api/tips`)),
    // Set: that sandbox; set empty: none; unset: the local sandbox when its processor is in use.
    sandboxProcessorUrl:
      read.emptied('SANDBOX_PROCESSOR_URL') ||
      (env['SANDBOX_PROCESSOR_URL'] === undefined && !processors.includes('sandbox'))
        ? null
        : serviceUrl(read.url('SANDBOX_PROCESSOR_URL', sandbox.origin)),
    processors,
    providerEnvironment: read.oneOf('PROVIDER_ENVIRONMENT', 'test', PROVIDER_ENVIRONMENTS),
    browser: {
      ipLookupUrl: read.browserUrl('IP_LOOKUP_URL', '/api/ip'),
      productName: read.text('PRODUCT_NAME', 'Tipwell', 60),
      termsUrl: read.url('TERMS_URL', 'https://example.com/terms', ['https:']).href,
      supportEmail: read.email('SUPPORT_EMAIL', 'support@example.com'),
      adyenClientKey: read.text('ADYEN_CLIENT_KEY', ''),
      adyenEnvironment: read.oneOf('ADYEN_ENVIRONMENT', '', [
        '',
        'test',
        'live',
        'live-us',
        'live-au',
        'live-apse',
        'live-in',
      ]),
      squareApplicationId: read.text('SQUARE_APPLICATION_ID', ''),
      squareLocationId: read.text('SQUARE_LOCATION_ID', ''),
      squareScriptUrl: read.browserUrl('SQUARE_SCRIPT_URL', ''),
      globalPaymentsPublicApiKey: read.text('GLOBAL_PAYMENTS_PUBLIC_API_KEY', ''),
      globalPaymentsEnv: read.oneOf('GLOBAL_PAYMENTS_ENV', '', ['', 'sandbox', 'production']),
      globalPaymentsScriptUrl: read.browserUrl('GLOBAL_PAYMENTS_SCRIPT_URL', ''),
      insightsUrl: insightsMode === 'off' ? '' : '/api/insights',
    },
    upstreamTimeoutMs: read.integer('UPSTREAM_TIMEOUT_MS', 65_000, 100, 300_000),
    renderBudgetMs: read.integer('RENDER_BUDGET_MS', 1500, 10, 10_000),
    readyTimeoutMs: read.integer('READY_TIMEOUT_MS', 1000, 10, 30_000),
    renderCacheMs: read.integer('RENDER_CACHE_SECONDS', 10, 0, 300) * 1000,
    renderLandings: read.oneOf('RENDER_LANDINGS', 'on', ['on', 'off']) === 'on',
    shutdownGraceMs: read.integer('SHUTDOWN_GRACE_MS', 10_000, 0, 120_000),
    logLevel: read.oneOf('LOG_LEVEL', 'info', [
      'fatal',
      'error',
      'warn',
      'info',
      'debug',
      'silent',
    ]),
    insights: {
      mode: insightsMode,
      collectorUrl: read.url('INSIGHTS_COLLECTOR_URL', `${sandbox.origin}/collector/events`),
      // ~200 guests an hour behind one address, ~6 requests each, arriving in bursts (decision 0022).
      ratePerMinute: read.integer('INSIGHTS_RATE_PER_MINUTE', 300, 1, 10_000),
      ratePerJourneyPerMinute: read.integer('INSIGHTS_RATE_PER_JOURNEY_PER_MINUTE', 30, 1, 1000),
    },
  };
  if (read.problems.length > 0) throw new ConfigError(read.problems);
  return config;
}

import * as v from 'valibot';
import { PROVIDER_ENVIRONMENTS, type ProviderEnvironment } from './security/provider-origins';
import {
  PROCESSORS,
  readBrowserConfig,
  type BrowserConfig,
  type BrowserConfigWrite,
} from '@tipwell/core/vocabulary';
import type { WebProcessor } from './processors';

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
  /**
   * What the browser is told (`<meta name="tipwell-config">`): every key of the core's
   * `browserConfigSchema`. The services are always this server's own paths (its reverse proxy),
   * so the page never names an upstream.
   */
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
  /** `GET /metrics` (Prometheus text) on this port (0: a free one), never the guests'; null: none. */
  readonly metricsPort: number | null;
  /** Requests are shed (503, Retry-After) while the event loop lags past this; 0: never. */
  readonly maxEventLoopDelayMs: number;
  /** The guests' journey events (decision 0022): where `POST /api/insights` hands them on. */
  readonly insights: InsightsConfig;
  /** The web build to serve (`STATIC_DIR`); null: the one beside this server's build. */
  readonly staticDir: string | null;
  /** Spans exported through OpenTelemetry's SDK (its `OTEL_*` variables); null: off. */
  readonly openTelemetry: OpenTelemetryConfig | null;
}

export interface OpenTelemetryConfig {
  /** `OTEL_SERVICE_NAME` (the SDK reads it); unset: the server names itself. */
  readonly serviceName: string | null;
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

/** One line per variable that did not validate: its name and what it expects. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';

  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  }
}

type Env = Readonly<Record<string, string | undefined>>;

// One schema per kind of variable; each names what it expects and the value it got.

const text = (max: number) =>
  v.pipe(
    v.string(),
    v.check(
      (value) => value.length <= max && ![...value].some((c) => c.charCodeAt(0) < 0x20),
      `expected text of at most ${max} characters`,
    ),
  );

const integer = (min: number, max: number) =>
  v.pipe(
    v.string(),
    v.check(
      (raw) => /^\d+$/.test(raw) && Number(raw) >= min && Number(raw) <= max,
      (issue) => `expected a whole number from ${min} to ${max}, got "${String(issue.input)}"`,
    ),
    v.transform(Number),
  );

const oneOf = <const T extends string>(allowed: readonly T[]) =>
  v.picklist(
    allowed as readonly [T, ...T[]],
    (issue) => `expected one of ${allowed.join(', ')}, got "${String(issue.input)}"`,
  );

const listOf = <const T extends string>(allowed: readonly T[]) =>
  v.pipe(
    v.string(),
    v.check(
      (raw) => raw.split(',').every((item) => (allowed as readonly string[]).includes(item.trim())),
      (issue) =>
        `expected a comma-separated list of ${allowed.join(', ')}, got "${String(issue.input)}"`,
    ),
    v.transform((raw) => [...new Set(raw.split(',').map((item) => item.trim() as T))]),
  );

function isUrl(raw: string, protocols: readonly string[]): boolean {
  try {
    const url = new URL(raw);
    return protocols.includes(url.protocol) && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

/** An absolute http(s) URL without credentials (an upstream, or an https page such as the terms). */
const url = (protocols: readonly string[] = ['http:', 'https:']) =>
  v.pipe(
    v.string(),
    v.check(
      (raw) => isUrl(raw, protocols),
      (issue) =>
        `expected an absolute ${protocols.map((p) => p.slice(0, -1)).join(' or ')} URL without credentials, got "${String(issue.input)}"`,
    ),
    v.transform((raw) => new URL(raw)),
  );

/** A URL the browser fetches: absolute http(s), or a path on this server. */
const browserUrl = v.pipe(
  v.string(),
  v.check(
    (raw) => /^\/(?!\/)[^\s]*$/.test(raw) || isUrl(raw, ['http:', 'https:']),
    (issue) =>
      `expected a path on this server or an absolute http or https URL, got "${String(issue.input)}"`,
  ),
);

const email = v.pipe(
  v.string(),
  v.check(
    (value) => /^[^\s@<>"']+@[^\s@<>"']+\.[^\s@<>"']+$/.test(value) && value.length <= 254,
    (issue) => `expected an e-mail address, got "${String(issue.input)}"`,
  ),
);

/** Every variable the server reads (README: Configuration); unset or empty is undefined. */
const EnvSchema = v.object({
  NODE_ENV: v.optional(v.string()),
  PORT: v.optional(integer(0, 65535)),
  HOST: v.optional(text(255)),
  TRUST_PROXY_HOPS: v.optional(integer(0, 10)),
  SANDBOX_URL: v.optional(url()),
  CORE_SERVICE_URL: v.optional(url()),
  TIPS_SERVICE_URL: v.optional(url()),
  SANDBOX_PROCESSOR_URL: v.optional(url()),
  PAYMENT_PROCESSORS: v.optional(listOf(PROCESSORS)),
  PROVIDER_ENVIRONMENT: v.optional(oneOf(PROVIDER_ENVIRONMENTS)),
  IP_LOOKUP_URL: v.optional(browserUrl),
  PRODUCT_NAME: v.optional(text(60)),
  TERMS_URL: v.optional(url(['https:'])),
  SUPPORT_EMAIL: v.optional(email),
  ADYEN_CLIENT_KEY: v.optional(text(200)),
  ADYEN_ENVIRONMENT: v.optional(
    oneOf(['test', 'live', 'live-us', 'live-au', 'live-apse', 'live-in']),
  ),
  SQUARE_APPLICATION_ID: v.optional(text(200)),
  SQUARE_LOCATION_ID: v.optional(text(200)),
  SQUARE_SCRIPT_URL: v.optional(browserUrl),
  GLOBAL_PAYMENTS_PUBLIC_API_KEY: v.optional(text(200)),
  GLOBAL_PAYMENTS_ENV: v.optional(oneOf(['sandbox', 'production'])),
  GLOBAL_PAYMENTS_SCRIPT_URL: v.optional(browserUrl),
  UPSTREAM_TIMEOUT_MS: v.optional(integer(100, 300_000)),
  RENDER_BUDGET_MS: v.optional(integer(10, 10_000)),
  READY_TIMEOUT_MS: v.optional(integer(10, 30_000)),
  RENDER_CACHE_SECONDS: v.optional(integer(0, 300)),
  RENDER_LANDINGS: v.optional(oneOf(['on', 'off'])),
  SHUTDOWN_GRACE_MS: v.optional(integer(0, 120_000)),
  LOG_LEVEL: v.optional(oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'silent'])),
  METRICS_PORT: v.optional(integer(0, 65535)),
  MAX_EVENT_LOOP_DELAY_MS: v.optional(integer(0, 60_000)),
  INSIGHTS: v.optional(oneOf(['collector', 'log', 'off'])),
  INSIGHTS_COLLECTOR_URL: v.optional(url()),
  INSIGHTS_RATE_PER_MINUTE: v.optional(integer(1, 10_000)),
  INSIGHTS_RATE_PER_JOURNEY_PER_MINUTE: v.optional(integer(1, 1000)),
  STATIC_DIR: v.optional(text(4096)),
  // OpenTelemetry's own variables: the SDK reads them; the server reads whether to load it.
  OTEL_SDK_DISABLED: v.optional(v.pipe(text(10), v.toLowerCase())),
  OTEL_TRACES_EXPORTER: v.optional(text(200)),
  OTEL_EXPORTER_OTLP_ENDPOINT: v.optional(text(2000)),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: v.optional(text(2000)),
  OTEL_SERVICE_NAME: v.optional(text(200)),
});

type EnvValues = v.InferOutput<typeof EnvSchema>;

/** What production must name itself: no default may stand in for these. */
const REQUIRED_IN_PRODUCTION = {
  CORE_SERVICE_URL: 'the core service',
  TIPS_SERVICE_URL: 'the tips service',
  PAYMENT_PROCESSORS: 'the processors your locations use',
  PROVIDER_ENVIRONMENT: 'test or live',
  PRODUCT_NAME: 'the product name guests see',
  TERMS_URL: 'your terms page',
  SUPPORT_EMAIL: 'where guests write',
} as const satisfies Partial<Record<keyof EnvValues, string>>;

/** The public keys each processor's card form needs. */
const PROCESSOR_KEYS: Readonly<Record<WebProcessor, readonly (keyof EnvValues)[]>> = {
  sandbox: [],
  'adyen-web': ['ADYEN_CLIENT_KEY', 'ADYEN_ENVIRONMENT'],
  'square-web': ['SQUARE_APPLICATION_ID', 'SQUARE_LOCATION_ID'],
  'global-payments-web': ['GLOBAL_PAYMENTS_PUBLIC_API_KEY', 'GLOBAL_PAYMENTS_ENV'],
};

/**
 * NODE_ENV=production: every default above is the local sandbox's, so a deployment must name its
 * services, processors and identity itself, and the sandbox (never deployed) is refused.
 */
function productionProblems(values: EnvValues): string[] {
  const problems: string[] = [];
  for (const [name, what] of Object.entries(REQUIRED_IN_PRODUCTION)) {
    if (values[name as keyof EnvValues] === undefined) {
      problems.push(`${name}: required in production (${what})`);
    }
  }
  const processors = values.PAYMENT_PROCESSORS ?? [];
  if (processors.includes('sandbox')) {
    problems.push('PAYMENT_PROCESSORS: sandbox takes no real payment and is refused in production');
  }
  for (const name of ['SANDBOX_URL', 'SANDBOX_PROCESSOR_URL'] as const) {
    if (values[name] !== undefined) {
      problems.push(`${name}: the sandbox is never deployed; refused in production`);
    }
  }
  for (const processor of processors) {
    for (const name of PROCESSOR_KEYS[processor]) {
      if (values[name] === undefined) {
        problems.push(`${name}: required in production while ${processor} is a processor`);
      }
    }
  }
  if (
    (values.INSIGHTS ?? 'collector') === 'collector' &&
    values.INSIGHTS_COLLECTOR_URL === undefined
  ) {
    problems.push('INSIGHTS_COLLECTOR_URL: required in production unless INSIGHTS is log or off');
  }
  return problems;
}

/**
 * OpenTelemetry exports spans only when the standard variables ask for it: an OTLP endpoint or a
 * traces exporter other than `none`, and not `OTEL_SDK_DISABLED=true`. Off, none of its modules
 * is loaded.
 */
function openTelemetryConfig(values: EnvValues): OpenTelemetryConfig | null {
  if (values.OTEL_SDK_DISABLED === 'true') return null;
  const wanted =
    values.OTEL_TRACES_EXPORTER !== undefined
      ? values.OTEL_TRACES_EXPORTER !== 'none'
      : values.OTEL_EXPORTER_OTLP_ENDPOINT !== undefined ||
        values.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT !== undefined;
  return wanted ? { serviceName: values.OTEL_SERVICE_NAME ?? null } : null;
}

/** A service base without its trailing slash, so `base + /v3/…` joins cleanly. */
function serviceUrl(url: URL): URL {
  const copy = new URL(url.href);
  copy.pathname = copy.pathname.replace(/\/+$/, '');
  copy.search = '';
  copy.hash = '';
  return copy;
}

/** The environment as the schema reads it: trimmed, and an empty variable is an unset one. */
function setValues(env: Env): Record<string, string> {
  const set: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    const trimmed = value?.trim();
    if (trimmed !== undefined && trimmed !== '') set[name] = trimmed;
  }
  return set;
}

/**
 * Validates the environment through one schema. Nothing set is the local sandbox
 * (`DEFAULT_SANDBOX_ORIGIN`), except with NODE_ENV=production, which must name everything (see
 * productionProblems). Any problem is a ConfigError naming every offending variable.
 */
export function readServerConfig(env: Env): ServerConfig {
  const result = v.safeParse(EnvSchema, setValues(env));
  if (!result.success) {
    throw new ConfigError(
      result.issues.map((issue) => `${String(issue.path?.[0]?.key)}: ${issue.message}`),
    );
  }
  const values = result.output;
  if (values.NODE_ENV === 'production') {
    const problems = productionProblems(values);
    if (problems.length > 0) throw new ConfigError(problems);
  }
  const sandbox = values.SANDBOX_URL ?? new URL(DEFAULT_SANDBOX_ORIGIN);
  const processors = values.PAYMENT_PROCESSORS ?? ['sandbox'];
  const insightsMode = values.INSIGHTS ?? 'collector';
  // Set: that sandbox; set empty: none; unset: the local sandbox when its processor is in use.
  const sandboxProcessorUrl =
    env['SANDBOX_PROCESSOR_URL']?.trim() === '' ||
    (values.SANDBOX_PROCESSOR_URL === undefined && !processors.includes('sandbox'))
      ? null
      : serviceUrl(values.SANDBOX_PROCESSOR_URL ?? sandbox);
  return {
    port: values.PORT ?? 8080,
    host: values.HOST ?? '127.0.0.1',
    trustProxyHops: values.TRUST_PROXY_HOPS ?? 0,
    coreServiceUrl: serviceUrl(values.CORE_SERVICE_URL ?? new URL(`${sandbox.origin}/api/core`)),
    tipsServiceUrl: serviceUrl(values.TIPS_SERVICE_URL ?? new URL(`${sandbox.origin}/api/tips`)),
    sandboxProcessorUrl,
    processors,
    providerEnvironment: values.PROVIDER_ENVIRONMENT ?? 'test',
    // Every key of the schema, named here (a key added to it fails typecheck until it is);
    // undefined: the schema's default, the one the page has without a server.
    browser: readBrowserConfig({
      coreBaseUrl: '/api/core',
      tipsBaseUrl: '/api/tips',
      providerBaseUrl: '',
      ipLookupUrl: values.IP_LOOKUP_URL,
      productName: values.PRODUCT_NAME,
      termsUrl: values.TERMS_URL?.href,
      supportEmail: values.SUPPORT_EMAIL,
      adyenClientKey: values.ADYEN_CLIENT_KEY,
      adyenEnvironment: values.ADYEN_ENVIRONMENT,
      squareApplicationId: values.SQUARE_APPLICATION_ID,
      squareLocationId: values.SQUARE_LOCATION_ID,
      squareScriptUrl: values.SQUARE_SCRIPT_URL,
      globalPaymentsPublicApiKey: values.GLOBAL_PAYMENTS_PUBLIC_API_KEY,
      globalPaymentsEnv: values.GLOBAL_PAYMENTS_ENV,
      globalPaymentsScriptUrl: values.GLOBAL_PAYMENTS_SCRIPT_URL,
      insightsUrl: insightsMode === 'off' ? '' : '/api/insights',
    } satisfies BrowserConfigWrite),
    upstreamTimeoutMs: values.UPSTREAM_TIMEOUT_MS ?? 65_000,
    renderBudgetMs: values.RENDER_BUDGET_MS ?? 1500,
    readyTimeoutMs: values.READY_TIMEOUT_MS ?? 1000,
    renderCacheMs: (values.RENDER_CACHE_SECONDS ?? 10) * 1000,
    renderLandings: (values.RENDER_LANDINGS ?? 'on') === 'on',
    shutdownGraceMs: values.SHUTDOWN_GRACE_MS ?? 10_000,
    logLevel: values.LOG_LEVEL ?? 'info',
    metricsPort: values.METRICS_PORT ?? null,
    maxEventLoopDelayMs: values.MAX_EVENT_LOOP_DELAY_MS ?? 1000,
    insights: {
      mode: insightsMode,
      collectorUrl: values.INSIGHTS_COLLECTOR_URL ?? new URL(`${sandbox.origin}/collector/events`),
      // ~200 guests an hour behind one address, ~6 requests each, arriving in bursts (decision 0022).
      ratePerMinute: values.INSIGHTS_RATE_PER_MINUTE ?? 300,
      ratePerJourneyPerMinute: values.INSIGHTS_RATE_PER_JOURNEY_PER_MINUTE ?? 30,
    },
    staticDir: values.STATIC_DIR ?? null,
    openTelemetry: openTelemetryConfig(values),
  };
}

import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CARDS } from '@tipwell/sandbox';
import { rendererPathFor } from '../static/landing-renderer';
import {
  buildDir,
  busy,
  removeDir,
  startTestStack,
  type TestStack,
} from '../test-support/test-stack';
import { ServerMetrics } from './metrics';
import { parseTraceparent } from './trace-context';

const INDEX = '<!doctype html><html><head><title>Tipwell</title></head><body></body></html>';
const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const CALLER = `00-${TRACE_ID}-00f067aa0ba902b7-01`;

/** What production must name (config.ts): the services point at `upstream`. */
function productionEnv(upstream: string, extra: Record<string, string> = {}) {
  return {
    PATH: process.env['PATH'] ?? '',
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
    METRICS_PORT: '0',
    CORE_SERVICE_URL: `${upstream}/core`,
    TIPS_SERVICE_URL: `${upstream}/tips`,
    PAYMENT_PROCESSORS: 'adyen-web',
    ADYEN_CLIENT_KEY: 'live_TEST',
    ADYEN_ENVIRONMENT: 'live',
    PROVIDER_ENVIRONMENT: 'live',
    PRODUCT_NAME: 'Hotel Tips',
    TERMS_URL: 'https://hotel.example.com/terms',
    SUPPORT_EMAIL: 'help@hotel.example.com',
    INSIGHTS: 'off',
    ...extra,
  };
}

interface Production {
  readonly child: ChildProcess;
  readonly url: string;
  readonly metricsUrl: string;
  readonly logs: Record<string, unknown>[];
}

/** `main.ts` in a process of its own, as `npm run serve` runs it; resolves once it listens. */
async function startProduction(env: Record<string, string>): Promise<Production> {
  const main = fileURLToPath(new URL('../main.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const logs: Record<string, unknown>[] = [];
  const listening = new Promise<Record<string, unknown>>((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const parsed = JSON.parse(line) as Record<string, unknown>;
      logs.push(parsed);
      if (parsed['msg'] === 'Tipwell server listening') resolve(parsed);
    });
    child.once('exit', (code) => reject(new Error(`exited ${String(code)} before listening`)));
  });
  const line = await listening;
  return { child, url: String(line['url']), metricsUrl: String(line['metrics']), logs };
}

/** The first log line `matches` finds, once the process has written it (stdout arrives late). */
async function lineOf(
  server: Production,
  matches: (line: Record<string, unknown>) => boolean,
): Promise<Record<string, unknown> | undefined> {
  for (let waited = 0; waited < 5000; waited += 50) {
    const line = server.logs.find(matches);
    if (line !== undefined) return line;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return undefined;
}

/** A stand-in for the services: records what reaches it. */
async function standInUpstream(): Promise<{
  app: FastifyInstance;
  url: string;
  seen: { url: string; headers: Record<string, unknown> }[];
  /** The OTLP/JSON bodies POSTed to /v1/traces. */
  spans: string[];
}> {
  const seen: { url: string; headers: Record<string, unknown> }[] = [];
  const spans: string[] = [];
  const app = Fastify();
  app.addHook('onRequest', async (request) => {
    seen.push({ url: request.url, headers: { ...request.headers } });
  });
  app.get('/core/v1/hello', async () => ({ data: 'hello' }));
  app.post('/v1/traces', async (request) => {
    spans.push(JSON.stringify(request.body));
    return {};
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return { app, url: `http://127.0.0.1:${port}`, seen, spans };
}

describe('the server started for production against a stand-in upstream', () => {
  let upstream: Awaited<ReturnType<typeof standInUpstream>>;
  let server: Production;
  let staticDir: string;
  beforeAll(async () => {
    upstream = await standInUpstream();
    staticDir = buildDir({ 'index.html': INDEX });
    server = await startProduction(productionEnv(upstream.url, { STATIC_DIR: staticDir }));
  }, 40_000);
  afterAll(async () => {
    server.child.kill('SIGKILL');
    await upstream.app.close();
    removeDir(staticDir);
  });

  it('continues a caller’s traceparent to the service, this server’s span as the parent', async () => {
    const answer = await fetch(`${server.url}/api/core/v1/hello`, {
      headers: { traceparent: CALLER },
    });
    expect(answer.status).toBe(200);
    const forwarded = parseTraceparent(upstream.seen.at(-1)?.headers['traceparent'] as string);
    expect(forwarded?.traceId).toBe(TRACE_ID);
    expect(forwarded?.spanId).not.toBe('00f067aa0ba902b7');
    expect(forwarded?.sampled).toBe(true);
    const answered = await lineOf(server, (line) => line['route'] === '/api/core/*');
    expect(answered?.['traceId']).toBe(TRACE_ID);
    // No OTEL_* set: OpenTelemetry is off and nothing is exported.
    const started = server.logs.find((line) => line['msg'] === 'Tipwell server listening');
    expect(started?.['openTelemetry']).toBe(false);
    expect(upstream.seen.some((request) => request.url === '/v1/traces')).toBe(false);
  });

  it('starts a trace when the caller sent none (or a malformed one)', async () => {
    for (const headers of [
      {} as Record<string, string>,
      { traceparent: `00-${'0'.repeat(32)}-00f067aa0ba902b7-01` },
    ]) {
      await fetch(`${server.url}/api/core/v1/hello`, { headers });
      const forwarded = parseTraceparent(upstream.seen.at(-1)?.headers['traceparent'] as string);
      expect(forwarded?.traceId).toMatch(/^[0-9a-f]{32}$/);
      expect(forwarded?.traceId).not.toBe(TRACE_ID);
    }
  });

  it('serves request histograms on METRICS_PORT, and not on the guests’ port', async () => {
    await fetch(`${server.url}/api/core/v1/hello`);
    const text = await (await fetch(server.metricsUrl)).text();
    expect(text).toMatch(
      /http_server_request_duration_seconds_bucket\{le="0\.5",method="GET",route="\/api\/core\/\*",status_code="200"\} [1-9]/,
    );
    expect(text).toMatch(
      /tipwell_upstream_duration_seconds_count\{service="core",outcome="answered"\} [1-9]/,
    );
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).toContain('process_resident_memory_bytes');
    expect(new URL(server.metricsUrl).port).not.toBe(new URL(server.url).port);
    // The guests' port has no such thing: /metrics there is an address of the app like any other.
    const guests = await fetch(`${server.url}/metrics`);
    expect(guests.headers.get('content-type')).toContain('text/html');
    expect(await guests.text()).not.toContain('http_server_request_duration_seconds');
  });

  it('drains and exits 0 on SIGTERM (close-with-grace)', async () => {
    server.child.kill('SIGTERM');
    const [code] = (await once(server.child, 'exit')) as [number | null];
    expect(code).toBe(0);
    expect(await lineOf(server, (line) => line['msg'] === 'shutting down')).toBeDefined();
  });
});

describe('OpenTelemetry', () => {
  it('with OTEL_EXPORTER_OTLP_ENDPOINT set, a request’s span is exported', async () => {
    const upstream = await standInUpstream();
    const staticDir = buildDir({ 'index.html': INDEX });
    const server = await startProduction(
      productionEnv(upstream.url, {
        STATIC_DIR: staticDir,
        OTEL_EXPORTER_OTLP_ENDPOINT: upstream.url,
        OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
        OTEL_BSP_SCHEDULE_DELAY: '50',
      }),
    );
    try {
      expect(
        server.logs.find((l) => l['msg'] === 'Tipwell server listening')?.['openTelemetry'],
      ).toBe(true);
      await fetch(`${server.url}/api/core/v1/hello`, { headers: { traceparent: CALLER } });
      server.child.kill('SIGTERM');
      await once(server.child, 'exit');
      const exported = upstream.spans.join('\n');
      expect(exported).toContain(`"traceId":"${TRACE_ID}"`);
      expect(exported).toContain('"name":"GET /api/core/*"');
      expect(exported).toContain('tipwell-server');
    } finally {
      server.child.kill('SIGKILL');
      await upstream.app.close();
      removeDir(staticDir);
    }
  }, 60_000);
});

describe('a payment through the server and the sandbox', () => {
  let stack: TestStack;
  let staticDir: string;
  const metrics = new ServerMetrics();
  beforeAll(async () => {
    staticDir = buildDir({ 'index.html': INDEX });
    stack = await startTestStack(staticDir, {}, { metrics, recordSandbox: true });
  });
  afterAll(async () => {
    await stack.close();
    removeDir(staticDir);
  });

  it('U500: the metrics count it; its trace id is in the log line and the sandbox’s headers', async () => {
    const tokenised = await fetch(`${stack.url}/sandbox-provider/v1/tokens`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        number: DEMO_CARDS.captured,
        expiry: '12/39',
        cvc: '123',
        postalCode: '62701',
        name: 'Avery Guest',
      }),
    });
    const token = ((await tokenised.json()) as { data: { token: string } }).data.token;
    const paid = await fetch(`${stack.url}/api/tips/v1/payments/web`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Device-Fingerprint': 'fp-metrics',
        'Idempotency-Key': 'key-metrics-1',
        traceparent: CALLER,
      },
      body: JSON.stringify({
        processor: 'sandbox',
        source: token,
        deviceTime: '2026-11-23T10:00:00.000Z',
        nameOnCard: 'Avery Guest',
        shopperEmail: 'avery@example.com',
        returnUrl: '/external',
        tips: [{ userUid: '500', locationUid: '100', amount: '10.60', level: 'medium' }],
      }),
    });
    expect(paid.status).toBe(200);

    const text = await metrics.registry.metrics();
    expect(text).toContain('tipwell_payments_proxied_total{status_code="200"} 1');
    expect(text).toMatch(
      /http_server_request_duration_seconds_count\{method="POST",route="\/api\/tips\/\*",status_code="200"\} 1/,
    );
    expect(text).toMatch(
      /tipwell_upstream_duration_seconds_count\{service="tips",outcome="answered"\} 1/,
    );
    expect(text).toMatch(
      /tipwell_upstream_duration_seconds_count\{service="sandbox",outcome="answered"\} 1/,
    );

    const line = stack.logs
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .find((l) => l['msg'] === 'answered' && l['route'] === '/api/tips/*');
    expect(line?.['traceId']).toBe(TRACE_ID);
    const received = stack.sandboxReceived.find((r) => r.url === '/api/tips/v1/payments/web');
    expect(parseTraceparent(received?.traceparent)?.traceId).toBe(TRACE_ID);
  });
});

describe('under pressure', () => {
  let stack: TestStack;
  let staticDir: string;
  const metrics = new ServerMetrics();
  beforeAll(async () => {
    staticDir = buildDir({ 'index.html': INDEX, 'assets/app.css': 'main{}' });
    stack = await startTestStack(
      staticDir,
      { MAX_EVENT_LOOP_DELAY_MS: '1' },
      { metrics, recordSandbox: true },
    );
  });
  afterAll(async () => {
    await stack.close();
    removeDir(staticDir);
  });

  it('sheds with 503, Retry-After and the envelope while the loop lags; /healthz and assets still answer', async () => {
    let seen: { shed: Response; health: Response; asset: Response } | undefined;
    for (let attempt = 0; attempt < 40 && seen === undefined; attempt += 1) {
      busy(150);
      const [shed, health, asset] = await Promise.all([
        fetch(`${stack.url}/api/ip`),
        fetch(`${stack.url}/healthz`),
        fetch(`${stack.url}/assets/app.css`),
      ]);
      if (shed.status === 503) seen = { shed, health, asset };
    }
    expect(seen).toBeDefined();
    const { shed, health, asset } = seen!;
    expect(asset.status).toBe(200);
    expect(shed.headers.get('retry-after')).toBe('5');
    expect(shed.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(await shed.json()).toEqual({
      error: { code: 'OVERLOADED', message: 'The server is busy; try again in a moment' },
    });
    expect(health.status).toBe(200);
    expect(await metrics.registry.metrics()).toMatch(/tipwell_requests_shed_total [1-9]/);
  });

  it('a shed payment never reaches the service: the guest is told 503 and nothing is charged', async () => {
    let shedUrl: string | undefined;
    for (let attempt = 0; attempt < 40 && shedUrl === undefined; attempt += 1) {
      busy(150);
      const url = `/api/tips/v1/payments/web?attempt=${attempt}`;
      const answer = await fetch(`${stack.url}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': `shed-${attempt}` },
        body: '{}',
      });
      if (answer.status === 503) shedUrl = url;
    }
    expect(shedUrl).toBeDefined();
    // A request let through after its 503 would reach the sandbox within these few turns.
    for (let turn = 0; turn < 20; turn += 1) await new Promise((next) => setImmediate(next));
    expect(stack.sandboxReceived.map((r) => r.url)).not.toContain(shedUrl);
    expect(stack.logs.join('\n')).not.toContain('FST_ERR_REP_ALREADY_SENT');
  });
});

describe('the log', () => {
  it('redacts the headers and fields that must never be written, wherever they turn up', async () => {
    const staticDir = buildDir({ 'index.html': INDEX });
    const stack = await startTestStack(staticDir);
    try {
      stack.app.log.info(
        {
          req: { headers: { cookie: 'session=s3cret', 'x-device-fingerprint': 'fp-s3cret' } },
          email: 'avery.s3cret@example.com',
          body: { roomNumber: 'Room s3cret', customerName: 'Avery S3cret' },
        },
        'probe',
      );
      const line = stack.logs.find((l) => l.includes('"probe"')) ?? '';
      expect(line).toContain('[redacted]');
      expect(line.toLowerCase()).not.toContain('s3cret');
    } finally {
      await stack.close();
      removeDir(staticDir);
    }
  });
});

// A stand-in for apps/web's render-landing.js: one landing that calls the core, one that never
// ends, one that fails.
const RENDERER = `
export async function renderLandingPage(path, options) {
  if (path === '/slow') return new Promise(() => undefined);
  if (path === '/broken') throw new Error('renderer failed');
  if (path !== '/L100') return null;
  const answer = await options.fetch('http://localhost/api/core/v3/web/locations/100', {});
  await answer.json();
  return { html: options.template };
}
`;

describe('the landings rendered on the server', () => {
  it('count renders, reuses and budget misses, and the renderer’s calls carry the page’s trace', async () => {
    const staticDir = buildDir({ 'index.html': INDEX, '.vite/manifest.json': '{}' });
    mkdirSync(`${staticDir}-ssr`);
    writeFileSync(rendererPathFor(staticDir), RENDERER);
    const metrics = new ServerMetrics();
    const stack = await startTestStack(
      staticDir,
      { RENDER_BUDGET_MS: '300' },
      { metrics, recordSandbox: true },
    );
    try {
      for (const path of ['/L100', '/L100', '/slow', '/broken']) {
        const page = await fetch(`${stack.url}${path}`, { headers: { traceparent: CALLER } });
        expect(page.status).toBe(200);
      }
      const text = await metrics.registry.metrics();
      for (const outcome of ['rendered', 'cache_hit', 'over_budget', 'failed']) {
        expect(text).toContain(`tipwell_landing_renders_total{outcome="${outcome}"} 1`);
      }
      expect(text).toMatch(
        /tipwell_upstream_duration_seconds_count\{service="core",outcome="answered"\} 1/,
      );
      const call = stack.sandboxReceived.find((r) => r.url === '/api/core/v3/web/locations/100');
      expect(parseTraceparent(call?.traceparent)?.traceId).toBe(TRACE_ID);
    } finally {
      await stack.close();
      removeDir(staticDir);
    }
  });
});

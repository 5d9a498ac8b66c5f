import { connect } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDir, removeDir, startTestStack, type TestStack } from './test-support/test-stack';

const INDEX = '<!doctype html><html><head><title>Tipwell</title></head><body></body></html>';

/** A stand-in upstream that records what reaches it and answers per path. */
async function fakeUpstream(): Promise<{
  app: FastifyInstance;
  url: string;
  seen: { method: string; url: string; headers: Record<string, unknown> }[];
}> {
  const seen: { method: string; url: string; headers: Record<string, unknown> }[] = [];
  const app = Fastify();
  app.addHook('onRequest', async (request) => {
    seen.push({ method: request.method, url: request.url, headers: { ...request.headers } });
  });
  app.post('/core/v1/echo', async (request) => ({ data: request.body }));
  app.post('/core/v1/reset', async (request, reply) => {
    reply.hijack();
    request.raw.socket.destroy();
  });
  app.get('/core/v1/busy', async (_request, reply) =>
    reply.status(503).send({ error: { code: 'BUSY', message: 'busy' } }),
  );
  app.get('/core/v1/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    return { data: 'late' };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return { app, url: `http://127.0.0.1:${port}`, seen };
}

/** Writes raw bytes on a socket to the server and reads the whole answer. */
function raw(url: string, request: string): Promise<string> {
  const { port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('the reverse proxy to the services', () => {
  let upstream: Awaited<ReturnType<typeof fakeUpstream>>;
  let stack: TestStack;
  let staticDir: string;
  beforeAll(async () => {
    upstream = await fakeUpstream();
    staticDir = buildDir({ 'index.html': INDEX });
    stack = await startTestStack(staticDir, {
      CORE_SERVICE_URL: `${upstream.url}/core`,
      UPSTREAM_TIMEOUT_MS: '400',
    });
  });
  afterAll(async () => {
    await stack.close();
    await upstream.app.close();
    removeDir(staticDir);
  });

  it('passes the method, body, fingerprint and Idempotency-Key through to the configured upstream', async () => {
    const answer = await fetch(`${stack.url}/api/core/v1/echo?x=1`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Device-Fingerprint': 'fp-abc',
        'Idempotency-Key': 'key-123',
      },
      body: JSON.stringify({ amount: '10.60' }),
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ data: { amount: '10.60' } });
    const request = upstream.seen.at(-1);
    expect(request?.url).toBe('/core/v1/echo?x=1');
    expect(request?.headers['x-device-fingerprint']).toBe('fp-abc');
    expect(request?.headers['idempotency-key']).toBe('key-123');
    expect(request?.headers['x-forwarded-for']).toBe('127.0.0.1');
  });

  it('never retries: a POST cut off upstream is one attempt and a 502 envelope', async () => {
    const before = upstream.seen.length;
    const answer = await fetch(`${stack.url}/api/core/v1/reset`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'key-reset' },
      body: '{}',
    });
    expect(answer.status).toBe(502);
    expect((await answer.json()).error.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(upstream.seen.length - before).toBe(1);
    const busy = await fetch(`${stack.url}/api/core/v1/busy`);
    expect(busy.status).toBe(503);
    expect(upstream.seen.length - before).toBe(2);
  });

  it('cuts off an upstream slower than its timeout with a 504 envelope', async () => {
    const started = Date.now();
    const answer = await fetch(`${stack.url}/api/core/v1/slow`);
    expect(answer.status).toBe(504);
    expect(Date.now() - started).toBeLessThan(1400);
    expect(await answer.json()).toEqual({
      error: { code: 'UPSTREAM_TIMEOUT', message: 'The service did not answer in time' },
    });
  });

  it('/healthz: up; /readyz: ready while the core answers, 503 when it does not', async () => {
    expect((await fetch(`${stack.url}/healthz`)).status).toBe(200);
    const ready = await fetch(`${stack.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(ready.headers.get('cache-control')).toBe('no-store');
    const down = await startTestStack(staticDir, {
      CORE_SERVICE_URL: 'http://127.0.0.1:9/core',
      READY_TIMEOUT_MS: '300',
    });
    try {
      const notReady = await fetch(`${down.url}/readyz`);
      expect(notReady.status).toBe(503);
      expect((await notReady.json()).error.code).toBe('NOT_READY');
      expect((await fetch(`${down.url}/healthz`)).status).toBe(200);
    } finally {
      await down.close();
    }
  });
});

describe('answers the framework gives before any route', () => {
  let stack: TestStack;
  let staticDir: string;
  beforeAll(async () => {
    staticDir = buildDir({ 'index.html': INDEX });
    stack = await startTestStack(staticDir);
  });
  afterAll(async () => {
    await stack.close();
    removeDir(staticDir);
  });

  it('a malformed URL encoding: the envelope and the security headers, the path not echoed', async () => {
    const answer = await fetch(`${stack.url}/api/core/%E0%A4%Asecret-path`);
    expect(answer.status).toBe(400);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('content-security-policy')).toContain("default-src 'self'");
    const body = await answer.text();
    expect(JSON.parse(body).error.code).toBe('BAD_URL');
    expect(body).not.toContain('secret-path');
  });

  it('an oversized header and bad framing: the envelope and the security headers', async () => {
    const big = await raw(
      stack.url,
      `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(big).toMatch(/^HTTP\/1\.1 431 /);
    expect(big).toContain('X-Content-Type-Options: nosniff');
    expect(big).toContain('"code":"HEADERS_TOO_LARGE"');
    const framing = await raw(
      stack.url,
      'POST /api/tips/v1/payments/web HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n',
    );
    expect(framing).toMatch(/^HTTP\/1\.1 400 /);
    expect(framing).toContain('Content-Security-Policy: ');
    expect(framing).toContain('"code":"BAD_REQUEST"');
  });

  it('an unknown method or address outside the app: the envelope', async () => {
    const answer = await fetch(`${stack.url}/L100`, { method: 'DELETE' });
    expect(answer.status).toBe(404);
    expect((await answer.json()).error.code).toBe('NOT_FOUND');
    expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });
});

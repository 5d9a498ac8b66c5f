import { connect } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { envelopeFor } from './http/error-envelope';
import { buildDir, removeDir, startTestStack, type TestStack } from './test-support/test-stack';

const INDEX = '<!doctype html><html><head><title>Tipwell</title></head><body></body></html>';
const LIMIT = 64 * 1024;

/** An upstream that records what reaches it: `/core/v1/echo` answers the raw body it read. */
async function recordingUpstream(): Promise<{
  app: FastifyInstance;
  url: string;
  seen: { url: string; body: string | null }[];
}> {
  const seen: { url: string; body: string | null }[] = [];
  const app = Fastify({ bodyLimit: 1024 * 1024 });
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  // A service that refuses before reading the body (as the sandbox does a repeated header).
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/core/v1/refuse-early')) {
      seen.push({ url: request.url, body: null });
      await reply.status(422).send({ error: { code: 'REFUSED', message: 'Refused' } });
    }
  });
  app.post('/core/v1/echo', async (request) => {
    seen.push({ url: request.url, body: request.body as string });
    return { data: { raw: request.body } };
  });
  app.post('/core/v1/refuse-early', async () => ({ data: 'never' }));
  app.get('/core/v1/redirect', async (request, reply) =>
    reply.redirect((request.query as { to: string }).to, 303),
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return { app, url: `http://127.0.0.1:${port}`, seen };
}

/**
 * Writes one raw request (headers as given, repeats included) and reads its answer: up to its
 * Content-Length, or the connection's end.
 */
function raw(url: string, [head, body]: readonly [string, string]): Promise<Answer> {
  const { port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () => {
      socket.write(`${head}Connection: close\r\n\r\n${body}`);
    });
    let answer = '';
    const done = (): void => {
      const [headers = '', text = ''] = answer.split('\r\n\r\n');
      resolve({ status: Number(answer.slice(9, 12)), text, headers: headers.toLowerCase() });
      socket.destroy();
    };
    socket.on('data', (chunk) => {
      answer += chunk.toString();
      const length = /content-length: (\d+)/i.exec(answer)?.[1];
      const at = answer.indexOf('\r\n\r\n');
      if (length !== undefined && at >= 0 && answer.length - at - 4 >= Number(length)) done();
    });
    socket.on('close', done);
    socket.on('error', reject);
  });
}

interface Answer {
  readonly status: number;
  readonly text: string;
  readonly headers: string;
}

/** A POST's head (its headers as given, after Host and Content-Length) and its body. */
function post(
  path: string,
  headers: readonly [string, string][],
  body = '{}',
  type = 'application/json',
): [string, string] {
  const lines = headers.map(([name, value]) => `${name}: ${value}\r\n`).join('');
  const typeLine = headers.some(([name]) => name === 'Content-Type')
    ? ''
    : `Content-Type: ${type}\r\n`;
  const head = `POST ${path} HTTP/1.1\r\nHost: shop.example\r\n${typeLine}Content-Length: ${Buffer.byteLength(body)}\r\n${lines}`;
  return [head, body];
}

describe('the edge of the proxied routes', () => {
  let upstream: Awaited<ReturnType<typeof recordingUpstream>>;
  let stack: TestStack;
  let staticDir: string;
  beforeAll(async () => {
    upstream = await recordingUpstream();
    staticDir = buildDir({ 'index.html': INDEX });
    stack = await startTestStack(staticDir, { CORE_SERVICE_URL: `${upstream.url}/core` });
  });
  afterAll(async () => {
    await stack.close();
    await upstream.app.close();
    removeDir(staticDir);
  });
  beforeEach(() => {
    upstream.seen.length = 0;
  });

  it('refuses a repeated Idempotency-Key or fingerprint, or a key with a comma: 400, nothing proxied', async () => {
    const cases: [readonly [string, string][], string][] = [
      [
        [
          ['Idempotency-Key', 'key-first'],
          ['Idempotency-Key', 'key-second'],
        ],
        'IDEMPOTENCY_KEY_REQUIRED',
      ],
      [[['Idempotency-Key', 'key-first, key-second']], 'IDEMPOTENCY_KEY_REQUIRED'],
      [
        [
          ['X-Device-Fingerprint', 'fp-1'],
          ['x-device-fingerprint', 'fp-2'],
        ],
        'FINGERPRINT_REQUIRED',
      ],
      [
        [
          ['Content-Type', 'application/json'],
          ['Content-Type', 'text/plain'],
        ],
        'BAD_REQUEST',
      ],
    ];
    for (const [headers, code] of cases) {
      for (const path of ['/api/core/v1/echo', '/api/tips/v1/payments/web']) {
        const answer = await raw(stack.url, post(path, headers));
        expect(answer.status, `${path} ${JSON.stringify(headers)}`).toBe(400);
        const body = JSON.parse(answer.text) as { error: { code: string; message: string } };
        expect(body.error.code).toBe(code);
        for (const [, value] of headers) {
          if (value.startsWith('key') || value.startsWith('fp'))
            expect(answer.text).not.toContain(value);
        }
      }
    }
    expect(upstream.seen).toEqual([]);
    const once = await raw(
      stack.url,
      post('/api/core/v1/echo', [['Idempotency-Key', 'key-alone']]),
    );
    expect(once.status).toBe(200);
  });

  it('passes a body on byte for byte, whatever its type', async () => {
    const body = '{ "amount" : "10.60",\n  "b":1 }';
    const answer = await raw(stack.url, post('/api/core/v1/echo', [], body));
    expect(answer.status).toBe(200);
    expect(upstream.seen).toEqual([{ url: '/core/v1/echo', body }]);
    const form = 'returnUrl=%2Fexternal&outcome=complete';
    const formPost = post('/api/core/v1/echo', [], form, 'application/x-www-form-urlencoded');
    expect((await raw(stack.url, formPost)).status).toBe(200);
    expect(upstream.seen.at(-1)?.body).toBe(form);
  });

  it('answers a body over 64 KB with 413 on every proxied route, sized or chunked, nothing sent upstream', async () => {
    for (const size of [LIMIT + 1, 200 * 1024, 1024 * 1024]) {
      const body = `{"a":"${'x'.repeat(size)}"}`;
      for (const path of [
        '/api/core/v1/echo',
        '/api/tips/v1/payments/web',
        '/sandbox-provider/v1/tokens',
      ]) {
        const answer = await raw(stack.url, post(path, [], body));
        expect(answer.status, `${path} ${size}`).toBe(413);
        expect(JSON.parse(answer.text)).toEqual({
          error: { code: 'BODY_TOO_LARGE', message: 'The request body is too large' },
        });
      }
    }
    const chunk = 'y'.repeat(LIMIT);
    const chunked = await raw(stack.url, [
      'POST /api/core/v1/echo HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n',
      `${chunk.length.toString(16)}\r\n${chunk}\r\n${chunk.length.toString(16)}\r\n${chunk}\r\n0\r\n\r\n`,
    ]);
    expect(chunked.status).toBe(413);
    expect(upstream.seen).toEqual([]);
    const logged = stack.logs.join('\n');
    expect(logged).not.toContain('EPIPE');
    expect(
      stack.logs.filter((line) => (JSON.parse(line) as { level: number }).level >= 50),
    ).toEqual([]);
  });

  it("passes an upstream's early refusal on as it is, never as a 502", async () => {
    const body = `{"a":"${'z'.repeat(LIMIT - 100)}"}`;
    for (let i = 0; i < 10; i += 1) {
      const answer = await raw(stack.url, post('/api/core/v1/refuse-early', [], body));
      expect(answer.status).toBe(422);
      expect(JSON.parse(answer.text)).toEqual({ error: { code: 'REFUSED', message: 'Refused' } });
    }
    expect(stack.logs.join('\n')).not.toContain('EPIPE');
  });
});

describe('a redirect a service answers', () => {
  let upstream: Awaited<ReturnType<typeof recordingUpstream>>;
  let stack: TestStack;
  let staticDir: string;
  beforeAll(async () => {
    upstream = await recordingUpstream();
    staticDir = buildDir({ 'index.html': INDEX });
    stack = await startTestStack(staticDir, { CORE_SERVICE_URL: `${upstream.url}/core` });
  });
  afterAll(async () => {
    await stack.close();
    await upstream.app.close();
    removeDir(staticDir);
  });

  it('keeps its Location only as a plain path, rebuilt by the URL parser', async () => {
    const location = async (to: string) =>
      (
        await fetch(`${stack.url}/api/core/v1/redirect?to=${encodeURIComponent(to)}`, {
          redirect: 'manual',
        })
      ).headers.get('location');
    expect(await location('/external?redirectResult=rr_1')).toBe('/external?redirectResult=rr_1');
    for (const hostile of ['/%09/evil.example', '//evil.example', '/%2F/evil.example', '/\\evil']) {
      expect(await location(hostile), hostile).toBeNull();
    }
  });
});

describe('a rate limit answers as a limit', () => {
  it('429 carries RATE_LIMITED', () => {
    const error = Object.assign(new Error('Rate limit exceeded, retry in 1 minute'), {
      statusCode: 429,
    });
    expect(envelopeFor(error)).toEqual({
      status: 429,
      body: { error: { code: 'RATE_LIMITED', message: 'Too many requests: try again later' } },
    });
  });
});

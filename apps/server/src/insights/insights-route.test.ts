import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildDir, removeDir, startTestStack, type TestStack } from '../test-support/test-stack';

const INDEX = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';

function event(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    type: 'payment-captured',
    journey: 'b6a1c2d3-0000-4000-8000-000000000001',
    at: 4200,
    step: 'review',
    kind: 'U',
    location: '100',
    lang: 'en-US',
    ...overrides,
  };
}

function post(
  stack: TestStack,
  body: unknown,
  type = 'application/json',
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${stack.url}/api/insights`, {
    method: 'POST',
    headers: { 'Content-Type': type, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

function eventually(check: () => boolean): Promise<void> {
  return vi.waitFor(() => expect(check()).toBe(true), { timeout: 5000 });
}

describe('POST /api/insights', () => {
  let staticDir: string;
  let stack: TestStack | null = null;
  let collector: FastifyInstance;
  const received: unknown[] = [];
  beforeAll(async () => {
    staticDir = buildDir({ 'index.html': INDEX });
    collector = Fastify();
    collector.post('/events', async (request, reply) => {
      received.push(request.body);
      return reply.code(204).send();
    });
    await collector.listen({ port: 0, host: '127.0.0.1' });
  });
  afterEach(async () => {
    await stack?.close();
    stack = null;
    received.length = 0;
  });
  afterAll(async () => {
    await collector.close();
    removeDir(staticDir);
  });

  const collectorUrl = () => {
    const address = collector.server.address();
    return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/events`;
  };

  it('hands a valid batch on to the collector, answering 204 once it has it', async () => {
    stack = await startTestStack(staticDir, { INSIGHTS_COLLECTOR_URL: collectorUrl() });
    const page = await (await fetch(`${stack.url}/`)).text();
    const content = /<meta name="tipwell-config" content='([^']*)'>/.exec(page)?.[1] ?? '{}';
    expect(JSON.parse(content)).toMatchObject({ insightsUrl: '/api/insights' });
    const answer = await post(stack, { events: [event(), event({ type: 'landed', at: 0 })] });
    expect(answer.status).toBe(204);
    await eventually(() => received.length > 0);
    expect(received).toEqual([{ events: [event(), event({ type: 'landed', at: 0 })] }]);
  });

  it('drops bad input with a 4xx: unknown type, personal shapes, too many, too large, not JSON', async () => {
    stack = await startTestStack(staticDir, { INSIGHTS_COLLECTOR_URL: collectorUrl() });
    const bad = [
      { events: [event({ type: 'card-number' })] },
      { events: [event({ location: 'guest@example.com' })] },
      { events: [event({ at: -1 })] },
      { events: [] },
      { events: Array.from({ length: 51 }, () => event()) },
      { nope: true },
    ];
    for (const body of bad) expect((await post(stack, body)).status).toBe(400);
    expect((await post(stack, '{"events": [', 'application/json')).status).toBe(400);
    expect((await post(stack, 'events', 'text/plain')).status).toBe(400);
    // Issue 37: a card number or a name as journey or location, a personal value in any string.
    const personal = [
      { events: [event({ journey: '4111111111111111' })] },
      { events: [event({ journey: 'Alex Guest' })] },
      { events: [event({ location: '4111111111111111' })] },
      { events: [event({ location: 'Alex Guest' })] },
      { events: [event({ location: '4155550100' })] },
      { events: [event({ lang: 'guest@example.com' })] },
      { events: [event({ staff: ['4111 1111 1111 1111'] })] },
    ];
    for (const body of personal) expect((await post(stack, body)).status).toBe(400);
    const huge = { events: [event({ padding: 'x'.repeat(40 * 1024) })] };
    expect((await post(stack, huge)).status).toBe(413);
    // A valid batch after them: once it is in, nothing else was handed on.
    expect((await post(stack, { events: [event()] })).status).toBe(204);
    await eventually(() => received.length > 0);
    expect(received).toEqual([{ events: [event()] }]);
  });

  it('writes JSON lines to the log when so configured, without fields it does not know', async () => {
    stack = await startTestStack(staticDir, { INSIGHTS: 'log' });
    const answer = await post(stack, { events: [event({ email: 'guest@example.com' })] });
    expect(answer.status).toBe(204);
    const running = stack;
    await eventually(() => running.logs.some((line) => line.includes('"insight"')));
    const lines = stack.logs.filter((line) => line.includes('"insight"'));
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({ insight: event() });
    expect(stack.logs.join('\n')).not.toContain('guest@example.com');
  });

  it('refuses personal values without logging them, and drops what an objecting browser sends', async () => {
    stack = await startTestStack(staticDir, { INSIGHTS: 'log' });
    for (const value of ['4111111111111111', 'Alex Guest']) {
      expect((await post(stack, { events: [event({ journey: value })] })).status).toBe(400);
      expect((await post(stack, { events: [event({ location: value })] })).status).toBe(400);
    }
    for (const header of [{ 'Sec-GPC': '1' }, { DNT: '1' }] as Record<string, string>[]) {
      const answer = await post(stack, { events: [event({ at: 1 })] }, 'application/json', header);
      expect(answer.status).toBe(204);
    }
    expect((await post(stack, { events: [event({ at: 2 })] })).status).toBe(204);
    const running = stack;
    await eventually(() => running.logs.some((line) => line.includes('"insight"')));
    const insights = stack.logs.filter((line) => line.includes('"insight"'));
    expect(
      insights.map((line) => (JSON.parse(line) as { insight: { at: number } }).insight.at),
    ).toEqual([2]);
    const all = stack.logs.join('\n');
    expect(all).not.toContain('4111111111111111');
    expect(all).not.toContain('Alex Guest');
  });

  it('answers 503 when the collector does not take the batch, so that the page keeps it', async () => {
    stack = await startTestStack(staticDir, {
      INSIGHTS_COLLECTOR_URL: 'http://127.0.0.1:9/events',
    });
    expect((await post(stack, { events: [event()] })).status).toBe(503);
  });

  it('limits the rate per client address', async () => {
    stack = await startTestStack(staticDir, { INSIGHTS: 'log', INSIGHTS_RATE_PER_MINUTE: '3' });
    const statuses = [];
    for (let i = 0; i < 4; i += 1) {
      const journey = `b6a1c2d3-0000-4000-8000-00000000000${i}`;
      statuses.push((await post(stack, { events: [event({ journey })] })).status);
    }
    expect(statuses).toEqual([204, 204, 204, 429]);
  });

  it('limits the rate per journey, whatever the address allows', async () => {
    stack = await startTestStack(staticDir, {
      INSIGHTS: 'log',
      INSIGHTS_RATE_PER_JOURNEY_PER_MINUTE: '2',
    });
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await post(stack, { events: [event()] })).status);
    const other = event({ journey: 'b6a1c2d3-0000-4000-8000-000000000002' });
    statuses.push((await post(stack, { events: [other] })).status);
    expect(statuses).toEqual([204, 204, 429, 204]);
  });

  it('is not there when the configuration turns insights off, and the page is told', async () => {
    stack = await startTestStack(staticDir, { INSIGHTS: 'off' });
    expect((await post(stack, { events: [event()] })).status).toBe(404);
    const page = await (await fetch(`${stack.url}/`)).text();
    const content = /<meta name="tipwell-config" content='([^']*)'>/.exec(page)?.[1] ?? '{}';
    expect(JSON.parse(content)).toMatchObject({ insightsUrl: '' });
  });
});

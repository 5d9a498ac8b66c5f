import { describe, expect, it, vi } from 'vitest';
import type { FetchLike } from './attempt-fetch';
import { recordingFetch, seededFetch, type SeededResponse } from './seeded-fetch';

const network = (): FetchLike & ReturnType<typeof vi.fn> =>
  vi.fn(async () => new Response('{"from":"network"}', { status: 200 }));

describe('seededFetch', () => {
  it('answers a seeded GET once from the seed, then asks the network', async () => {
    const inner = network();
    const fetch = seededFetch([{ url: '/api/a', status: 200, body: '{"from":"seed"}' }], inner);
    expect(await (await fetch('/api/a', { method: 'GET' })).json()).toEqual({ from: 'seed' });
    expect(inner).not.toHaveBeenCalled();
    expect(await (await fetch('/api/a', { method: 'GET' })).json()).toEqual({ from: 'network' });
    expect(inner).toHaveBeenCalledTimes(1);
  });

  it('never answers a POST for a GET, another URL or a failed answer from the seed', async () => {
    const inner = network();
    const fetch = seededFetch(
      [
        { url: '/api/a', status: 200, body: '{"from":"seed"}' },
        { url: '/api/b', status: 500, body: '{"from":"seed"}' },
      ],
      inner,
    );
    await fetch('/api/a', { method: 'POST', body: '{}' });
    await fetch('/api/a?x=1', { method: 'GET' });
    await fetch('/api/b', { method: 'GET' });
    expect(inner).toHaveBeenCalledTimes(3);
  });

  it('answers a seeded POST once, only for the very body it was made with', async () => {
    const inner = network();
    const sent = '{"type":0,"deviceId":"device-0123456789","intent":"tab-42"}';
    const seed = [{ url: '/api/intent', status: 200, body: '{"from":"seed"}', sent }];
    const fetch = seededFetch(seed, inner);
    await fetch('/api/intent', { method: 'POST', body: sent.replace('tab-42', 'tab-43') });
    await fetch('/api/intent', { method: 'GET' });
    await fetch('/api/intent', { method: 'PUT', body: sent });
    expect(inner).toHaveBeenCalledTimes(3);
    expect(await (await fetch('/api/intent', { method: 'POST', body: sent })).json()).toEqual({
      from: 'seed',
    });
    await fetch('/api/intent', { method: 'POST', body: sent });
    expect(inner).toHaveBeenCalledTimes(4);
  });
});

describe('recordingFetch', () => {
  it('keeps successful GET and POST answers and passes every answer through unread', async () => {
    const sink: SeededResponse[] = [];
    const inner: FetchLike = async (url, init) =>
      new Response(`{"url":"${url}"}`, { status: url.endsWith('missing') ? 404 : 200, ...init });
    const fetch = recordingFetch(inner, sink);
    expect(await (await fetch('/api/a', { method: 'GET' })).json()).toEqual({ url: '/api/a' });
    await fetch('/api/missing', { method: 'GET' });
    await fetch('/api/post', { method: 'POST', body: '{"n":1}' });
    await fetch('/api/post-missing', { method: 'POST', body: '{"n":1}' });
    expect(sink).toEqual([
      { url: '/api/a', status: 200, body: '{"url":"/api/a"}' },
      { url: '/api/post', status: 200, body: '{"url":"/api/post"}', sent: '{"n":1}' },
    ]);
  });
});

import { globalFetch, type FetchLike } from './attempt-fetch';

/**
 * One GET answer the server already fetched while rendering the landing: replayed by the browser
 * instead of asking again (apps/web/src/server/render-landing.tsx).
 */
export interface SeededResponse {
  readonly url: string;
  readonly status: number;
  readonly body: string;
}

/**
 * A fetch that answers each seeded GET once from the seed and sends everything else (and any
 * repeat, which means fresh data is wanted) to `inner`. Only successful answers are replayed.
 */
export function seededFetch(
  seed: readonly SeededResponse[],
  inner: FetchLike = globalFetch,
): FetchLike {
  const waiting = new Map<string, SeededResponse>();
  for (const answer of seed) {
    if (answer.status >= 200 && answer.status < 300) waiting.set(answer.url, answer);
  }
  return (input, init) => {
    const answer = (init.method ?? 'GET') === 'GET' ? waiting.get(input) : undefined;
    if (answer === undefined) return inner(input, init);
    waiting.delete(input);
    return Promise.resolve(
      new Response(answer.body, {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  };
}

/**
 * A fetch that keeps a copy of every successful GET answer (the server's side of the seed): the
 * page then carries them, so the browser's first exchange costs no round trip.
 */
export function recordingFetch(inner: FetchLike, sink: SeededResponse[]): FetchLike {
  return async (input, init) => {
    const response = await inner(input, init);
    if ((init.method ?? 'GET') === 'GET' && response.ok) {
      sink.push({ url: input, status: response.status, body: await response.clone().text() });
    }
    return response;
  };
}

import { globalFetch, type FetchLike } from './attempt-fetch';

/**
 * One answer the server already got while rendering the landing: replayed by the browser instead
 * of asking again (apps/web/src/server/render-landing.tsx). `sent`: a POST's body (an intent's
 * exchange, made for the guest's device); absent for a GET.
 */
export interface SeededResponse {
  readonly url: string;
  readonly status: number;
  readonly body: string;
  readonly sent?: string;
}

const keyOf = (url: string, method: string, sent: unknown): string | null => {
  if (method === 'GET') return `GET ${url}`;
  return method === 'POST' && typeof sent === 'string' ? `POST ${url} ${sent}` : null;
};

/**
 * A fetch that answers each seeded request once from the seed (a GET by its address, a POST by
 * its address and exact body) and sends everything else (and any repeat, which means fresh data
 * is wanted) to `inner`. Only successful answers are replayed.
 */
export function seededFetch(
  seed: readonly SeededResponse[],
  inner: FetchLike = globalFetch,
): FetchLike {
  const waiting = new Map<string, SeededResponse>();
  for (const answer of seed) {
    const key = keyOf(answer.url, answer.sent === undefined ? 'GET' : 'POST', answer.sent);
    if (key !== null && answer.status >= 200 && answer.status < 300) waiting.set(key, answer);
  }
  return (input, init) => {
    const key = keyOf(input, init.method ?? 'GET', init.body);
    const answer = key === null ? undefined : waiting.get(key);
    if (key === null || answer === undefined) return inner(input, init);
    waiting.delete(key);
    return Promise.resolve(
      new Response(answer.body, {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  };
}

/**
 * A fetch that keeps a copy of every successful GET or POST answer (the server's side of the
 * seed; the renderer makes no payment): the page then carries them, so the browser's first
 * requests cost no round trip.
 */
export function recordingFetch(inner: FetchLike, sink: SeededResponse[]): FetchLike {
  return async (input, init) => {
    const response = await inner(input, init);
    const method = init.method ?? 'GET';
    if (keyOf(input, method, init.body) !== null && response.ok) {
      const body = await response.clone().text();
      const sent = method === 'POST' ? { sent: init.body as string } : {};
      sink.push({ url: input, status: response.status, body, ...sent });
    }
    return response;
  };
}

import type { Clock } from '@tipwell/core';

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/** Resolved at call time, so a network-level mock installed after construction still applies. */
export const globalFetch: FetchLike = (input, init) => globalThis.fetch(input, init);

/** One attempt's answer, body already read (so the attempt's timer covers the body too). */
export interface AttemptResponse {
  readonly status: number;
  readonly headers: Headers;
  readonly text: string;
}

/** The attempt ran out of its own time (or the request's total budget). */
export class AttemptTimeoutError extends Error {
  constructor(readonly budgetSpent: boolean) {
    super(budgetSpent ? 'The request took too long' : 'The attempt timed out');
    this.name = 'AttemptTimeoutError';
  }
}

/**
 * The inner fetch handed to fetch-retry. fetch-retry reuses `init` (and so its signal) for every
 * attempt, so each call here makes its own AbortController and timer: an aborted first attempt does
 * not doom the second. The timeout is the smaller of the per-attempt limit and what is left of the
 * request's total budget.
 */
export function createAttemptFetch(
  fetchImpl: FetchLike,
  clock: Clock,
  attemptMs: number,
  deadline: number,
): (input: string, init: RequestInit) => Promise<AttemptResponse> {
  return async (input, init) => {
    const remaining = deadline - clock.now();
    if (remaining <= 0) throw new AttemptTimeoutError(true);
    const budgetSpent = remaining < attemptMs;
    const controller = new AbortController();
    const cancel = clock.setTimeout(() => controller.abort(), Math.min(attemptMs, remaining));
    try {
      const response = await fetchImpl(input, { ...init, signal: controller.signal });
      const text = await response.text();
      return { status: response.status, headers: response.headers, text };
    } catch (error) {
      if (controller.signal.aborted) throw new AttemptTimeoutError(budgetSpent);
      throw error;
    } finally {
      cancel();
    }
  };
}

import fetchBuilder from 'fetch-retry';
import { AppError, err, systemClock } from '@tipwell/core';
import type { Clock, Fingerprint, Result, Schema } from '@tipwell/core';
import { AttemptTimeoutError, createAttemptFetch, globalFetch } from './attempt-fetch';
import type { AttemptResponse, FetchLike } from './attempt-fetch';
import { readEnvelope } from './read-envelope';
import { defaultRetryPolicy, nextDelay } from './retry-policy';
import type { RetryPolicy, Timeouts } from './retry-policy';

export interface HttpRequest<T> {
  readonly method: 'GET' | 'HEAD' | 'POST';
  readonly url: string;
  readonly body?: unknown;
  readonly schema: Schema<T>;
  /** Sent as `Idempotency-Key`; the same key goes out on every retry of this request. */
  readonly idempotencyKey?: string;
  /** A POST that is safe to repeat without a key (a pure computation such as calculate-fees). */
  readonly idempotent?: boolean;
  /** 'read' (default) or 'payment' timeouts of the policy. */
  readonly timeouts?: 'read' | 'payment';
}

export interface HttpClientConfig {
  /** Its current header goes out as `X-Device-Fingerprint` on every request. */
  readonly fingerprint: Fingerprint;
  readonly fetch?: FetchLike;
  readonly clock?: Clock;
  /** The wait between attempts; defaults to a timer of `clock`. */
  readonly sleep?: (ms: number) => Promise<void>;
  /** Jitter source in [0, 1). */
  readonly random?: () => number;
  readonly policy?: Partial<RetryPolicy>;
}

/** What fetch-retry receives from the inner fetch: an answer, or the reason there is none. */
type AttemptFailure = 'network' | 'timeout' | 'fatal';

function classify(error: unknown): AttemptFailure {
  if (error instanceof AttemptTimeoutError) return error.budgetSpent ? 'fatal' : 'timeout';
  // fetch rejects with a TypeError when the network fails; anything else is our own bug.
  return error instanceof TypeError ? 'network' : 'fatal';
}

function toAppError(error: unknown): AppError {
  if (error instanceof AttemptTimeoutError)
    return new AppError('timeout', error.message, { cause: error });
  if (error instanceof TypeError) {
    return new AppError('network', 'The network is unavailable', { cause: error });
  }
  // Not a failure of the network: a body that is not JSON, a broken fetch stand-in — a bug.
  return new AppError('internal', error instanceof Error ? error.message : 'The request failed', {
    cause: error,
  });
}

/**
 * The one HTTP helper under every endpoint: headers, timeouts, the retry policy and the envelope.
 * Expected failures come back as `Result` values; it never throws.
 */
export class HttpClient {
  private readonly fingerprint: Fingerprint;
  private readonly fetchImpl: FetchLike;
  private readonly clock: Clock;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly random: () => number;
  readonly policy: RetryPolicy;

  constructor(config: HttpClientConfig) {
    this.fingerprint = config.fingerprint;
    this.fetchImpl = config.fetch ?? globalFetch;
    this.clock = config.clock ?? systemClock;
    const clock = this.clock;
    this.sleep = config.sleep ?? ((ms) => new Promise((resolve) => clock.setTimeout(resolve, ms)));
    this.random = config.random ?? Math.random;
    this.policy = { ...defaultRetryPolicy, ...config.policy };
  }

  async send<T>(request: HttpRequest<T>): Promise<Result<T>> {
    const timeouts: Timeouts =
      request.timeouts === 'payment' ? this.policy.payment : this.policy.read;
    const deadline = this.clock.now() + timeouts.totalMs;
    const repeatable =
      request.method === 'GET' ||
      request.method === 'HEAD' ||
      request.idempotencyKey !== undefined ||
      request.idempotent === true;
    const attemptFetch = createAttemptFetch(
      this.fetchImpl,
      this.clock,
      timeouts.attemptMs,
      deadline,
    );
    const fetchWithRetry = fetchBuilder(attemptFetch, {
      // The wait happens inside retryOn (an injectable sleep); fetch-retry's own timer gets 0.
      retryDelay: 0,
      // fetch-retry ignores `retries` when retryOn is a function: nextDelay caps the attempts.
      retryOn: async (attempt: number, error: Error | null, response: AttemptResponse | null) => {
        const delay = nextDelay(
          this.policy,
          {
            attempt,
            repeatable,
            failure: error ? classify(error) : null,
            status: response?.status ?? null,
            retryAfter: response?.headers.get('Retry-After') ?? null,
            now: this.clock.now(),
            deadline,
          },
          this.random,
        );
        if (delay === null) return false;
        await this.sleep(delay);
        return true;
      },
    });
    try {
      const response = await fetchWithRetry(request.url, this.init(request));
      return readEnvelope(response, request.schema);
    } catch (error) {
      return err(toAppError(error));
    }
  }

  private init(request: HttpRequest<unknown>): RequestInit {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'X-Device-Fingerprint': this.fingerprint.current().header,
    };
    if (request.idempotencyKey !== undefined) headers['Idempotency-Key'] = request.idempotencyKey;
    if (request.body === undefined) return { method: request.method, headers };
    headers['Content-Type'] = 'application/json';
    return { method: request.method, headers, body: JSON.stringify(request.body) };
  }
}

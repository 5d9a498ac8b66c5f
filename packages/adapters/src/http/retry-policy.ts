/**
 * When and how long to wait before repeating a request. Pure functions over numbers, so the policy
 * is tested without a network.
 */
export interface Timeouts {
  /** Per attempt: a fresh timer (and AbortSignal) for every try. */
  readonly attemptMs: number;
  /** All attempts and the waits between them together. */
  readonly totalMs: number;
}

export interface RetryPolicy {
  /** Attempts in all, the first included. */
  readonly maxAttempts: number;
  readonly baseDelayMs: number;
  /** The cap of the exponential backoff, and the longest Retry-After we are willing to wait. */
  readonly maxDelayMs: number;
  /** GETs and pure computations (calculate-fees). */
  readonly read: Timeouts;
  /**
   * Payment, details and review POSTs. The product asks for no HTTP timeout; we decided against
   * it (docs/decisions/0001: a guest must never wait forever) but give a provider round trip its full
   * 60 s per attempt, and all attempts together 90 s.
   */
  readonly payment: Timeouts;
}

export const defaultRetryPolicy: RetryPolicy = {
  maxAttempts: 3,
  baseDelayMs: 250,
  maxDelayMs: 4_000,
  read: { attemptMs: 10_000, totalMs: 25_000 },
  payment: { attemptMs: 60_000, totalMs: 90_000 },
};

const RETRYABLE_STATUSES = new Set([408, 429]);

export function isRetryableStatus(status: number): boolean {
  return RETRYABLE_STATUSES.has(status) || (status >= 500 && status <= 599);
}

/** Capped exponential backoff with full jitter: uniform in [0, min(cap, base · 2^attempt)). */
export function backoffDelay(policy: RetryPolicy, attempt: number, random: () => number): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** attempt);
  return Math.floor(random() * ceiling);
}

/**
 * Retry-After as milliseconds: delta-seconds ("3") or an HTTP date; null when absent or unreadable.
 * A date in the past means "now" (0).
 */
export function parseRetryAfter(value: string | null, now: number): number | null {
  if (value === null) return null;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const date = Date.parse(text);
  if (Number.isNaN(date)) return null;
  return Math.max(0, date - now);
}

export interface RetryInput {
  /** Zero-based number of the attempt that just finished. */
  readonly attempt: number;
  /** Whether the request may be repeated at all (GET/HEAD, keyed, or explicitly idempotent). */
  readonly repeatable: boolean;
  /** Set when the attempt failed without an answer: 'network' or a per-attempt 'timeout'. */
  readonly failure: 'network' | 'timeout' | 'fatal' | null;
  readonly status: number | null;
  readonly retryAfter: string | null;
  readonly now: number;
  readonly deadline: number;
}

/** The wait before the next attempt, or null to stop and report the last outcome. */
export function nextDelay(
  policy: RetryPolicy,
  input: RetryInput,
  random: () => number,
): number | null {
  if (!input.repeatable || input.attempt + 1 >= policy.maxAttempts) return null;
  if (input.failure === 'fatal') return null;
  if (input.failure === null && (input.status === null || !isRetryableStatus(input.status)))
    return null;
  const requested = parseRetryAfter(input.retryAfter, input.now);
  // A server asking for a longer pause than we would ever make a guest wait: give up now rather
  // than hammer it early.
  if (requested !== null && requested > policy.maxDelayMs) return null;
  const delay = requested ?? backoffDelay(policy, input.attempt, random);
  // The next attempt needs some time of its own; if the budget is spent by the wait, stop.
  if (input.now + delay >= input.deadline) return null;
  return delay;
}

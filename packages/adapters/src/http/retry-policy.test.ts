import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  backoffDelay,
  defaultRetryPolicy,
  isRetryableStatus,
  nextDelay,
  parseRetryAfter,
} from './retry-policy';
import type { RetryInput } from './retry-policy';

const policy = defaultRetryPolicy;
const base: RetryInput = {
  attempt: 0,
  repeatable: true,
  failure: null,
  status: 503,
  retryAfter: null,
  now: 0,
  deadline: 25_000,
};

describe('retry policy', () => {
  it('backs off within [0, min(cap, base · 2^attempt))', () => {
    fc.assert(
      fc.property(
        fc.nat(20),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (attempt, random) => {
          const delay = backoffDelay(policy, attempt, () => random);
          const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** attempt);
          return Number.isInteger(delay) && delay >= 0 && delay < Math.max(ceiling, 1);
        },
      ),
    );
  });

  it('never allows more than maxAttempts, nor waits past the cap or the deadline', () => {
    fc.assert(
      fc.property(
        fc.nat(10),
        fc.boolean(),
        fc.constantFrom<RetryInput['failure']>(null, 'network', 'timeout', 'fatal'),
        fc.integer({ min: 100, max: 599 }),
        fc.option(fc.nat(30).map(String), { nil: null }),
        fc.nat(30_000),
        (attempt, repeatable, failure, status, retryAfter, now) => {
          const delay = nextDelay(
            policy,
            {
              attempt,
              repeatable,
              failure,
              status: failure ? null : status,
              retryAfter,
              now,
              deadline: 25_000,
            },
            () => 0.99,
          );
          if (delay === null) return true;
          return (
            repeatable &&
            attempt + 1 < policy.maxAttempts &&
            failure !== 'fatal' &&
            delay <= policy.maxDelayMs &&
            now + delay < 25_000
          );
        },
      ),
    );
  });

  it('retries only network errors, attempt timeouts, 408, 429 and 5xx', () => {
    expect([408, 429, 500, 503, 599].every(isRetryableStatus)).toBe(true);
    expect([200, 400, 401, 403, 404, 409, 422, 600].some(isRetryableStatus)).toBe(false);
    expect(nextDelay(policy, { ...base, status: null, failure: 'network' }, () => 0)).toBe(0);
    expect(nextDelay(policy, { ...base, status: null, failure: 'timeout' }, () => 0)).toBe(0);
    expect(nextDelay(policy, { ...base, status: null, failure: 'fatal' }, () => 0)).toBeNull();
    expect(nextDelay(policy, { ...base, status: 422 }, () => 0)).toBeNull();
    expect(nextDelay(policy, { ...base, repeatable: false }, () => 0)).toBeNull();
  });

  it('reads Retry-After as seconds or an HTTP date', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(parseRetryAfter('3', now)).toBe(3000);
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:00:02 GMT', now)).toBe(2000);
    expect(parseRetryAfter('Wed, 31 Dec 2025 23:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeNull();
    expect(parseRetryAfter(null, now)).toBeNull();
  });

  it('waits what Retry-After asks when it fits the cap, and gives up when it does not', () => {
    expect(nextDelay(policy, { ...base, retryAfter: '1' }, () => 0)).toBe(1000);
    expect(nextDelay(policy, { ...base, retryAfter: '60' }, () => 0)).toBeNull();
    expect(nextDelay(policy, { ...base, retryAfter: '3', now: 23_000 }, () => 0)).toBeNull();
  });
});

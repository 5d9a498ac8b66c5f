import { AppError, err } from '@tipwell/core';
import type { Result } from '@tipwell/core';

/**
 * Builds a request body and sends it. Building can only fail on a bug (cents that are not an
 * integer); that becomes an `internal` error value instead of an exception in the middle of a payment.
 */
export async function guardBody<B, T>(
  build: () => B,
  send: (body: B) => Promise<Result<T>>,
): Promise<Result<T>> {
  let body: B;
  try {
    body = build();
  } catch (error) {
    const message = error instanceof Error ? error.message : 'The request could not be built';
    return err(new AppError('internal', message, { cause: error }));
  }
  return send(body);
}

/**
 * The closed set of failures the core knows. Adapters translate HTTP, storage and provider failures
 * into these; screens react to `code`.
 */
export type AppErrorCode =
  | 'network' // no connection, or the connection dropped
  | 'timeout' // an attempt or the whole request took too long
  | 'http' // the server answered 4xx/5xx with an error envelope
  | 'malformed' // the response did not match its schema
  | 'not_found' // the resource does not exist (404, or a refused exchange)
  | 'intent_already_paid' // 409 INTENT_ALREADY_PAID
  | 'payment' // the provider refused or could not tokenise
  | 'internal'; // a bug: an impossible state (e.g. an unknown tip level)

export class AppError extends Error {
  readonly code: AppErrorCode;
  /** HTTP status when the server answered; 0 otherwise. */
  readonly status: number;
  /** The server's own error code from `{ error: { code } }`, when there is one. */
  readonly serverCode: string | null;

  constructor(
    code: AppErrorCode,
    message: string,
    options: { status?: number; serverCode?: string | null; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = options.status ?? 0;
    this.serverCode = options.serverCode ?? null;
  }
}

export type Result<T, E = AppError> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

export function ok<T>(value: T): Result<T, never> {
  return { ok: true, value };
}

export function err<E>(error: E): Result<never, E> {
  return { ok: false, error };
}

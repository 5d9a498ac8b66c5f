/**
 * A request the sandbox refuses: it becomes the contract's failure envelope
 * `{ error: { code, message } }` with `status`. `field` names the offending input when one does.
 */
export class HttpError extends Error {
  override readonly name = 'HttpError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export function validationFailed(field: string, message: string): HttpError {
  return new HttpError(422, 'VALIDATION_FAILED', message, field);
}

export function notFound(message: string): HttpError {
  return new HttpError(404, 'NOT_FOUND', message);
}

export interface ErrorBody {
  readonly error: { readonly code: string; readonly message: string; readonly field?: string };
}

export function errorBody(error: HttpError): ErrorBody {
  return {
    error: {
      code: error.code,
      message: error.message,
      ...(error.field === undefined ? {} : { field: error.field }),
    },
  };
}

import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, errorBody } from './http-error';
import { type SchemaFailure, validationError } from './validation-error';

/** Translates Fastify's own failures (body parsing, limits, schemas) into the contract's envelope. */
export function toHttpError(error: FastifyError | Error): HttpError {
  if (error instanceof HttpError) return error;
  const fastifyError = error as FastifyError & { validationContext?: string };
  if (Array.isArray(fastifyError.validation)) {
    return validationError(
      fastifyError.validationContext ?? 'body',
      fastifyError.validation as unknown as readonly SchemaFailure[],
    );
  }
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new HttpError(413, 'BODY_TOO_LARGE', 'The request body is larger than 64 KB');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the body as application/json');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new HttpError(400, 'INVALID_JSON', 'The request body is not valid JSON');
    default:
      break;
  }
  const status = fastifyError.statusCode;
  if (error instanceof SyntaxError && status === 400) {
    return new HttpError(400, 'INVALID_JSON', 'The request body is not valid JSON');
  }
  if (status === 429) return new HttpError(429, 'RATE_LIMITED', 'Too many requests');
  // Never the framework's message: it may quote what the request sent.
  if (status !== undefined && status >= 400 && status < 500) {
    return new HttpError(status, 'BAD_REQUEST', 'The request is not valid');
  }
  return new HttpError(500, 'INTERNAL_ERROR', 'The sandbox failed to process the request');
}

/**
 * An unexpected failure is logged at error level with the request id, the method and the route
 * (never the body, the query or the headers: they carry names, e-mails and card tokens).
 */
function logUnexpected(request: FastifyRequest, error: Error): void {
  request.log.error(
    {
      reqId: request.id,
      method: request.method,
      route: request.routeOptions.url ?? null,
      // Its name, message and stack only: an error's own fields may hold what the request sent.
      error: { type: error.name, message: error.message, stack: error.stack },
    },
    'unexpected error: answered 500 INTERNAL_ERROR',
  );
}

/**
 * Fastify's router refuses some URLs before any route or hook (`frameworkErrors`): a malformed
 * percent-encoding, a path parameter over 100 characters. They get the envelope too.
 */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const httpError =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? new HttpError(404, 'NOT_FOUND', 'No such resource')
      : new HttpError(400, 'BAD_REQUEST', 'The request URL is malformed');
  return reply
    .status(httpError.status)
    .header('Cache-Control', 'no-store')
    .send(errorBody(httpError));
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const httpError = toHttpError(error);
    if (httpError.status >= 500) logUnexpected(request, error);
    return reply.status(httpError.status).send(errorBody(httpError));
  });
  app.setNotFoundHandler((_request, reply) => {
    const httpError = new HttpError(404, 'NOT_FOUND', 'No route for this method and address');
    return reply.status(404).send(errorBody(httpError));
  });
}

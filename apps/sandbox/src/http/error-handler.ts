import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, errorBody } from './http-error';

/** Translates Fastify's own failures (body parsing, limits) into the contract's envelope. */
export function toHttpError(error: FastifyError | Error): HttpError {
  if (error instanceof HttpError) return error;
  const fastifyError = error as FastifyError;
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
  if (status !== undefined && status >= 400 && status < 500) {
    return new HttpError(status, 'BAD_REQUEST', error.message);
  }
  return new HttpError(500, 'INTERNAL_ERROR', 'The sandbox failed to process the request');
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const httpError = toHttpError(error);
    if (httpError.status >= 500) request.log.error(error);
    return reply.status(httpError.status).send(errorBody(httpError));
  });
  app.setNotFoundHandler((request, reply) => {
    const httpError = new HttpError(
      404,
      'NOT_FOUND',
      `No route for ${request.method} ${request.url}`,
    );
    return reply.status(404).send(errorBody(httpError));
  });
}

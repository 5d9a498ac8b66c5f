import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SecurityPolicy } from '../security/security-policy';

/** The contract's failure envelope (docs/service-contract.md), as this server sends it. */
export interface ErrorBody {
  readonly error: { readonly code: string; readonly message: string };
}

export function errorBody(code: string, message: string): ErrorBody {
  return { error: { code, message } };
}

/** Fastify's and the proxy's failures, translated; never the path or a header value. */
export function envelopeFor(error: FastifyError | Error): { status: number; body: ErrorBody } {
  const { code, statusCode } = error as FastifyError;
  switch (code) {
    case 'FST_ERR_BAD_URL':
      return { status: 400, body: errorBody('BAD_URL', 'The address is not valid') };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, body: errorBody('BODY_TOO_LARGE', 'The request body is too large') };
    case 'FST_REPLY_FROM_GATEWAY_TIMEOUT':
    case 'FST_REPLY_FROM_HEADERS_TIMEOUT':
    case 'FST_REPLY_FROM_BODY_TIMEOUT':
      return {
        status: 504,
        body: errorBody('UPSTREAM_TIMEOUT', 'The service did not answer in time'),
      };
    case 'ECONNRESET':
    case 'UND_ERR_SOCKET':
    case 'UND_ERR_CONNECT_TIMEOUT':
    case 'FST_REPLY_FROM_BAD_GATEWAY':
    case 'FST_REPLY_FROM_SERVICE_UNAVAILABLE':
    case 'FST_REPLY_FROM_INTERNAL_SERVER_ERROR':
      return {
        status: 502,
        body: errorBody('UPSTREAM_UNAVAILABLE', 'The service could not be reached'),
      };
    default:
      break;
  }
  if (statusCode === 429) {
    return { status: 429, body: errorBody('RATE_LIMITED', 'Too many requests: try again later') };
  }
  if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) {
    return { status: statusCode, body: errorBody('BAD_REQUEST', 'The request is not valid') };
  }
  if (statusCode === 502 || statusCode === 503 || statusCode === 504) {
    return {
      status: statusCode,
      body: errorBody('UPSTREAM_UNAVAILABLE', 'The service could not be reached'),
    };
  }
  return { status: 500, body: errorBody('INTERNAL_ERROR', 'The server failed to answer') };
}

/** Every error and unknown address answers in the envelope (the security headers come from onSend). */
export function registerErrorEnvelope(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const { status, body } = envelopeFor(error);
    if (status >= 500) request.log.error({ err: { type: error.name, code: error.code } }, 'failed');
    return reply.status(status).type('application/json; charset=utf-8').send(body);
  });
  app.setNotFoundHandler((_request, reply) =>
    reply.status(404).send(errorBody('NOT_FOUND', 'Nothing is here')),
  );
}

/**
 * Fastify's handler of errors raised before any route (a URL that does not decode): the same
 * envelope and headers as every other answer (no hook runs for these).
 */
export function frameworkErrors(policy: SecurityPolicy) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    const { status, body } = envelopeFor(error);
    void reply
      .status(status)
      .headers({
        ...policy.headersFor('/', request.protocol === 'https'),
        'Cache-Control': 'no-store',
      })
      .type('application/json; charset=utf-8')
      .send(body);
  };
}

/**
 * What Node's HTTP parser refuses (bad framing, an oversized header) never reaches Fastify: the
 * answer is written on the socket, in the envelope and with the document headers.
 */
export function clientErrorAnswer(policy: SecurityPolicy) {
  return (error: Error & { code?: string }, socket: Socket): void => {
    if (!socket.writable) {
      socket.destroy();
      return;
    }
    const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
    const status = tooLarge ? 431 : 400;
    const body = JSON.stringify(
      tooLarge
        ? errorBody('HEADERS_TOO_LARGE', 'The request headers are too large')
        : errorBody('BAD_REQUEST', 'The request could not be read'),
    );
    const headers = {
      ...policy.headersFor('/', false),
      'Cache-Control': 'no-store',
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': String(Buffer.byteLength(body)),
      Connection: 'close',
    };
    const head = Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}`)
      .join('\r\n');
    socket.end(
      `HTTP/1.1 ${status} ${tooLarge ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n${head}\r\n\r\n${body}`,
    );
  };
}

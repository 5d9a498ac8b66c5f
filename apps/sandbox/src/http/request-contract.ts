import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './http-error';

/** Deeper JSON than any request of the contract needs (a provider's state data is ~4 levels). */
const MAX_JSON_DEPTH = 32;

/** Headers the contract reads as one value: a second copy is refused, not joined into "a, b". */
const SINGLE_HEADERS: ReadonlyMap<string, HttpError> = new Map([
  [
    'idempotency-key',
    new HttpError(400, 'IDEMPOTENCY_KEY_REQUIRED', 'Send exactly one Idempotency-Key header'),
  ],
  [
    'x-device-fingerprint',
    new HttpError(400, 'FINGERPRINT_REQUIRED', 'Send exactly one X-Device-Fingerprint header'),
  ],
  ['content-type', new HttpError(400, 'BAD_REQUEST', 'Send exactly one Content-Type header')],
  ['content-length', new HttpError(400, 'BAD_REQUEST', 'Send exactly one Content-Length header')],
  ['host', new HttpError(400, 'BAD_REQUEST', 'Send exactly one Host header')],
]);

/** A key holding a comma is the form two keys take once a proxy on the way joins them. */
const KEY_WITH_COMMA = new HttpError(
  400,
  'IDEMPOTENCY_KEY_REQUIRED',
  'An Idempotency-Key holds no comma',
);

/**
 * How deeply `text` nests arrays and objects, counted without parsing (brackets inside strings do
 * not count). Stops counting once past `limit`.
 */
function jsonDepth(text: string, limit: number = MAX_JSON_DEPTH): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c) i += 1;
      else if (char === 0x22) inString = false;
      continue;
    }
    if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) {
      depth += 1;
      if (depth > deepest) deepest = depth;
      if (deepest > limit) return deepest;
    } else if (char === 0x5d || char === 0x7d) depth -= 1;
  }
  return deepest;
}

function repeatedHeader(request: FastifyRequest): HttpError | null {
  const raw = request.raw.rawHeaders;
  const seen = new Set<string>();
  for (let i = 0; i < raw.length; i += 2) {
    const name = (raw[i] ?? '').toLowerCase();
    const refusal = SINGLE_HEADERS.get(name);
    if (!refusal) continue;
    if (seen.has(name)) return refusal;
    seen.add(name);
    if (name === 'idempotency-key' && (raw[i + 1] ?? '').includes(',')) return KEY_WITH_COMMA;
  }
  return null;
}

/**
 * What every request meets before its route's schema: one copy of each single-valued header, and
 * a JSON body no deeper than MAX_JSON_DEPTH (checked on the text, before parsing; the default
 * parser's prototype-poisoning protection then parses it).
 */
export function registerRequestContract(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const refusal = repeatedHeader(request);
    if (refusal) throw refusal;
  });
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonDepth(text) > MAX_JSON_DEPTH) {
      done(
        new HttpError(
          400,
          'BODY_TOO_DEEP',
          `The request body nests deeper than ${MAX_JSON_DEPTH} levels`,
        ),
        undefined,
      );
      return;
    }
    parseJson(request, text, done);
  });
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './error-envelope';

/**
 * Headers the contract reads as one value (docs/service-contract.md): Node joins two copies of a
 * header it does not know into `"a, b"`, which a service would take as one new value (two
 * Idempotency-Keys joined are a third key, and a third payment). A second copy is refused here,
 * before anything is proxied, with the code the services give for it.
 */
const ONCE_ONLY: ReadonlyMap<string, { code: string; name: string }> = new Map([
  ['idempotency-key', { code: 'IDEMPOTENCY_KEY_REQUIRED', name: 'Idempotency-Key' }],
  ['x-device-fingerprint', { code: 'FINGERPRINT_REQUIRED', name: 'X-Device-Fingerprint' }],
  ['content-type', { code: 'BAD_REQUEST', name: 'Content-Type' }],
  ['content-length', { code: 'BAD_REQUEST', name: 'Content-Length' }],
  ['host', { code: 'BAD_REQUEST', name: 'Host' }],
]);

/**
 * The refusal of a request that repeats a once-only header, or whose Idempotency-Key holds a comma
 * (the form two keys take once joined by a proxy on the way); null when it has none. The message
 * names the header, never the value sent.
 */
function onceOnlyRefusal(rawHeaders: readonly string[]): { code: string; message: string } | null {
  const seen = new Set<string>();
  for (let i = 0; i < rawHeaders.length; i += 2) {
    const name = (rawHeaders[i] ?? '').toLowerCase();
    const rule = ONCE_ONLY.get(name);
    if (!rule) continue;
    if (seen.has(name)) return { code: rule.code, message: `Send exactly one ${rule.name} header` };
    seen.add(name);
    if (name === 'idempotency-key' && (rawHeaders[i + 1] ?? '').includes(',')) {
      return { code: rule.code, message: 'An Idempotency-Key holds no comma' };
    }
  }
  return null;
}

/** onRequest hook of the proxied routes: 400 in the envelope, the body never read. */
export async function refuseRepeatedHeaders(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const refusal = onceOnlyRefusal(request.raw.rawHeaders);
  if (refusal === null) return;
  // The body is not read: the connection cannot carry another request after this answer.
  reply.header('Connection', 'close');
  await reply
    .status(400)
    .type('application/json; charset=utf-8')
    .send(errorBody(refusal.code, refusal.message));
}

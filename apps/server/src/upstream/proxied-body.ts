import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';

/**
 * The body of a proxied request, read whole (up to the server's `bodyLimit`) before anything goes
 * upstream, and handed on as it came, byte for byte. A body over the limit is Fastify's
 * `FST_ERR_CTP_BODY_TOO_LARGE` (413 BODY_TOO_LARGE in the envelope), whether it says its length or
 * comes chunked, and nothing reaches the service. Streaming it instead let a service refuse it
 * early and close while the rest was being written: `write EPIPE`, and a 502 for the guest.
 * Replaces @fastify/http-proxy's own parsers (`proxyPayloads: false`), which pass the raw stream.
 */
export function readProxiedBodies(scope: FastifyInstance): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
    // A stream, so that @fastify/reply-from sends these bytes and does not JSON-encode them again.
    done(null, Readable.from([body], { objectMode: false }));
  });
}

import type { FastifyInstance } from 'fastify';

/** Parses `application/x-www-form-urlencoded` bodies (the 3-D Secure page's forms) into an object. */
export function registerFormBodyParser(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
}

import type { FastifyInstance } from 'fastify';
import { HttpError } from './http-error';

const MAX_FINGERPRINT_LENGTH = 2048;
/** The IP lookup feeds the fingerprint, so it cannot require one. */
const EXEMPT = new Set(['/api/ip']);

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/');
}

function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/** Every `/api/*` call carries `X-Device-Fingerprint` (demo-world.md); else 400 FINGERPRINT_REQUIRED. */
export function registerFingerprintGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const path = pathOf(request.url);
    if (!isApiPath(path) || EXEMPT.has(path)) return;
    const value = request.headers['x-device-fingerprint'];
    if (typeof value !== 'string' || value.trim() === '' || value.length > MAX_FINGERPRINT_LENGTH) {
      throw new HttpError(
        400,
        'FINGERPRINT_REQUIRED',
        'The X-Device-Fingerprint header is required (1 to 2048 characters)',
      );
    }
  });
}

import type { WebProcessor } from '../processors';
import { contentSecurityPolicy } from './content-security-policy';
import type { InlineBlocks } from './inline-blocks';
import { type ProviderEnvironment, sourcesFor } from './provider-origins';

export interface SecurityPolicyOptions {
  readonly processors: readonly WebProcessor[];
  readonly environment?: ProviderEnvironment | undefined;
  readonly inline: InlineBlocks;
}

/** The response headers for one request, by path, transport and what started it. */
export interface SecurityPolicy {
  headersFor(path: string, secure: boolean): Readonly<Record<string, string>>;
  /**
   * The document policy for a page with inline blocks of its own (a rendered landing): its
   * `<style>` blocks' hashes, and its scripts' hashes.
   */
  documentPolicyWith(
    styleHashes: readonly string[],
    secure: boolean,
    scriptHashes?: readonly string[],
  ): string;
}

/** `payment=(self "https://…")`: only this page and the provider's frames may ask to pay. */
export function permissionsPolicy(
  processors: readonly WebProcessor[],
  environment: ProviderEnvironment,
): string {
  const origins = sourcesFor(processors, environment).payment.map((o) => `"${o}"`);
  return [
    `payment=(${['self', ...origins].join(' ')})`,
    'camera=()',
    'microphone=()',
    'geolocation=()',
  ].join(', ');
}

const HSTS = 'max-age=31536000; includeSubDomains';

/** Whether a path is one of the services' (proxied to them). */
export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

/** The services' answers (personal data) and the card provider's (tokens, card details). */
function neverStored(path: string): boolean {
  return isApiPath(path) || path.startsWith('/sandbox-provider/');
}

/**
 * Builds every header value once (the policy over plain http and over https) and hands them out
 * per request: the document headers on every response, no-store on /api/* and the card provider's
 * answers, HSTS only over https.
 */
export function createSecurityPolicy(options: SecurityPolicyOptions): SecurityPolicy {
  const environment = options.environment ?? 'test';
  const base = {
    processors: options.processors,
    environment,
    styleHashes: options.inline.styleHashes,
  };
  const common: Record<string, string> = {
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'Permissions-Policy': permissionsPolicy(options.processors, environment),
    // On every response, however the request started (decision 0004). Wallet sheets (Google Pay
    // outside Chrome, Apple Pay's QR flow) open popups that report back: allow-popups keeps them.
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  };
  const plain = { ...common, 'Content-Security-Policy': contentSecurityPolicy(base) };
  const secure = {
    ...common,
    'Content-Security-Policy': contentSecurityPolicy({ ...base, secure: true }),
    'Strict-Transport-Security': HSTS,
  };
  return {
    documentPolicyWith(styleHashes, overHttps, scriptHashes = []) {
      const hashes = [...new Set([...base.styleHashes, ...styleHashes])];
      return contentSecurityPolicy({
        ...base,
        styleHashes: hashes,
        scriptHashes: [...new Set(scriptHashes)],
        secure: overHttps,
      });
    },
    headersFor(path, overHttps) {
      return {
        ...(overHttps ? secure : plain),
        ...(neverStored(path) ? { 'Cache-Control': 'no-store' } : {}),
      };
    },
  };
}

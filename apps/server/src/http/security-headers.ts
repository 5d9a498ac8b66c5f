import type { FastifyInstance } from 'fastify';
import type { WebProcessor } from '../processors';
import { readInlineBlocks } from '../security/inline-blocks';
import type { ProviderEnvironment } from '../security/provider-origins';
import { type SecurityPolicy, createSecurityPolicy } from '../security/security-policy';

export interface SecurityHeaderOptions {
  readonly processors: readonly WebProcessor[];
  readonly environment?: ProviderEnvironment | undefined;
  /** The served web app: its index.html's inline <style> blocks are hashed once, here. */
  readonly staticDir?: string | undefined;
}

/** Builds the policy for this server: the processor in use and the served index.html. */
export function securityPolicyFor(options: SecurityHeaderOptions): {
  policy: SecurityPolicy;
  inlineScripts: number;
} {
  const inline = readInlineBlocks(options.staticDir);
  const policy = createSecurityPolicy({
    processors: options.processors,
    environment: options.environment,
    inline,
  });
  return { policy, inlineScripts: inline.inlineScripts };
}

/**
 * Every response gets the document headers (security/security-policy.ts), proxied answers
 * included; an answer that sets its own, stricter Content-Security-Policy (the sandbox's
 * generated SVGs) keeps it. HTML documents (the app's
 * pages, the sandbox's 3-D Secure page) and /api/* are never stored.
 */
export function registerSecurityHeaders(app: FastifyInstance, policy: SecurityPolicy): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const path = request.url.split('?')[0] ?? request.url;
    const headers = policy.headersFor(path, request.protocol === 'https');
    for (const [name, value] of Object.entries(headers)) {
      if (name === 'Content-Security-Policy' && reply.hasHeader(name)) continue;
      reply.header(name, value);
    }
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('text/html')) {
      reply.header('Cache-Control', 'no-store');
    }
    return payload;
  });
}

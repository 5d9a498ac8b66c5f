import type { WebProcessor } from '../processors';
import { type ProviderEnvironment, sourcesFor } from './provider-origins';

export interface PolicyOptions {
  /** Every processor the business uses. */
  readonly processors: readonly WebProcessor[];
  readonly environment?: ProviderEnvironment | undefined;
  /** 'sha256-…' sources of the served index.html's inline <style> blocks. */
  readonly styleHashes?: readonly string[] | undefined;
  /** 'sha256-…' sources of a rendered page's own inline scripts (the landing's after-paint code). */
  readonly scriptHashes?: readonly string[] | undefined;
  /** The page came over https: add upgrade-insecure-requests (never on plain-http loopback). */
  readonly secure?: boolean | undefined;
}

/** Directive name → its sources, in the order they are sent. */
export type Directives = ReadonlyMap<string, readonly string[]>;

const SELF = "'self'";
const NONE = "'none'";

/**
 * The document policy: same-origin by default, scripts only from this origin and the provider in
 * use (never eval; inline only by hash: a rendered landing's own script), inline styles by hash
 * unless the provider forces otherwise (docs/decisions/0004-content-security-policy.md).
 */
export function policyDirectives(options: PolicyOptions): Directives {
  const sources = sourcesFor(options.processors, options.environment ?? 'test');
  // A hash or nonce makes browsers ignore 'unsafe-inline', so the exception replaces the hashes.
  const inlineStyles = sources.injectsInlineStyles
    ? ["'unsafe-inline'"]
    : [...(options.styleHashes ?? [])];
  const directives = new Map<string, readonly string[]>([
    ['default-src', [SELF]],
    ['script-src', [SELF, ...(options.scriptHashes ?? []), ...sources.script]],
    ['style-src', [SELF, ...inlineStyles, ...sources.style]],
    ['img-src', [SELF, 'data:', ...sources.img]],
    ['font-src', [SELF, 'data:', ...sources.font]],
    ['connect-src', [SELF, ...sources.connect]],
    ['frame-src', sources.frame.length === 0 ? [NONE] : [...sources.frame]],
    ['form-action', [SELF, ...sources.formAction]],
    ['manifest-src', [SELF]],
    ['worker-src', [SELF]],
    ['object-src', [NONE]],
    ['base-uri', [NONE]],
    ['frame-ancestors', [NONE]],
  ]);
  if (options.secure === true) directives.set('upgrade-insecure-requests', []);
  return directives;
}

export function serializePolicy(directives: Directives): string {
  return [...directives]
    .map(([name, values]) => (values.length === 0 ? name : `${name} ${values.join(' ')}`))
    .join('; ');
}

/** Parses a serialized policy back into directives (tests and tools read headers with it). */
export function parsePolicy(header: string): Directives {
  const directives = new Map<string, readonly string[]>();
  for (const part of header.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name !== undefined && name !== '') directives.set(name.toLowerCase(), values);
  }
  return directives;
}

export function contentSecurityPolicy(options: PolicyOptions): string {
  return serializePolicy(policyDirectives(options));
}

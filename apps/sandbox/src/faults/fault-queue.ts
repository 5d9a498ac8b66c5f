/**
 * Faults a test can inject into the next matching requests, to exercise the app's retry and error
 * handling: the connection dropped before or after the work is committed, an error status, a
 * delay, a malformed JSON body, or a 429 with Retry-After.
 */
export type Fault =
  | { readonly kind: 'drop-before-commit' }
  | { readonly kind: 'drop-after-commit' }
  | { readonly kind: 'status'; readonly status: number }
  | { readonly kind: 'delay'; readonly ms: number }
  | { readonly kind: 'malformed-json' }
  | { readonly kind: 'rate-limit'; readonly retryAfterSeconds: number };

/**
 * Who made a request: a browser (through apps/server's proxy, or directly), or apps/server itself
 * (the landing renderer and /readyz, which name themselves in User-Agent).
 */
export type FaultClient = 'browser' | 'server';

export interface FaultRule {
  readonly fault: Fault;
  /** Exact path, or a pattern tested against the path (no query). */
  readonly path: string | RegExp;
  readonly method?: string;
  /** How many matching requests it hits; default 1. */
  readonly times?: number;
  /** Whose requests it hits; default the browser's. */
  readonly client?: FaultClient;
}

export interface FaultRequest {
  readonly method: string;
  readonly path: string;
  /** Default 'browser'. */
  readonly client?: FaultClient;
}

/** What the server asks, per request. */
export interface FaultInjector {
  next(request: FaultRequest): Fault | null;
  /** Whether any fault for `client` is still waiting for its request. */
  armed(client: FaultClient): boolean;
}

interface ArmedRule {
  readonly rule: FaultRule;
  remaining: number;
}

/** A queue of rules: the first armed rule that matches fires and counts down. */
export class FaultQueue implements FaultInjector {
  private rules: ArmedRule[] = [];
  private readonly fired: { path: string; fault: Fault }[] = [];

  add(rule: FaultRule): this {
    this.rules.push({ rule, remaining: rule.times ?? 1 });
    return this;
  }

  clear(): void {
    this.rules = [];
  }

  armed(client: FaultClient): boolean {
    return this.rules.some(
      ({ rule, remaining }) => remaining > 0 && (rule.client ?? 'browser') === client,
    );
  }

  /** The faults that fired, oldest first. */
  history(): readonly { path: string; fault: Fault }[] {
    return [...this.fired];
  }

  next(request: FaultRequest): Fault | null {
    const client = request.client ?? 'browser';
    const armed = this.rules.find(({ rule, remaining }) => {
      if (remaining <= 0 || (rule.client ?? 'browser') !== client) return false;
      if (rule.method !== undefined && rule.method.toUpperCase() !== request.method) return false;
      return typeof rule.path === 'string'
        ? rule.path === request.path
        : rule.path.test(request.path);
    });
    if (!armed) return null;
    armed.remaining -= 1;
    this.rules = this.rules.filter((rule) => rule.remaining > 0);
    this.fired.push({ path: request.path, fault: armed.rule.fault });
    return armed.rule.fault;
  }
}

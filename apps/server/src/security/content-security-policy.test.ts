import { describe, expect, it } from 'vitest';
import { PROCESSORS } from '@tipwell/core/vocabulary';
import { parsePolicy, policyDirectives, serializePolicy } from './content-security-policy';
import { PROVIDER_ENVIRONMENTS, allProviderOrigins, providerSources } from './provider-origins';
import { createSecurityPolicy, permissionsPolicy } from './security-policy';

const HASH = "'sha256-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA='";

function originsIn(policy: string): Set<string> {
  const found = new Set<string>();
  for (const values of parsePolicy(policy).values()) {
    for (const value of values) if (value.startsWith('https://')) found.add(value);
  }
  return found;
}

describe('the Content-Security-Policy per processor', () => {
  for (const processor of PROCESSORS) {
    for (const environment of PROVIDER_ENVIRONMENTS) {
      it(`${processor} (${environment}): scripts same-origin or provider, never inline or eval`, () => {
        const d = policyDirectives({ processors: [processor], environment, styleHashes: [HASH] });
        const script = d.get('script-src') ?? [];
        expect(script[0]).toBe("'self'");
        expect(script.join(' ')).not.toMatch(/unsafe-inline|unsafe-eval|unsafe-hashes|\*|data:/);
        expect(script.slice(1)).toEqual([...providerSources(processor, environment).script]);
        expect(d.get('object-src')).toEqual(["'none'"]);
        expect(d.get('base-uri')).toEqual(["'none'"]);
        expect(d.get('frame-ancestors')).toEqual(["'none'"]);
        expect(d.get('default-src')).toEqual(["'self'"]);
        for (const values of d.values()) expect(values).not.toContain('*');
      });
    }
  }

  it('sandbox: no provider origin anywhere, no frames, inline styles by hash only', () => {
    const policy = serializePolicy(
      policyDirectives({ processors: ['sandbox'], styleHashes: [HASH] }),
    );
    expect(originsIn(policy).size).toBe(0);
    const d = parsePolicy(policy);
    expect(d.get('frame-src')).toEqual(["'none'"]);
    expect(d.get('style-src')).toEqual(["'self'", HASH]);
    expect(d.get('img-src')).toEqual(["'self'", 'data:']);
    expect(d.get('connect-src')).toEqual(["'self'"]);
    expect(d.get('form-action')).toEqual(["'self'"]);
    expect(policy).not.toContain('unsafe');
  });

  it("adds exactly the processor's own origins, none of another provider's", () => {
    const every = allProviderOrigins();
    for (const processor of PROCESSORS) {
      for (const environment of PROVIDER_ENVIRONMENTS) {
        const s = providerSources(processor, environment);
        const own = new Set([
          ...s.script,
          ...s.style,
          ...s.img,
          ...s.font,
          ...s.connect,
          ...s.frame,
          ...s.formAction,
        ]);
        const policy = serializePolicy(policyDirectives({ processors: [processor], environment }));
        const found = originsIn(policy);
        expect([...found].sort()).toEqual([...own].sort());
        for (const origin of every) expect(found.has(origin)).toBe(own.has(origin));
      }
    }
  });

  it("lets Adyen's drop-in fetch its words for the guest's language from its CDN", () => {
    for (const environment of ['test', 'live'] as const) {
      const policy = policyDirectives({ processors: ['adyen-web'], environment });
      expect(policy.get('connect-src')).toContain(
        `https://checkoutshopper-${environment}.cdn.adyen.com`,
      );
    }
  });

  it('names each provider by its documented hosts, test and live apart', () => {
    const adyenTest = serializePolicy(policyDirectives({ processors: ['adyen-web'] }));
    expect(adyenTest).toContain('https://checkoutshopper-test.adyen.com');
    expect(adyenTest).not.toContain('live');
    const adyenLive = serializePolicy(
      policyDirectives({ processors: ['adyen-web'], environment: 'live' }),
    );
    expect(adyenLive).toContain('https://checkoutshopper-live.adyen.com');
    expect(adyenLive).not.toContain('-test');
    const square = policyDirectives({ processors: ['square-web'] });
    expect(square.get('script-src')).toContain('https://sandbox.web.squarecdn.com');
    expect(square.get('connect-src')).toContain('https://pci-connect.squareupsandbox.com');
    const squareLive = policyDirectives({ processors: ['square-web'], environment: 'live' });
    expect(squareLive.get('script-src')).toContain('https://web.squarecdn.com');
    expect(squareLive.get('connect-src')).toContain('https://pci-connect.squareup.com');
    const gp = policyDirectives({ processors: ['global-payments-web'] });
    expect(gp.get('script-src')).toContain('https://js.globalpay.com');
    expect(gp.get('frame-src')).toEqual(expect.arrayContaining(['https://js-cert.globalpay.com']));
    for (const processor of ['adyen-web', 'square-web', 'global-payments-web'] as const) {
      const d = policyDirectives({ processors: [processor] });
      expect(d.get('script-src')).toEqual(
        expect.arrayContaining(['https://pay.google.com', 'https://applepay.cdn-apple.com']),
      );
    }
  });

  it("a provider whose wallet injects <style> gets 'unsafe-inline' for styles only, without hashes", () => {
    const d = policyDirectives({ processors: ['adyen-web'], styleHashes: [HASH] });
    expect(d.get('style-src')).toContain("'unsafe-inline'");
    expect(d.get('style-src')).not.toContain(HASH);
    expect(d.get('script-src')).not.toContain("'unsafe-inline'");
  });

  it("a rendered landing's own script by its hash, beside the processor's, even where styles go unsafe-inline", () => {
    const SCRIPT = "'sha256-BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB='";
    for (const processor of PROCESSORS) {
      const policy = createSecurityPolicy({
        processors: [processor],
        inline: { styleHashes: [], inlineScripts: 0 },
      });
      const script = parsePolicy(policy.documentPolicyWith([HASH], false, [SCRIPT])).get(
        'script-src',
      );
      expect(script).toEqual(["'self'", SCRIPT, ...providerSources(processor, 'test').script]);
      expect(parsePolicy(policy.documentPolicyWith([HASH], false)).get('script-src')).not.toContain(
        SCRIPT,
      );
    }
  });

  it('several processors in use: the union of their origins, and unsafe-inline styles if any needs it', () => {
    const both = policyDirectives({ processors: ['sandbox', 'square-web', 'adyen-web'] });
    expect(both.get('script-src')).toContain('https://sandbox.web.squarecdn.com');
    expect(both.get('connect-src')).toContain('https://checkoutshopper-test.adyen.com');
    expect(both.get('style-src')).toContain("'unsafe-inline'");
    expect(permissionsPolicy(['sandbox', 'square-web'], 'test')).toContain(
      '"https://sandbox.web.squarecdn.com"',
    );
  });

  it('upgrade-insecure-requests only over https', () => {
    expect(policyDirectives({ processors: ['sandbox'] }).has('upgrade-insecure-requests')).toBe(
      false,
    );
    const secure = serializePolicy(policyDirectives({ processors: ['sandbox'], secure: true }));
    expect(secure.endsWith('; upgrade-insecure-requests')).toBe(true);
  });

  it('Permissions-Policy: payment for this page (and the provider frames), nothing else', () => {
    expect(permissionsPolicy(['sandbox'], 'test')).toBe(
      'payment=(self), camera=(), microphone=(), geolocation=()',
    );
    const square = permissionsPolicy(['square-web'], 'test');
    expect(square).toMatch(/^payment=\(self "https:\/\/sandbox\.web\.squarecdn\.com" /);
    expect(square).toContain('"https://pay.google.com"');
    expect(square).toContain('camera=(), microphone=(), geolocation=()');
  });

  it('over https: HSTS and upgrade-insecure-requests; over plain http neither', () => {
    const policy = createSecurityPolicy({
      processors: ['sandbox'],
      inline: { styleHashes: [HASH], inlineScripts: 0 },
    });
    const secure = policy.headersFor('/U500', true);
    expect(secure['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
    expect(
      parsePolicy(secure['Content-Security-Policy'] ?? '').has('upgrade-insecure-requests'),
    ).toBe(true);
    const plain = policy.headersFor('/U500', false);
    expect(plain['Strict-Transport-Security']).toBeUndefined();
    expect(plain['Content-Security-Policy']).not.toContain('upgrade-insecure-requests');
    expect(plain['Cache-Control']).toBeUndefined();
    expect(policy.headersFor('/api/tips/v1/payments/web', false)['Cache-Control']).toBe('no-store');
  });
});

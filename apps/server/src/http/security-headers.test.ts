import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CARDS } from '@tipwell/sandbox';
import { parsePolicy } from '../security/content-security-policy';
import { cspHash } from '../security/inline-blocks';
import { buildDir, removeDir, startTestStack, type TestStack } from '../test-support/test-stack';

const SHELL_STYLE = 'body{margin:0}.boot-shell{display:flex}';
const INDEX = `<!doctype html><html><head><title>Tipwell</title><style>${SHELL_STYLE}</style>
<script type="module" crossorigin src="/assets/index-abc123.js"></script></head>
<body><div id="root"></div></body></html>`;
const COOP = 'same-origin-allow-popups';
const FINGERPRINT = { 'x-device-fingerprint': 'test-fingerprint' };

type Headers = Readonly<Record<string, string | string[] | number | undefined>>;

function expectDocumentHeaders(headers: Headers): void {
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['cross-origin-opener-policy']).toBe(COOP);
  expect(headers['permissions-policy']).toBe(
    'payment=(self), camera=(), microphone=(), geolocation=()',
  );
  // Plain http on loopback: no HSTS, no upgrade.
  expect(headers['strict-transport-security']).toBeUndefined();
  const csp = parsePolicy(String(headers['content-security-policy']));
  expect(csp.get('script-src')).toEqual(["'self'"]);
  expect(csp.get('style-src')).toEqual(["'self'", cspHash(SHELL_STYLE)]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'none'"]);
  expect(csp.get('frame-src')).toEqual(["'none'"]);
  expect(csp.get('form-action')).toEqual(["'self'"]);
  expect(csp.has('upgrade-insecure-requests')).toBe(false);
}

describe('headers of the server npm start runs (sandbox processor)', () => {
  let stack: TestStack;
  let staticDir: string;
  beforeAll(async () => {
    staticDir = buildDir({ 'index.html': INDEX, 'assets/index-abc123.js': 'export {}' });
    stack = await startTestStack(staticDir);
  });
  afterAll(async () => {
    await stack.close();
    removeDir(staticDir);
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    stack.app.inject({ method: 'GET', url, headers });

  it('an app route: the policy with the index.html style hash, never stored', async () => {
    const page = await get('/U500');
    expect(page.statusCode).toBe(200);
    expectDocumentHeaders(page.headers);
    expect(page.headers['cache-control']).toBe('no-store');
  });

  it('Cross-Origin-Opener-Policy on every page, a navigation the browser started included', async () => {
    for (const fetchSite of ['cross-site', 'same-site', 'same-origin', 'none']) {
      const page = await get('/U500', { 'sec-fetch-site': fetchSite });
      expect(page.statusCode, fetchSite).toBe(200);
      expect(page.headers['cross-origin-opener-policy'], fetchSite).toBe(COOP);
      expectDocumentHeaders(page.headers);
    }
  });

  it('a hashed asset: immutable long cache, same headers', async () => {
    const asset = await get('/assets/index-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expectDocumentHeaders(asset.headers);
  });

  it('a proxied /api answer (personal data) and an /api refusal: no-store, same headers', async () => {
    const api = await get('/api/core/v3/web/locations/100', FINGERPRINT);
    expect(api.statusCode).toBe(200);
    expect(api.headers['cache-control']).toBe('no-store');
    expectDocumentHeaders(api.headers);
    const refused = await get('/api/core/v3/web/locations/100');
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['cache-control']).toBe('no-store');
    expectDocumentHeaders(refused.headers);
  });

  it("the card provider's token answer and its 3-D Secure page, through the proxy: no-store, same policy", async () => {
    const tokenised = await stack.app.inject({
      method: 'POST',
      url: '/sandbox-provider/v1/tokens',
      payload: {
        number: DEMO_CARDS.threeDSecure,
        expiry: '12/39',
        cvc: '123',
        postalCode: '62701',
        name: 'Avery Guest',
      },
    });
    expect(tokenised.statusCode).toBe(200);
    expect(tokenised.headers['cache-control']).toBe('no-store');
    const paid = await stack.app.inject({
      method: 'POST',
      url: '/api/tips/v1/payments/web',
      headers: { ...FINGERPRINT, 'idempotency-key': 'key-3ds-headers' },
      payload: {
        processor: 'sandbox',
        source: tokenised.json().data.token,
        deviceTime: '2026-11-23T10:00:00.000Z',
        nameOnCard: 'Avery Guest',
        shopperEmail: 'avery@example.com',
        returnUrl: '/external?redirectData=%7B%22code%22%3A%22L100%22%7D',
        tips: [{ userUid: '500', locationUid: '100', amount: '10.60', level: 'medium' }],
      },
    });
    expect(paid.statusCode).toBe(200);
    const page = await get(paid.json().data.processorResponse.action.url);
    expect(page.statusCode).toBe(200);
    expectDocumentHeaders(page.headers);
    expect(page.headers['cache-control']).toBe('no-store');
    // No inline script or style: its one script is a file of the same origin (the return that
    // replaces the bank page's history entry), which the policy's script-src 'self' allows.
    expect(page.body).not.toMatch(/<script(?![^>]*\ssrc="\/[^/])|<style|\sstyle=|\son[a-z]+=/i);
  });

  it('the generated SVG avatars keep their own stricter policy', async () => {
    const svg = await get('/sandbox-assets/avatars/500.svg');
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
  });
});

describe('headers with a provider in use', () => {
  let stack: TestStack;
  let staticDir: string;
  beforeAll(async () => {
    staticDir = buildDir({ 'index.html': INDEX });
    stack = await startTestStack(staticDir, { PAYMENT_PROCESSORS: 'square-web' });
  });
  afterAll(async () => {
    await stack.close();
    removeDir(staticDir);
  });

  it("adds the provider's origins to the policy and to payment=(), and no sandbox relay", async () => {
    const page = await stack.app.inject({ method: 'GET', url: '/L100' });
    const csp = parsePolicy(String(page.headers['content-security-policy']));
    expect(csp.get('script-src')).toContain('https://sandbox.web.squarecdn.com');
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(csp.get('frame-src')).toContain('https://sandbox.web.squarecdn.com');
    expect(String(page.headers['permissions-policy'])).toContain(
      '"https://sandbox.web.squarecdn.com"',
    );
    expect(String(page.headers['content-security-policy'])).not.toContain('adyen');
    const relay = await stack.app.inject({ method: 'GET', url: '/sandbox-assets/avatars/500.svg' });
    expect(relay.statusCode).toBe(404);
  });
});

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CARDS } from '../processor/card-outcome';
import { pay, tokenFor, webPayment } from '../test-support/payment-bodies';
import { type TestSandbox, openTestSandbox } from '../test-support/test-sandbox';
import { parsePolicy } from './content-security-policy';
import { cspHash } from './inline-blocks';

const SHELL_STYLE = 'body{margin:0}.boot-shell{display:flex}';
const INDEX = `<!doctype html><html><head><title>Tipwell</title><style>${SHELL_STYLE}</style>
<script type="module" crossorigin src="/assets/index-abc123.js"></script></head>
<body><div id="root"></div></body></html>`;

const COOP = 'same-origin-allow-popups';

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

describe('headers from the server npm start runs (sandbox processor)', () => {
  let sandbox: TestSandbox;
  let staticDir: string;
  beforeAll(() => {
    staticDir = mkdtempSync(join(tmpdir(), 'tipwell-headers-'));
    mkdirSync(join(staticDir, 'assets'));
    writeFileSync(join(staticDir, 'index.html'), INDEX);
    writeFileSync(join(staticDir, 'assets', 'index-abc123.js'), 'export {}');
    sandbox = openTestSandbox({ staticDir });
  });
  afterAll(async () => {
    await sandbox.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('an app route: the policy with the index.html style hash, never stored', async () => {
    const page = await sandbox.app.inject({ method: 'GET', url: '/U500' });
    expect(page.statusCode).toBe(200);
    expectDocumentHeaders(page.headers);
    expect(page.headers['cache-control']).toBe('no-store');
  });

  it('Cross-Origin-Opener-Policy on every navigation a page started, not on one from outside', async () => {
    const landing = (fetchSite?: string) =>
      sandbox.app.inject({
        method: 'GET',
        url: '/U500',
        headers: fetchSite === undefined ? {} : { 'sec-fetch-site': fetchSite },
      });
    for (const fetchSite of ['cross-site', 'same-site', 'same-origin', undefined]) {
      const page = await landing(fetchSite);
      expect(page.headers['cross-origin-opener-policy'], String(fetchSite)).toBe(COOP);
    }
    // A QR code or SMS link opened from another app, the address bar, a reload: no page holds a
    // handle on the tab, and every other header is the same.
    const fromOutside = await landing('none');
    expect(fromOutside.statusCode).toBe(200);
    expect(fromOutside.headers['cross-origin-opener-policy']).toBeUndefined();
    expectDocumentHeaders({ ...fromOutside.headers, 'cross-origin-opener-policy': COOP });
    expect(fromOutside.headers['cache-control']).toBe('no-store');
  });

  it('a hashed asset: immutable long cache, same headers', async () => {
    const asset = await sandbox.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expectDocumentHeaders(asset.headers);
  });

  it('an /api route (personal data) and an /api error: no-store', async () => {
    const api = await sandbox.get('/api/core/v3/web/locations/100');
    expect(api.status).toBe(200);
    expect(api.headers['cache-control']).toBe('no-store');
    expectDocumentHeaders(api.headers);
    const refused = await sandbox.app.inject({
      method: 'GET',
      url: '/api/core/v3/web/locations/100',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it("the card provider's token answer (card details): no-store", async () => {
    const response = await sandbox.post('/sandbox-provider/v1/tokens', {
      number: DEMO_CARDS.captured,
      expiry: '12/39',
      cvc: '123',
      postalCode: '62701',
      name: 'Avery Guest',
    });
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('the 3-D Secure page: same policy, no inline script or style to allow', async () => {
    const token = await tokenFor(sandbox, DEMO_CARDS.threeDSecure);
    const paid = await pay(sandbox, '/api/tips/v1/payments/web', webPayment(token));
    const page = await sandbox.app.inject({
      method: 'GET',
      url: paid.json.data.processorResponse.action.url,
    });
    expect(page.statusCode).toBe(200);
    expectDocumentHeaders(page.headers);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).not.toMatch(/<script|<style|\sstyle=|\son[a-z]+=/i);
  });

  it('the generated SVG avatars keep their own stricter policy', async () => {
    const svg = await sandbox.app.inject({ method: 'GET', url: '/sandbox-assets/avatars/500.svg' });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    );
  });
});

describe('headers with a provider in use', () => {
  let sandbox: TestSandbox;
  beforeAll(() => {
    sandbox = openTestSandbox({ processor: 'square-web' });
  });
  afterAll(() => sandbox.close());

  it("adds the provider's origins to the policy and to payment=()", async () => {
    const api = await sandbox.get('/api/core/v3/web/locations/100');
    const csp = parsePolicy(String(api.headers['content-security-policy']));
    expect(csp.get('script-src')).toContain('https://sandbox.web.squarecdn.com');
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(csp.get('frame-src')).toContain('https://sandbox.web.squarecdn.com');
    expect(String(api.headers['permissions-policy'])).toContain(
      '"https://sandbox.web.squarecdn.com"',
    );
    expect(String(api.headers['content-security-policy'])).not.toContain('adyen');
  });
});

import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { FaultQueue } from '@tipwell/sandbox';
import { CARD, expectPath, expectVisible, fillPayment } from './support/guest';
import { startRoundRobin } from './support/round-robin';
import { usePhonePage, useProduct } from './support/session';

// the browser talks to apps/server (its production build, a process of its own),
// which talks to the sandbox on another port. The services down or slow, two replicas behind a
// load balancer, and a replica stopped while a payment is on its way.

const PAY = '/api/tips/v1/payments/web';
const faults = new FaultQueue();
const product = useProduct({ faults });
const phone = usePhonePage(product);

/** The L100 landing, whoever rendered it. */
const LANDING = (page: Page) => page.getByRole('searchbox', { name: 'Search people and teams' });

const captured = (email: string): number =>
  product.app.query<{ n: number }>(
    "SELECT COUNT(*) AS n FROM payments WHERE shopper_email = ? AND status = 'captured'",
    email,
  )[0]!.n;

/** The page the server sends for `path`: rendered (the location's markup) or the static shell. */
async function pageOf(url: string): Promise<{ status: number; rendered: boolean; ms: number }> {
  const started = Date.now();
  const answer = await fetch(url);
  const html = await answer.text();
  return {
    status: answer.status,
    rendered: html.includes('<div id="root" inert>'),
    ms: Date.now() - started,
  };
}

describe('the server in front of the services', () => {
  it('the services stopped: the landing is the shell and /readyz 503; both recover when they return', async () => {
    const { url } = product.app;
    expect((await pageOf(`${url}/L100`)).rendered).toBe(true);
    await product.app.stopSandbox();
    try {
      const shell = await pageOf(`${url}/L100`);
      expect(shell).toMatchObject({ status: 200, rendered: false });
      expect((await fetch(`${url}/readyz`)).status).toBe(503);
      expect((await fetch(`${url}/healthz`)).status).toBe(200);
      // The guest gets the app (its shell, then its own answer), never a server error page.
      const answer = await phone.page.goto(`${url}/L100`);
      expect(answer?.status()).toBe(200);
      await expectVisible(phone.page.getByRole('heading').first());
    } finally {
      await product.app.startSandbox();
    }
    expect((await fetch(`${url}/readyz`)).status).toBe(200);
    expect((await pageOf(`${url}/L100`)).rendered).toBe(true);
    await phone.page.goto(`${url}/L100`);
    await expectVisible(LANDING(phone.page));
    // What the page reported while the services were down (their calls failed) is expected.
    phone.watched.errors.splice(0);
  });

  it('a slow core service: the shell within the render budget, and the browser carries on', async () => {
    faults.add({
      client: 'server',
      path: '/api/core/v3/web/locations/100',
      fault: { kind: 'delay', ms: 4000 },
    });
    const shell = await pageOf(`${product.app.url}/L100`);
    expect(shell).toMatchObject({ status: 200, rendered: false });
    expect(shell.ms).toBeLessThan(2500);
    faults.clear();
    await phone.page.goto(`${product.app.url}/L100`);
    await expectVisible(LANDING(phone.page));
  });

  it('two replicas behind a round-robin balancer: the U500 payment and the 3-D Secure return', async () => {
    const replica = await product.app.startReplica();
    const balancer = await startRoundRobin([product.app.url, replica.url]);
    try {
      const email = 'replicas@example.com';
      await phone.page.goto(`${balancer.url}/U500`);
      await expectPath(phone.page, '/U500/proposed-tip-beauty/500');
      await phone.page.getByRole('button', { name: /\$10.*Great/ }).click();
      await expectPath(phone.page, '/U500/payment');
      await fillPayment(phone.page, { number: CARD.threeDSecure, email });
      await phone.page.getByRole('button', { name: 'Pay $10.60' }).click();
      await phone.page.waitForURL((url) => url.pathname.startsWith('/sandbox-provider/3ds/'));
      await phone.page.getByRole('button', { name: 'Complete' }).click();
      await expectPath(phone.page, '/external/review');
      await expectVisible(phone.page.getByRole('heading', { name: 'Rate your service' }));
      expect(captured(email)).toBe(1);
      expect(balancer.counts.every((count) => count >= 3)).toBe(true);
    } finally {
      await balancer.close();
      await replica.stop();
    }
  });

  it('SIGTERM while a payment is on its way: the replica finishes it, exits 0, one payment captured', async () => {
    const replica = await product.app.startReplica();
    const email = 'sigterm@example.com';
    await phone.page.goto(`${replica.url}/U500`);
    await phone.page.getByRole('button', { name: /\$10.*Great/ }).click();
    await expectPath(phone.page, '/U500/payment');
    await fillPayment(phone.page, { number: CARD.captured, email });
    faults.add({ path: PAY, fault: { kind: 'delay', ms: 1500 } });
    const reachedSandbox = new Promise<void>((resolve) => {
      const poll = setInterval(() => {
        if (faults.history().some((fired) => fired.path === PAY)) {
          clearInterval(poll);
          resolve();
        }
      }, 20);
    });
    await phone.page.getByRole('button', { name: 'Pay $10.60' }).click();
    await reachedSandbox;
    replica.child.kill('SIGTERM');
    await expectPath(phone.page, '/U500/review');
    expect(await replica.exited).toBe(0);
    expect(captured(email)).toBe(1);
    expect(
      product.app.query<{ n: number }>(
        'SELECT COUNT(*) AS n FROM payments WHERE shopper_email = ?',
        email,
      )[0]!.n,
    ).toBe(1);
  });
});

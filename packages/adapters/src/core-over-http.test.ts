import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstValueFrom, filter } from 'rxjs';
import { openSqlite, startSandbox, type RunningSandbox } from '@tipwell/sandbox';
import {
  createTipping,
  currentStep,
  parsePath,
  randomIdGenerator,
  silentLogger,
  systemClock,
  type MountedWidget,
  type PaymentGateway,
  type Tipping,
} from '@tipwell/core';
import { MemoryStorage } from '@tipwell/core/fakes';
import { createHttpAdapters } from './create-http-adapters';
import { BrowserFingerprint } from './fingerprint/browser-fingerprint';
import { requestToken } from './sandbox-card/request-token';

// The proof that another frontend can reuse the core: a tip for U500 paid and reviewed through the
// core's use cases and the HTTP adapters against the real sandbox, in plain Node (no React, no DOM).

/** A headless card form: what a guest would type, tokenised at the sandbox provider. */
function headlessCardGateway(providerBaseUrl: string, cardNumber: string): PaymentGateway {
  return {
    processor: 'sandbox',
    async mount(_host, session): Promise<MountedWidget> {
      session.onStatus('ready');
      return {
        async tokenize() {
          const name = 'Avery Guest';
          const answer = await requestToken(providerBaseUrl, {
            number: cardNumber,
            expiry: '12/39',
            cvc: '123',
            postalCode: '62701',
            name,
          });
          return answer.kind === 'token'
            ? {
                status: 'ok',
                source: answer.token,
                nameOnCard: name,
                postalCode: '62701',
                wallet: false,
              }
            : { status: 'error', message: answer.message };
        },
        handleAction() {},
        unmount() {},
      };
    },
  };
}

let dir: string;
let sandbox: RunningSandbox;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'tipwell-node-'));
  sandbox = await startSandbox({ port: 0, dbPath: join(dir, 'sandbox.db'), processor: 'sandbox' });
});
afterAll(async () => {
  await sandbox?.close();
  rmSync(dir, { recursive: true, force: true });
});

function nodeCore(cardNumber: string): Tipping {
  const local = new MemoryStorage();
  const fingerprint = new BrowserFingerprint({ storage: local, ipLookup: null });
  const { coreApi, tipsApi } = createHttpAdapters({
    coreBaseUrl: `${sandbox.url}/api/core`,
    tipsBaseUrl: `${sandbox.url}/api/tips`,
    fingerprint,
  });
  return createTipping({
    coreApi,
    tipsApi,
    gateway: headlessCardGateway(sandbox.url, cardNumber),
    tabStorage: new MemoryStorage(),
    deviceStorage: local,
    fingerprint,
    clock: systemClock,
    ids: randomIdGenerator,
    logger: silentLogger,
    paymentWork: () => import('@tipwell/core/payment-work'),
    config: { origin: sandbox.url },
  });
}

function rows<T>(sql: string): T[] {
  const db = openSqlite(join(dir, 'sandbox.db'), { readonly: true });
  try {
    return db.prepare(sql).all() as T[];
  } finally {
    db.close();
  }
}

describe('the core over HTTP, in plain Node', () => {
  it('pays a $10 tip for Maya (U500) and submits a review', async () => {
    const core = nodeCore('4111111111111111');

    await core.entry.enter({ route: parsePath('/U500') });
    expect(core.landing.store.getSnapshot().status).toBe('ready');
    expect(core.landing.store.getSnapshot().location?.name).toBe('Lumen Salon & Spa');
    expect(currentStep(core.flow.store.getSnapshot())).toBe('proposed-tip-beauty');

    await core.tips.chooseLevel('medium');
    expect(currentStep(core.flow.store.getSnapshot())).toBe('payment');
    await firstValueFrom(core.tips.store.state$.pipe(filter((s) => s.totals.total > 0)));
    expect(core.tips.store.getSnapshot().totals).toEqual({ tips: 1000, fees: 60, total: 1060 });

    await core.payment.mountWidget({});
    core.payment.setShopperEmail('avery@example.com');
    await core.payment.pay();
    expect(core.alert.store.getSnapshot().open).toBe(false);
    expect(currentStep(core.flow.store.getSnapshot())).toBe('review');

    core.review.setRating(5);
    core.review.setNote('Lovely, thank you');
    await core.review.submit();
    expect(currentStep(core.flow.store.getSnapshot())).toBe('success');

    expect(rows('SELECT status, total_cents, shopper_email FROM payments')).toEqual([
      { status: 'captured', total_cents: 1060, shopper_email: 'avery@example.com' },
    ]);
    expect(rows('SELECT user_uid, amount_cents, level FROM payment_tips')).toEqual([
      { user_uid: '500', amount_cents: 1060, level: 'medium' },
    ]);
    expect(rows('SELECT rating, comment FROM reviews')).toEqual([
      { rating: 5, comment: 'Lovely, thank you' },
    ]);
  });

  it('a refused card fails the payment and stays on the payment step', async () => {
    const core = nodeCore('4000000000000002');
    await core.entry.enter({ route: parsePath('/U500') });
    await core.tips.chooseLevel('low');
    await firstValueFrom(core.tips.store.state$.pipe(filter((s) => s.totals.total > 0)));
    await core.payment.mountWidget({});
    core.payment.setShopperEmail('avery@example.com');
    await core.payment.pay();
    expect(core.payment.store.getSnapshot().failed).toBe(true);
    expect(core.alert.store.getSnapshot().title).toEqual({ key: 'payment.failed.title' });
    expect(currentStep(core.flow.store.getSnapshot())).toBe('payment');
    expect(rows("SELECT COUNT(*) AS n FROM payments WHERE status = 'captured'")).toEqual([
      { n: 1 },
    ]);
  });
});

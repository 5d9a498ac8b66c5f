import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstValueFrom, filter } from 'rxjs';
import Database from 'better-sqlite3';
import { startSandbox, type RunningSandbox } from '@tipwell/sandbox';
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
    config: { origin: sandbox.url },
  });
}

function rows<T>(sql: string): T[] {
  const db = new Database(join(dir, 'sandbox.db'), { readonly: true });
  try {
    return db.prepare(sql).all() as T[];
  } finally {
    db.close();
  }
}

describe('the core over HTTP, in plain Node', () => {
  it('pays a $10 tip for Maya (U500) and submits a review', async () => {
    const core = nodeCore('4111111111111111');
    const { stores, actions } = core;

    await actions.enter({ route: parsePath('/U500') });
    expect(stores.landing.getSnapshot().status).toBe('ready');
    expect(stores.landing.getSnapshot().location?.name).toBe('Lumen Salon & Spa');
    expect(currentStep(stores.flow.getSnapshot())).toBe('proposed-tip-beauty');

    await actions.chooseTipLevel('medium');
    expect(currentStep(stores.flow.getSnapshot())).toBe('payment');
    await firstValueFrom(stores.tips.state$.pipe(filter((s) => s.totals.total > 0)));
    expect(stores.tips.getSnapshot().totals).toEqual({ tips: 1000, fees: 60, total: 1060 });

    await actions.mountWidget({});
    actions.setShopperEmail('avery@example.com');
    await actions.pay();
    expect(stores.alert.getSnapshot().open).toBe(false);
    expect(currentStep(stores.flow.getSnapshot())).toBe('review');

    actions.setRating(5);
    actions.setNote('Lovely, thank you');
    await actions.submitReview();
    expect(currentStep(stores.flow.getSnapshot())).toBe('success');

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
    await core.actions.enter({ route: parsePath('/U500') });
    await core.actions.chooseTipLevel('low');
    await firstValueFrom(core.stores.tips.state$.pipe(filter((s) => s.totals.total > 0)));
    await core.actions.mountWidget({});
    core.actions.setShopperEmail('avery@example.com');
    await core.actions.pay();
    expect(core.stores.payment.getSnapshot().failed).toBe(true);
    expect(core.stores.alert.getSnapshot().title).toEqual({ key: 'payment.failed.title' });
    expect(currentStep(core.stores.flow.getSnapshot())).toBe('payment');
    expect(rows("SELECT COUNT(*) AS n FROM payments WHERE status = 'captured'")).toEqual([
      { n: 1 },
    ]);
  });
});

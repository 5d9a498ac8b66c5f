import { openSqlite } from '../../db/sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CARDS } from '../../processor/card-outcome';
import {
  common,
  countRows,
  newKey,
  pay,
  poolPayment,
  tokenFor,
  webPayment,
} from '../../test-support/payment-bodies';
import { type TestSandbox, openTestSandbox } from '../../test-support/test-sandbox';

const WEB = '/api/tips/v1/payments/web';

describe('payments', () => {
  let sandbox: TestSandbox;
  beforeAll(() => {
    sandbox = openTestSandbox();
  });
  afterAll(() => sandbox.close());

  it.each([
    [DEMO_CARDS.captured, 'captured', 'Authorised', null, null, null],
    [DEMO_CARDS.refused, 'failed', 'Refused', 'refused', 'Refused', '2'],
    [
      DEMO_CARDS.insufficientFunds,
      'failed',
      'Refused',
      'insufficient_funds',
      'Not enough balance',
      '12',
    ],
  ])(
    'decides card %s as %s and stores last four only',
    async (number, status, resultCode, reason, refusalReason, refusalReasonCode) => {
      const token = await tokenFor(sandbox, number);
      const key = newKey();
      const response = await pay(sandbox, WEB, webPayment(token), key);
      expect(response.status).toBe(200);
      expect(response.json.data).toEqual({
        status,
        reference: expect.stringMatching(/^pay_/),
        amount: '10.60',
        tips: [{ uid: expect.stringMatching(/^tip_/) }],
        processorResponse: {
          resultCode,
          refusalReason,
          refusalReasonCode,
          action: null,
          order: null,
          donationToken: null,
        },
      });
      const handle = openSqlite(sandbox.dbPath, { readonly: true });
      const stored = handle
        .prepare('SELECT * FROM payments WHERE reference = ?')
        .get(response.json.data.reference) as Record<string, unknown>;
      handle.close();
      expect(stored).toMatchObject({
        status,
        last4: number.slice(-4),
        idempotency_key: key,
        total_cents: 1060,
        shopper_email: 'avery@example.com',
        failure_reason: reason,
      });
      expect(JSON.stringify(stored)).not.toContain(number);
    },
  );

  it('pays pools with customer name and room number', async () => {
    const token = await tokenFor(sandbox, DEMO_CARDS.captured);
    const body = {
      ...common(token),
      tips: [
        {
          poolUid: '201',
          amount: '15.75',
          level: 'custom',
          customerName: 'Diaz',
          roomNumber: '412',
        },
        {
          poolUid: '202',
          amount: '10.60',
          level: 'low',
          customerName: 'Cardholder',
          roomNumber: null,
        },
      ],
    };
    const response = await pay(sandbox, '/api/tips/v1/payments/pool-web', body);
    expect(response.json.data.status).toBe('captured');
    expect(response.json.data.tips).toHaveLength(2);
  });

  it('refuses a pool tip without the room number the pool requires, or with letters in it', async () => {
    const token = await tokenFor(sandbox, DEMO_CARDS.captured);
    const line = { poolUid: '201', amount: '5.45', level: 'low', customerName: 'Diaz' };
    const missing = await pay(sandbox, '/api/tips/v1/payments/pool-web', {
      ...common(token),
      tips: [{ ...line, roomNumber: null }],
    });
    expect(missing.status).toBe(422);
    expect(missing.json.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: expect.stringContaining('roomNumber'),
    });
    const letters = await pay(sandbox, '/api/tips/v1/payments/pool-web', {
      ...common(token),
      tips: [{ ...line, roomNumber: '4a' }],
    });
    expect(letters.status).toBe(422);
    const unknown = await pay(sandbox, '/api/tips/v1/payments/pool-web', {
      ...common(token),
      tips: [{ ...line, poolUid: '999', roomNumber: '1' }],
    });
    expect(unknown.json.error.code).toBe('UNKNOWN_RECIPIENT');
  });

  it('replays a repeat with the same key and body: one payment row', async () => {
    const token = await tokenFor(sandbox, DEMO_CARDS.captured);
    const before = countRows(sandbox, 'payments');
    const key = newKey();
    const first = await pay(sandbox, WEB, webPayment(token), key);
    const again = await pay(sandbox, WEB, webPayment(token), key);
    expect(again.status).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(again.json).toEqual(first.json);
    expect(countRows(sandbox, 'payments')).toBe(before + 1);
  });

  it('stores one payment for concurrent repeats of the same key', async () => {
    const token = await tokenFor(sandbox, DEMO_CARDS.captured);
    const before = countRows(sandbox, 'payments');
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => pay(sandbox, WEB, webPayment(token), key)),
    );
    expect(new Set(answers.map((a) => a.json.data.reference)).size).toBe(1);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(4);
    expect(countRows(sandbox, 'payments')).toBe(before + 1);
  });

  it('refuses the same key with another body (422) or on another endpoint', async () => {
    const token = await tokenFor(sandbox, DEMO_CARDS.captured);
    const key = newKey();
    await pay(sandbox, WEB, webPayment(token), key);
    const other = await pay(sandbox, WEB, webPayment(token, '20.90'), key);
    expect(other.status).toBe(422);
    expect(other.json.error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    const elsewhere = await pay(sandbox, '/api/tips/v1/payments/pool-web', poolPayment(token), key);
    expect(elsewhere.json.error.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('stores nothing for a refused request, so the same key can be retried', async () => {
    const token = await tokenFor(sandbox, DEMO_CARDS.captured);
    const key = newKey();
    const bad = await pay(sandbox, WEB, { ...webPayment(token), nameOnCard: 42 }, key);
    expect(bad.status).toBe(422);
    const good = await pay(sandbox, WEB, webPayment(token), key);
    expect(good.json.data.status).toBe('captured');
  });

  it('answers 400 without an Idempotency-Key and stores nothing', async () => {
    const token = await tokenFor(sandbox, DEMO_CARDS.captured);
    const before = countRows(sandbox, 'payments');
    for (const url of [
      WEB,
      '/api/tips/v1/payments/pool-web',
      '/api/tips/v1/payments/qr',
      '/api/tips/v3/payments/qr',
      '/api/tips/v3/payments/web/details',
      '/api/tips/web/v1/reviews',
    ]) {
      const response = await sandbox.post(url, webPayment(token));
      expect(response.status, url).toBe(400);
      expect(response.json.error.code, url).toBe('IDEMPOTENCY_KEY_REQUIRED');
    }
    expect(countRows(sandbox, 'payments')).toBe(before);
  });

  it('refuses bad JSON (400), bodies over 64 KB (413) and non-JSON bodies (415)', async () => {
    const badJson = await sandbox.post(WEB, '{"processor":', { 'idempotency-key': newKey() });
    expect(badJson.status).toBe(400);
    expect(badJson.json.error.code).toBe('INVALID_JSON');
    const token = await tokenFor(sandbox, DEMO_CARDS.captured);
    const huge = await pay(sandbox, WEB, {
      ...webPayment(token),
      riskData: { pad: 'x'.repeat(70 * 1024) },
    });
    expect(huge.status).toBe(413);
    expect(huge.json.error.code).toBe('BODY_TOO_LARGE');
    const text = await sandbox.post(WEB, 'hello', {
      'content-type': 'text/plain',
      'idempotency-key': newKey(),
    });
    expect(text.status).toBe(415);
  });

  it.each([
    ['processor', { processor: 'paypal' }],
    ['source', { source: 12 }],
    ['deviceTime', { deviceTime: 'yesterday' }],
    ['nameOnCard', { nameOnCard: '' }],
    ['tips', { tips: [] }],
    [
      'tips[0].amount',
      { tips: [{ userUid: '500', locationUid: '100', amount: 10.6, level: 'low' }] },
    ],
    [
      'tips[0].level',
      { tips: [{ userUid: '500', locationUid: '100', amount: '10.60', level: 'huge' }] },
    ],
  ])('answers 422 VALIDATION_FAILED naming %s', async (field, patch) => {
    const token = await tokenFor(sandbox, DEMO_CARDS.captured);
    const response = await pay(sandbox, WEB, { ...webPayment(token), ...patch });
    expect(response.status).toBe(422);
    expect(response.json.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: expect.stringContaining(field.split('.')[0] ?? field),
    });
  });

  it('refuses unknown recipients, amounts out of range, unknown tokens; ignores unknown fields', async () => {
    const token = await tokenFor(sandbox, DEMO_CARDS.captured);
    const elsewhere = await pay(sandbox, WEB, {
      ...webPayment(token),
      tips: [{ userUid: '505', locationUid: '100', amount: '5.00', level: 'low' }],
    });
    expect(elsewhere.json.error.code).toBe('UNKNOWN_RECIPIENT');
    const zero = await pay(sandbox, WEB, webPayment(token, '0.00'));
    expect(zero.json.error.code).toBe('AMOUNT_OUT_OF_RANGE');
    const unknownToken = await pay(sandbox, WEB, webPayment('tok_nope'));
    expect(unknownToken.status).toBe(422);
    expect(unknownToken.json.error.code).toBe('SOURCE_INVALID');
    const extra = await pay(sandbox, WEB, { ...webPayment(token), surprise: { deep: true } });
    expect(extra.json.data.status).toBe('captured');
  });

  it('captures other providers’ sources without a card (they decide outside the sandbox)', async () => {
    const adyen = openTestSandbox({ processor: 'adyen-web' });
    try {
      const response = await pay(adyen, WEB, {
        ...webPayment('x'),
        processor: 'adyen-web',
        source: { type: 'scheme' },
      });
      expect(response.json.data.status).toBe('captured');
    } finally {
      await adyen.close();
    }
  });

  it('refuses a processor the location settings do not name, and stores nothing', async () => {
    const before = countRows(sandbox, 'payments');
    const response = await pay(sandbox, WEB, {
      ...webPayment('anything'),
      processor: 'adyen-web',
    });
    expect(response.status).toBe(422);
    expect(response.json.error).toMatchObject({ code: 'PROCESSOR_MISMATCH', field: 'processor' });
    expect(countRows(sandbox, 'payments')).toBe(before);
  });
});

describe('payments with a given id source', () => {
  it('takes its references and tip ids from it (the screenshots keep theirs stable)', async () => {
    const issued: string[] = [];
    const sandbox = openTestSandbox({
      newId: (prefix) => {
        const id = `${prefix}_stable${issued.length + 1}`;
        issued.push(id);
        return id;
      },
    });
    try {
      const token = await tokenFor(sandbox, DEMO_CARDS.captured);
      const response = await pay(sandbox, WEB, webPayment(token), newKey());
      expect(response.json.data).toMatchObject({
        status: 'captured',
        reference: 'pay_stable1',
        tips: [{ uid: 'tip_stable2' }],
      });
      expect(issued).toEqual(['pay_stable1', 'tip_stable2']);
    } finally {
      await sandbox.close();
    }
  });
});

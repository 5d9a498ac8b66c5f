import { openSqlite } from '../../db/sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CARDS } from '../../processor/card-outcome';
import { countRows, newKey, pay, tokenFor, webPayment } from '../../test-support/payment-bodies';
import { type TestSandbox, openTestSandbox } from '../../test-support/test-sandbox';

const REVIEWS = '/api/tips/web/v1/reviews';

describe('POST /web/v1/reviews', () => {
  let sandbox: TestSandbox;
  let paidTip: string;
  let failedTip: string;
  beforeAll(async () => {
    sandbox = openTestSandbox();
    const paid = await pay(
      sandbox,
      '/api/tips/v1/payments/web',
      webPayment(await tokenFor(sandbox, DEMO_CARDS.captured)),
    );
    paidTip = paid.json.data.tips[0].uid;
    const failed = await pay(
      sandbox,
      '/api/tips/v1/payments/web',
      webPayment(await tokenFor(sandbox, DEMO_CARDS.refused)),
    );
    failedTip = failed.json.data.tips[0].uid;
  });
  afterAll(() => sandbox.close());

  const newPaidTip = async (): Promise<string> => {
    const token = await tokenFor(sandbox, DEMO_CARDS.captured);
    const paid = await pay(sandbox, '/api/tips/v1/payments/web', webPayment(token));
    return paid.json.data.tips[0].uid as string;
  };

  it('stores one review per key and replays a repeat', async () => {
    const key = newKey();
    const body = { tipUids: [paidTip], rating: 5, comment: 'Lovely cut' };
    const first = await sandbox.post(REVIEWS, body, { 'idempotency-key': key });
    expect(first.json).toEqual({ data: { uid: expect.stringMatching(/^rev_/) } });
    const again = await sandbox.post(REVIEWS, body, { 'idempotency-key': key });
    expect(again.json).toEqual(first.json);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(countRows(sandbox, 'reviews')).toBe(1);
    const other = await sandbox.post(REVIEWS, { ...body, rating: 4 }, { 'idempotency-key': key });
    expect(other.json.error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    const db = openSqlite(sandbox.dbPath, { readonly: true });
    const row = db.prepare('SELECT * FROM reviews').get();
    db.close();
    expect(row).toMatchObject({
      rating: 5,
      comment: 'Lovely cut',
      tip_uids: JSON.stringify([paidTip]),
      idempotency_key: key,
    });
  });

  it('accepts an empty or missing comment', async () => {
    const response = await sandbox.post(
      REVIEWS,
      { tipUids: [await newPaidTip()], rating: 3 },
      { 'idempotency-key': newKey() },
    );
    expect(response.status).toBe(200);
  });

  it('keeps one review per tip: another review of it is a 409 and stores nothing', async () => {
    const tip = await newPaidTip();
    const first = await sandbox.post(
      REVIEWS,
      { tipUids: [tip], rating: 4, comment: '' },
      { 'idempotency-key': newKey() },
    );
    expect(first.status).toBe(200);
    const before = countRows(sandbox, 'reviews');
    const again = await sandbox.post(
      REVIEWS,
      { tipUids: [tip], rating: 2, comment: 'Changed my mind' },
      { 'idempotency-key': newKey() },
    );
    expect(again.status).toBe(409);
    expect(again.json.error).toMatchObject({ code: 'TIP_ALREADY_REVIEWED', field: 'tipUids' });
    expect(countRows(sandbox, 'reviews')).toBe(before);
  });

  it('refuses a review naming the same tip twice: 422 VALIDATION_FAILED', async () => {
    const tip = await newPaidTip();
    const response = await sandbox.post(
      REVIEWS,
      { tipUids: [tip, tip], rating: 5, comment: '' },
      { 'idempotency-key': newKey() },
    );
    expect(response.status).toBe(422);
    expect(response.json.error).toMatchObject({ code: 'VALIDATION_FAILED', field: 'tipUids' });
  });

  it.each([
    ['rating', { rating: 0 }],
    ['rating', { rating: 6 }],
    ['rating', { rating: 4.5 }],
    ['rating', { rating: '5' }],
    ['tipUids', { tipUids: [] }],
    ['tipUids', { tipUids: 'tip' }],
    ['tipUids[0]', { tipUids: [7] }],
    ['comment', { comment: 12 }],
    ['comment', { comment: 'x'.repeat(2001) }],
  ])('answers 422 VALIDATION_FAILED naming %s', async (field, patch) => {
    const response = await sandbox.post(
      REVIEWS,
      { tipUids: [paidTip], rating: 5, comment: '', ...patch },
      { 'idempotency-key': newKey() },
    );
    expect(response.status).toBe(422);
    expect(response.json.error).toMatchObject({ code: 'VALIDATION_FAILED', field });
  });

  it('refuses unknown tips and tips of a payment that was not captured', async () => {
    const unknown = await sandbox.post(
      REVIEWS,
      { tipUids: ['tip_nope'], rating: 5, comment: '' },
      { 'idempotency-key': newKey() },
    );
    expect(unknown.json.error.code).toBe('UNKNOWN_TIP');
    const unpaid = await sandbox.post(
      REVIEWS,
      { tipUids: [failedTip], rating: 5, comment: '' },
      { 'idempotency-key': newKey() },
    );
    expect(unpaid.json.error.code).toBe('TIP_NOT_PAID');
  });
});

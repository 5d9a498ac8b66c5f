import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CARDS } from '../../processor/card-outcome';
import { common, countRows, newKey, pay, tokenFor } from '../../test-support/payment-bodies';
import { type TestSandbox, openTestSandbox } from '../../test-support/test-sandbox';

const INTENT = '/api/tips/v1/payments/intent';

describe('intents and QR / pay-later payments', () => {
  let sandbox: TestSandbox;
  beforeAll(() => {
    sandbox = openTestSandbox();
  });
  afterAll(() => sandbox.close());

  it('answers tab-42 with Jordan (percent proposals) and Priya (amount proposals)', async () => {
    const response = await sandbox.post(INTENT, { deviceId: 'device-1', intent: 'tab-42' });
    expect(response.status).toBe(200);
    const intent = response.json.data;
    expect(intent).toMatchObject({ locationUid: '100', mode: 'net', total: null });
    expect(intent.tips[0]).toMatchObject({
      userUid: '501',
      user: { firstName: 'Jordan', lastName: 'Lee', avatar: '/sandbox-assets/avatars/501.svg' },
      amount: '0.00',
      proposals: {
        low: { amount: '6.00', percent: 15, type: 'percent' },
        medium: { amount: '7.20', percent: 18, type: 'percent' },
        high: { amount: '8.00', percent: 20, type: 'percent' },
      },
    });
    expect(intent.tips[1].proposals).toEqual({
      low: { amount: '5.00', percent: null, type: 'amount' },
      medium: { amount: '8.00', percent: null, type: 'amount' },
      high: { amount: '10.00', percent: null, type: 'amount' },
    });
  });

  it('answers tab-43 with its total and sched-7 as a gross pay-later intent for Rosa', async () => {
    const tab43 = (await sandbox.post(INTENT, { deviceId: 'd', intent: 'tab-43' })).json.data;
    expect(tab43).toMatchObject({ total: '25.00', tips: [{ userUid: '500', amount: '25.00' }] });
    const sched7 = (
      await sandbox.post(INTENT, { deviceId: 'd', scheduledPaymentIntentCode: 'sched-7' })
    ).json.data;
    expect(sched7).toMatchObject({ locationUid: '200', mode: 'gross', total: null });
    expect(sched7.tips[0].user.firstName).toBe('Rosa');
    expect(
      Object.values(sched7.tips[0].proposals).map((p) => (p as { amount: string }).amount),
    ).toEqual(['5.00', '10.00', '15.00']);
  });

  it('404s unknown intents (and an intent asked with the wrong type); 422 without exactly one of them', async () => {
    for (const body of [
      { deviceId: 'd', intent: 'nope' },
      { deviceId: 'd', intent: 'sched-7' },
      { deviceId: 'd', scheduledPaymentIntentCode: 'tab-42' },
    ]) {
      const response = await sandbox.post(INTENT, body);
      expect(response.status).toBe(404);
      expect(response.json.error.code).toBe('NOT_FOUND');
    }
    expect((await sandbox.post(INTENT, { deviceId: 'd' })).status).toBe(422);
    expect(
      (
        await sandbox.post(INTENT, {
          deviceId: 'd',
          intent: 'tab-42',
          scheduledPaymentIntentCode: 'sched-7',
        })
      ).status,
    ).toBe(422);
    expect((await sandbox.post(INTENT, { intent: 'tab-42' })).json.error.code).toBe(
      'VALIDATION_FAILED',
    );
  });

  it('pays tab-43 on v3 /payments/qr; then the intent and a new payment answer 409 INTENT_ALREADY_PAID', async () => {
    const refused = await tokenFor(sandbox, DEMO_CARDS.refused);
    const body = (source: string) => ({
      ...common(source),
      deviceId: 'device-1',
      intent: 'tab-43',
      tips: [{ userUid: '500', locationUid: '100', amount: '26.05', level: 'custom' }],
    });
    const failed = await pay(sandbox, '/api/tips/v3/payments/qr', body(refused));
    expect(failed.json.data.status).toBe('failed');
    expect((await sandbox.post(INTENT, { deviceId: 'd', intent: 'tab-43' })).status).toBe(200);

    const token = await tokenFor(sandbox, DEMO_CARDS.captured);
    const key = newKey();
    const paid = await pay(sandbox, '/api/tips/v3/payments/qr', body(token), key);
    expect(paid.json.data.status).toBe('captured');
    const again = await sandbox.post(INTENT, { deviceId: 'd', intent: 'tab-43' });
    expect(again.status).toBe(409);
    expect(again.json.error.code).toBe('INTENT_ALREADY_PAID');
    const second = await pay(sandbox, '/api/tips/v1/payments/qr', body(token));
    expect(second.status).toBe(409);
    // The retry of the paying request still gets its stored answer.
    const replay = await pay(sandbox, '/api/tips/v3/payments/qr', body(token), key);
    expect(replay.json).toEqual(paid.json);
  });

  it('pays sched-7 later with the wallet postal code placeholder on v1 /payments/qr', async () => {
    const token = await tokenFor(sandbox, DEMO_CARDS.captured);
    const before = countRows(sandbox, 'payments');
    const response = await pay(sandbox, '/api/tips/v1/payments/qr', {
      ...common(token),
      deviceId: 'device-2',
      scheduledPaymentIntentCode: 'sched-7',
      postalCode: '00000',
      tips: [{ userUid: '505', locationUid: '200', amount: '10.60', level: 'medium' }],
    });
    expect(response.json.data.status).toBe('captured');
    expect(countRows(sandbox, 'payments')).toBe(before + 1);
    expect(
      (await sandbox.post(INTENT, { deviceId: 'd', scheduledPaymentIntentCode: 'sched-7' })).status,
    ).toBe(409);
  });

  it('404s a QR payment for an unknown intent', async () => {
    const token = await tokenFor(sandbox, DEMO_CARDS.captured);
    const response = await pay(sandbox, '/api/tips/v1/payments/qr', {
      ...common(token),
      deviceId: 'd',
      intent: 'nope',
      tips: [{ userUid: '501', locationUid: '100', amount: '6.48', level: 'low' }],
    });
    expect(response.status).toBe(404);
  });
});

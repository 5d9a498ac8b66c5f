import { describe, expect, it } from 'vitest';
import { AppError } from '../../domain/errors';
import { atPayment } from '../test-support';

// The services' refusals of what was asked (docs/service-contract.md, issue 37): each in the
// guest's words, nothing charged, the guest still at payment to try again.
describe('a payment refused for what it asks', () => {
  it.each([
    [
      new AppError('http', 'Amount mismatch', { status: 422, serverCode: 'AMOUNT_MISMATCH' }),
      'payment.amountMismatch.text',
    ],
    [
      new AppError('http', 'Not on this intent', { status: 422, serverCode: 'INTENT_MISMATCH' }),
      'payment.intentMismatch.text',
    ],
    [
      new AppError('intent_already_paid', 'Already paid', {
        status: 409,
        serverCode: 'INTENT_ALREADY_PAID',
      }),
      'intent.alreadyPaid',
    ],
  ])('%s says %s', async (error, key) => {
    const { core, tipsApi } = await atPayment();
    tipsApi.failNext('pay', error);
    await core.payment.pay();
    expect(core.alert.store.getSnapshot()).toMatchObject({
      open: true,
      title: { key: 'payment.failed.title' },
      text: { key },
    });
    expect(core.payment.store.getSnapshot()).toMatchObject({ ongoing: false, failed: true });
  });
});

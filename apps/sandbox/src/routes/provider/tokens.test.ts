import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passesLuhn } from '@tipwell/core';
import { type TestSandbox, openTestSandbox } from '../../test-support/test-sandbox';

const URL = '/sandbox-provider/v1/tokens';
const card = (patch: Record<string, unknown> = {}) => ({
  number: '4111 1111 1111 1111',
  expiry: '12/39',
  cvc: '123',
  postalCode: '62701',
  name: 'Avery Guest',
  ...patch,
});

describe('POST /sandbox-provider/v1/tokens', () => {
  let sandbox: TestSandbox;
  beforeAll(() => {
    sandbox = openTestSandbox();
  });
  afterAll(() => sandbox.close());

  it('tokenises a valid card without the fingerprint: token, last4 and brand', async () => {
    const response = await sandbox.app.inject({ method: 'POST', url: URL, payload: card() });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: { token: expect.stringMatching(/^tok_/), last4: '1111', brand: 'visa' },
    });
  });

  it('names Mastercard and Amex', async () => {
    expect((await sandbox.post(URL, card({ number: '5555555555554444' }))).json.data.brand).toBe(
      'mc',
    );
    expect(
      (await sandbox.post(URL, card({ number: '378282246310005', cvc: '1234' }))).json.data.brand,
    ).toBe('amex');
  });

  it.each([
    ['CARD_NUMBER_INVALID', 'number', { number: '4111 1111 1111 1112' }, 'Card number is invalid'],
    ['CARD_NUMBER_INVALID', 'number', { number: '4111' }, 'Card number is invalid'],
    ['CARD_NUMBER_INVALID', 'number', { number: 4111111111111111 }, 'Card number is invalid'],
    ['EXPIRY_INVALID', 'expiry', { expiry: '13/30' }, 'Expiry date is invalid'],
    ['EXPIRY_INVALID', 'expiry', { expiry: '1230' }, 'Expiry date is invalid'],
    ['CARD_EXPIRED', 'expiry', { expiry: '01/20' }, 'Card has expired'],
    ['CVC_INVALID', 'cvc', { cvc: '12' }, 'CVC is invalid'],
    ['CVC_INVALID', 'cvc', { cvc: '12a' }, 'CVC is invalid'],
    ['NAME_REQUIRED', 'name', { name: '  ' }, 'Name on card is required'],
    ['POSTAL_CODE_REQUIRED', 'postalCode', { postalCode: '' }, 'Postal code is required'],
  ])('answers 422 %s for %s', async (code, field, patch, message) => {
    const response = await sandbox.post(URL, card(patch));
    expect(response.status).toBe(422);
    expect(response.json).toEqual({ error: { code, message, field } });
  });

  it('checks numbers with Luhn', () => {
    expect(passesLuhn('4111111111111111')).toBe(true);
    expect(passesLuhn('4000000000003220')).toBe(true);
    expect(passesLuhn('4000000000003221')).toBe(false);
  });
});

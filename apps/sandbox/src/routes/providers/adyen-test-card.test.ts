import { describe, expect, it } from 'vitest';
import { adyenTestCardNumber } from './adyen-test-card';

describe('adyenTestCardNumber', () => {
  it('reads a test_ card number from an Adyen paymentMethod source', () => {
    expect(
      adyenTestCardNumber({ type: 'scheme', encryptedCardNumber: 'test_4000000000000002' }),
    ).toBe('4000000000000002');
    expect(adyenTestCardNumber({ encryptedCardNumber: 'test_4111 1111 1111 1111' })).toBe(
      '4111111111111111',
    );
  });

  it('names no card for encrypted numbers, wallets, tokens and junk', () => {
    expect(adyenTestCardNumber({ encryptedCardNumber: 'adyenjs_0_1_25$abc' })).toBeNull();
    expect(adyenTestCardNumber({ type: 'googlepay', googlePayToken: 'x' })).toBeNull();
    expect(adyenTestCardNumber('tok_123')).toBeNull();
    expect(adyenTestCardNumber({ encryptedCardNumber: 'test_12ab' })).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { passesLuhn } from '@tipwell/core';
import { checkCard, normaliseExpiry } from './card-validation';

/** Appends the Luhn check digit to `body`. */
function withCheckDigit(body: string): string {
  for (let digit = 0; digit <= 9; digit += 1)
    if (passesLuhn(`${body}${digit}`)) return `${body}${digit}`;
  throw new Error('unreachable');
}

const today = new Date('2026-11-23T10:00:00Z');
const card = {
  name: 'Alex',
  number: '4111 1111 1111 1111',
  expiry: '12/34',
  cvc: '123',
  postalCode: '94105',
};

describe('card validation', () => {
  it('accepts exactly one check digit per number body, and the demo cards', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{11,18}$/), (body) => {
        const valid = withCheckDigit(body);
        const wrong = `${body}${(Number(valid.at(-1)) + 1) % 10}`;
        return passesLuhn(valid) && !passesLuhn(wrong);
      }),
    );
    for (const number of [
      '4111111111111111',
      '4000000000000002',
      '4000000000009995',
      '4000000000003220',
    ]) {
      expect(passesLuhn(number)).toBe(true);
    }
    expect(passesLuhn('411111111111111a')).toBe(false);
  });

  it('checks every field of the card', () => {
    expect(checkCard(card, today)).toEqual({});
    expect(
      Object.keys(
        checkCard({ name: ' ', number: '1', expiry: '13/30', cvc: '12', postalCode: '' }, today),
      ),
    ).toEqual(['name', 'number', 'expiry', 'cvc', 'postalCode']);
    expect(checkCard({ ...card, expiry: '11/26' }, today)).toEqual({});
    expect(checkCard({ ...card, expiry: '10/26' }, today).expiry).toBe('This card has expired');
    expect(checkCard({ ...card, cvc: '1234' }, today)).toEqual({});
  });

  it('normalises expiry forms to MM/YY', () => {
    expect(normaliseExpiry('1234')).toBe('12/34');
    expect(normaliseExpiry('01 / 30')).toBe('01/30');
    expect(normaliseExpiry('00/30')).toBeNull();
  });
});

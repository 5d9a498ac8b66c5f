import { describe, expect, it } from 'vitest';
import { enUS } from './en-US';
import { t, textOf } from './messages';

describe('messages', () => {
  it('fills parameters', () => {
    expect(t('payment.pay', { total: '$10.60' })).toBe('Pay $10.60');
    expect(t('customTip.confirm.text', { amount: '$150' })).toBe(
      'Are you sure you wanted to tip $150?',
    );
  });

  it('keeps server text as it is (no catalog lookup, no markup)', () => {
    expect(textOf({ raw: 'LOCATION_GONE {x}' })).toBe('LOCATION_GONE {x}');
    expect(textOf({ key: 'alert.welcome' })).toBe('Welcome');
  });

  it('has a non-empty text for every key', () => {
    for (const text of Object.values(enUS)) expect(text.trim()).not.toBe('');
  });
});

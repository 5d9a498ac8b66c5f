import { describe, expect, it } from 'vitest';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { formatMessage, type CompiledMessage } from './compiled-message';

// What Lingui's runtime answered for the same compiled texts (the app ran on it before).
const format = (icu: string, values: Record<string, string | number>, locale = 'en-US'): string =>
  formatMessage(compileMessage(icu) as CompiledMessage, values, locale);

describe('formatMessage', () => {
  it('fills arguments and keeps text as it is', () => {
    expect(format('Pay {total}', { total: '$10.60' })).toBe('Pay $10.60');
    expect(format("It''s {a}{b}", { a: 1 })).toBe("It's 1");
    expect(format('plain', {})).toBe('plain');
  });

  it('takes an exact choice first, then the language plural rule, then other', () => {
    const stars = '{count, plural, =0 {No stars} one {# Star} other {# Stars}}';
    expect(format(stars, { count: 0 })).toBe('No stars');
    expect(format(stars, { count: 1 })).toBe('1 Star');
    expect(format(stars, { count: 1200 })).toBe('1,200 Stars');
    expect(format('{n, plural, one {# nuit} other {# nuits}}', { n: 1200 }, 'fr-FR')).toMatch(
      /^1\s200 nuits$/,
    );
    expect(format('{n, plural, two {نجمتان} other {# نجوم}}', { n: 2 }, 'ar')).toBe('نجمتان');
  });

  it('writes # only inside a plural, and reads a select by its value', () => {
    expect(format('# {n, plural, other {# x}}', { n: 3 })).toBe('# 3 x');
    expect(format('{kind, select, pool {Team} other {Person}}', { kind: 'pool' })).toBe('Team');
    expect(format('{kind, select, pool {Team} other {Person}}', { kind: 'user' })).toBe('Person');
  });

  it("reads a select by its value inside a right-to-left page's isolate", () => {
    const payout = '{payout, select, next_payroll {مع الراتب التالي} other {أسبوعيًا}}';
    expect(format(payout, { payout: '\u2068next_payroll\u2069' }, 'ar')).toBe('مع الراتب التالي');
    expect(format(payout, { payout: '\u2068weekly\u2069' }, 'ar')).toBe('أسبوعيًا');
  });
});

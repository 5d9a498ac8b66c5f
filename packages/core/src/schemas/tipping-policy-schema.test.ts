import { describe, expect, it } from 'vitest';
import { demoPolicies } from '../demo-world/demo-world';
import { toWireMoney } from '../domain/money';
import { HARBOR_SETTINGS, SUITES_SETTINGS } from '../fakes/demo-slice';
import { storedSchemas, wireSchemas } from './entity-schemas';
import { parseWith } from './parse';
import { tippingPolicySchema } from './tipping-policy-schema';

const wireSettings = {
  ...HARBOR_SETTINGS,
  low: toWireMoney(HARBOR_SETTINGS.low),
  medium: toWireMoney(HARBOR_SETTINGS.medium),
  high: toWireMoney(HARBOR_SETTINGS.high),
};
const strict = tippingPolicySchema(wireSchemas.money);
const deducted = {
  distribution: { kind: 'individual' },
  processingCost: { borneBy: 'tip', percent: 2.9, fixed: '0.30' },
  payout: 'daily',
  note: null,
};

describe('the tipping policy schema', () => {
  it('reads each demo policy from the wire and from storage', () => {
    for (const policy of Object.values(demoPolicies)) {
      expect(parseWith(strict, policy)).toEqual({ ok: true, value: policy });
      expect(parseWith(tippingPolicySchema(storedSchemas.money), policy).ok).toBe(true);
    }
    expect(parseWith(strict, deducted)).toEqual({
      ok: true,
      value: { ...deducted, processingCost: { borneBy: 'tip', percent: 2.9, fixed: 30 } },
    });
  });

  it.each([
    ['an unknown kind', { ...deducted, distribution: { kind: 'lottery' } }],
    [
      'a split of 100%',
      { ...deducted, distribution: { kind: 'split', individualPercent: 100, team: 'A' } },
    ],
    [
      'a blank team',
      { ...deducted, distribution: { kind: 'split', individualPercent: 80, team: ' ' } },
    ],
    [
      'a headcount of 0',
      {
        ...deducted,
        distribution: { kind: 'pooled', shares: 'equal', onShift: [{ poolUid: '201', people: 0 }] },
      },
    ],
    [
      'a rate with three decimals',
      { ...deducted, processingCost: { borneBy: 'tip', percent: 2.905, fixed: '0.30' } },
    ],
    [
      'a fixed part over $5',
      { ...deducted, processingCost: { borneBy: 'tip', percent: 3, fixed: '5.01' } },
    ],
    ['a rate without its figure', { ...deducted, processingCost: { borneBy: 'tip' } }],
    ['an unknown payout', { ...deducted, payout: 'yearly' }],
    ['a note of 281 characters', { ...deducted, note: { text: 'a'.repeat(281), lang: 'en' } }],
    ['a note with a line break', { ...deducted, note: { text: 'Thanks\nall', lang: 'en' } }],
    ['a note with a bidi override', { ...deducted, note: { text: '\u202Eevil', lang: 'en' } }],
    ['a note without a language', { ...deducted, note: { text: 'Thanks' } }],
    ['a note in no language', { ...deducted, note: { text: 'Thanks', lang: 'not a tag' } }],
  ])('refuses %s', (_, policy) => {
    expect(parseWith(strict, policy).ok).toBe(false);
  });

  it('keeps a note of 280 characters (emoji count as one) and its language as sent', () => {
    const text = '👋'.repeat(280);
    const parsed = parseWith(strict, { ...deducted, note: { text, lang: 'es-MX' } });
    expect(parsed).toEqual({
      ok: true,
      value: { ...deducted, processingCost: expect.anything(), note: { text, lang: 'es-MX' } },
    });
  });

  it('settings without a policy, or with one the app cannot read, read as no policy', () => {
    const { tippingPolicy: _, ...without } = wireSettings;
    expect(parseWith(wireSchemas.tipSettings, without)).toEqual({
      ok: true,
      value: { ...HARBOR_SETTINGS, tippingPolicy: null },
    });
    const unreadable = { ...wireSettings, tippingPolicy: { distribution: { kind: 'lottery' } } };
    expect(parseWith(wireSchemas.tipSettings, unreadable)).toEqual({
      ok: true,
      value: { ...HARBOR_SETTINGS, tippingPolicy: null },
    });
    expect(parseWith(wireSchemas.tipSettings, wireSettings)).toEqual({
      ok: true,
      value: HARBOR_SETTINGS,
    });
    expect(SUITES_SETTINGS.tippingPolicy).toBeNull();
  });
});

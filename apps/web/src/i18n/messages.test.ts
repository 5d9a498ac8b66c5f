import { describe, expect, it } from 'vitest';
import enUS from './en-US';
import { LOCALES, type Locale } from './locales';
import { activateLocale, currentMessages, loadLocale, t, textOf } from './translator';

// The build compiles every catalog (tooling/compile-catalogs.ts), so these tests read what the
// browser gets: Lingui's compiled form, where `[name]` is an argument and
// `[name, 'plural', { one: […], other: […] }]` a plural.
type Compiled = string | readonly Part[];
type Part = string | readonly [string, string?, Readonly<Record<string, Compiled>>?];

/** The ICU arguments a compiled text uses, with their kind ('plural:nights', 'amount'). */
function argumentsOf(text: Compiled, found = new Set<string>()): Set<string> {
  if (typeof text === 'string') return found;
  for (const part of text) {
    if (typeof part === 'string') continue;
    const [name, kind, choices] = part;
    if (name !== '#') found.add(kind === undefined ? name : `${kind}:${name}`);
    for (const choice of Object.values(choices ?? {})) argumentsOf(choice, found);
  }
  return found;
}

/** The choices of each plural in a compiled text. */
function pluralChoices(text: Compiled, found: string[][] = []): string[][] {
  if (typeof text === 'string') return found;
  for (const part of text) {
    if (typeof part === 'string') continue;
    const [, kind, choices] = part;
    if (kind === 'plural') found.push(Object.keys(choices ?? {}));
    for (const choice of Object.values(choices ?? {})) pluralChoices(choice, found);
  }
  return found;
}

const catalogs = Object.fromEntries(
  await Promise.all(
    LOCALES.map(async (locale) => {
      const module = (await (locale === 'en-US'
        ? import('./en-US')
        : import(`./locales/${locale}.ts`))) as { default: Record<string, Compiled> };
      return [locale, module.default] as const;
    }),
  ),
) as Record<Locale, Record<string, Compiled>>;

describe('catalogs', () => {
  const source = catalogs['en-US'];
  const keys = Object.keys(source).sort();

  it.each(LOCALES.filter((locale) => locale !== 'en-US'))(
    '%s has exactly the keys of en-US, with the same ICU arguments',
    (locale) => {
      const catalog = catalogs[locale];
      expect(Object.keys(catalog).sort()).toEqual(keys);
      for (const key of keys) {
        const expected = [...argumentsOf(source[key]!)].sort();
        expect({ key, arguments: [...argumentsOf(catalog[key]!)].sort() }).toEqual({
          key,
          arguments: expected,
        });
      }
    },
  );

  it.each(LOCALES)('%s has a text for every key and an `other` in every plural', (locale) => {
    for (const [key, text] of Object.entries(catalogs[locale])) {
      expect({ key, empty: JSON.stringify(text) === '[""]' }).toEqual({ key, empty: false });
      for (const choices of pluralChoices(text)) expect(choices).toContain('other');
    }
  });

  it('catches a missing key, an extra key and a changed argument', () => {
    const broken = { ...catalogs['fr-FR'] };
    delete broken['payment.pay'];
    expect(Object.keys(broken).sort()).not.toEqual(keys);
    expect([...argumentsOf(['Payer ', ['totale']])]).not.toEqual([
      ...argumentsOf(source['payment.pay']!),
    ]);
  });

  it('keeps the en-US source raw ICU in the module and compiled in the bundle', () => {
    expect(enUS['payment.pay']).toEqual(['Pay ', ['total']]);
  });
});

describe('messages', () => {
  it('fills parameters in the en-US wording', () => {
    expect(t('payment.pay', { total: '$10.60' })).toBe('Pay $10.60');
    expect(t('customTip.confirm.text', { amount: '$150' })).toBe(
      'Are you sure you wanted to tip $150?',
    );
  });

  it('says plurals with the language plural rules (Intl.PluralRules)', async () => {
    expect(t('review.stars', { count: 1 })).toBe('1 Star');
    expect(t('review.stars', { count: 4 })).toBe('4 Stars');
    expect(t('hospitality.suggestionNights', { amount: '$15', nights: 1 })).toBe(
      '90% of guests usually tip $15 for 1 night',
    );
    expect(t('hospitality.suggestionNights', { amount: '$30', nights: 2 })).toBe(
      '90% of guests usually tip $30 for 2 nights',
    );
    await loadLocale('ar');
    activateLocale('ar');
    expect(t('review.stars', { count: 2 })).toBe('نجمتان');
    expect(t('review.stars', { count: 3 })).toContain('نجوم');
    activateLocale('en-US');
  });

  it('formats core money parameters in the language, in US dollars', async () => {
    const ref = { key: 'customTip.min', params: { amount: { tipCents: 150 } } } as const;
    expect(textOf(ref)).toBe('The smallest tip is $1.50');
    await loadLocale('fr-FR');
    activateLocale('fr-FR');
    expect(textOf(ref).replace(/\s/g, ' ')).toBe('Le pourboire minimum est de 1,50 $US');
    activateLocale('en-US');
  });

  it("writes an intent card's percent the language's way", async () => {
    expect(currentMessages().percent(18)).toBe('18%');
    await loadLocale('fr-FR');
    activateLocale('fr-FR');
    expect(currentMessages().percent(18).replace(/\s/g, ' ')).toBe('18 %');
    activateLocale('en-US');
  });

  it('isolates names in a right-to-left sentence, each its own direction; en-US text stays plain', async () => {
    const FSI = '\u2068';
    const PDI = '\u2069';
    const names = ['Jordan L.', 'ليلى'];
    expect(t('review.paidTo', { amount: '$10.60', names: currentMessages().names(names) })).toBe(
      'Payment of $10.60 to Jordan L. and ليلى received',
    );
    await loadLocale('ar');
    activateLocale('ar');
    const ar = currentMessages();
    const sentence = ar('review.paidTo', { amount: ar.money(1060), names: ar.names(names) });
    expect(sentence).toContain(`${FSI}Jordan L.${PDI}`);
    expect(sentence).toContain(`${FSI}ليلى${PDI}`);
    // Once, not twice: a list (and money) isolated by its formatter is not wrapped again.
    expect(sentence).not.toContain(`${FSI}${FSI}`);
    expect(ar('payment.removeConfirm', { name: 'Jordan L.' })).toContain(`${FSI}Jordan L.${PDI}`);
    activateLocale('en-US');
  });

  it('keeps server text as it is (no catalog lookup, no markup)', () => {
    expect(textOf({ raw: 'LOCATION_GONE {x}' })).toBe('LOCATION_GONE {x}');
    expect(textOf({ key: 'alert.welcome' })).toBe('Welcome');
  });
});

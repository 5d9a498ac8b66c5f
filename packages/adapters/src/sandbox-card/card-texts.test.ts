import { describe, expect, it } from 'vitest';
import { CARD_TEXTS, cardTexts, expiryHint } from './card-texts';
import { CARD_FIELDS } from './card-fields';
import { checkCard } from './card-validation';

const APP_LOCALES = [
  'en-US',
  'es-US',
  'fr-FR',
  'de-DE',
  'pt-BR',
  'it-IT',
  'zh-Hans',
  'ja-JP',
  'ko-KR',
  'ar',
];

describe('the card form’s texts', () => {
  it('speak each of the app’s ten languages, every field labelled and every message written', () => {
    expect(CARD_TEXTS.map((texts) => texts.locale).sort()).toEqual([...APP_LOCALES].sort());
    for (const locale of APP_LOCALES) {
      const texts = cardTexts(locale);
      expect(texts.locale).toBe(locale);
      expect(texts.dir).toBe(locale === 'ar' ? 'rtl' : 'ltr');
      for (const field of CARD_FIELDS) {
        expect(texts.labels[field].trim()).not.toBe('');
        expect(texts.messages[field].trim()).not.toBe('');
      }
      expect(texts.expired.trim()).not.toBe('');
      // The expiry's message names the format the placeholder shows.
      expect(texts.messages.expiry).toContain(texts.expiryFormat);
      // Only en-US says the English words (the brand-like 'CVC' aside).
      if (locale !== 'en-US') {
        expect(texts.labels.number).not.toBe('Card number');
        expect(texts.messages.number).not.toBe('Enter a valid card number');
      }
    }
  });

  it('keep en-US exactly as it was', () => {
    const texts = cardTexts('en-US');
    expect(texts.group).toBe('Card details');
    expect(texts.labels).toEqual({
      number: 'Card number',
      expiry: 'Expiry date',
      cvc: 'CVC',
      name: 'Name on card',
      postalCode: 'Postal code',
    });
    expect(expiryHint(texts)).toBe(' (MM/YY)');
    expect(texts.messages).toEqual({
      name: 'Enter the name on the card',
      number: 'Enter a valid card number',
      expiry: 'Enter a valid expiry date (MM/YY)',
      cvc: 'Enter the 3 or 4 digit security code',
      postalCode: 'Enter a postal code',
    });
    expect(texts.expired).toBe('This card has expired');
  });

  it('fall back to the parent language, then to en-US', () => {
    expect(cardTexts('es-MX').locale).toBe('es-US');
    expect(cardTexts('fr-CH').locale).toBe('fr-FR');
    expect(cardTexts('pt-PT').locale).toBe('pt-BR');
    expect(cardTexts('ar-EG').locale).toBe('ar');
    expect(cardTexts('DE-de').locale).toBe('de-DE');
    expect(cardTexts('zh-hans').locale).toBe('zh-Hans');
    expect(cardTexts('en-XA').locale).toBe('en-US');
    expect(cardTexts('nl-NL').locale).toBe('en-US');
    expect(cardTexts('').locale).toBe('en-US');
  });

  it('isolate the Latin format inside Arabic words', () => {
    const ar = cardTexts('ar');
    expect(expiryHint(ar)).toBe(' (\u2066MM/YY\u2069)');
    expect(ar.messages.expiry).toContain('(\u2066MM/YY\u2069)');
  });

  it('are the words checkCard answers with', () => {
    const today = new Date('2026-11-23T10:00:00Z');
    const empty = { name: '', number: '', expiry: '', cvc: '', postalCode: '' };
    const de = cardTexts('de-DE');
    expect(checkCard(empty, today, de)).toEqual(de.messages);
    const card = { ...empty, name: 'A', number: '4111111111111111', cvc: '123', postalCode: '1' };
    expect(checkCard({ ...card, expiry: '10/26' }, today, de)).toEqual({
      expiry: 'Diese Karte ist abgelaufen',
    });
    expect(checkCard(empty, today).number).toBe('Enter a valid card number');
  });
});

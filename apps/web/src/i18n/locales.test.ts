import { describe, expect, it } from 'vitest';
import { acceptedLanguages, chooseLocale, directionOf } from './locales';

describe('chooseLocale', () => {
  it('takes an exact match, then the parent language', () => {
    expect(chooseLocale(['es-US'])).toBe('es-US');
    expect(chooseLocale(['fr-CH', 'en-US'])).toBe('fr-FR');
    expect(chooseLocale(['es-MX'])).toBe('es-US');
    expect(chooseLocale(['pt-PT'])).toBe('pt-BR');
    expect(chooseLocale(['ar-EG'])).toBe('ar');
    expect(chooseLocale(['zh-CN'])).toBe('zh-Hans');
    expect(chooseLocale(['zh-Hans-SG'])).toBe('zh-Hans');
  });

  it('reads Traditional Chinese as Simplified only when nothing better matches', () => {
    expect(chooseLocale(['zh-TW', 'ja-JP'])).toBe('ja-JP');
    expect(chooseLocale(['zh-Hant-HK', 'en-GB'])).toBe('en-US');
    expect(chooseLocale(['zh-TW', 'nl-NL'])).toBe('zh-Hans');
  });

  it('falls back to en-US', () => {
    expect(chooseLocale([])).toBe('en-US');
    expect(chooseLocale(['nl-NL', 'sv'])).toBe('en-US');
  });

  it('reads Accept-Language by quality', () => {
    expect(acceptedLanguages('en;q=0.5, fr-CH, de;q=0.8, *;q=0.1')).toEqual(['fr-CH', 'de', 'en']);
    expect(chooseLocale(acceptedLanguages('nl;q=0.9, es-MX;q=0.8'))).toBe('es-US');
    expect(acceptedLanguages(undefined)).toEqual([]);
  });

  it('writes Arabic right to left', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('fr-FR')).toBe('ltr');
  });
});

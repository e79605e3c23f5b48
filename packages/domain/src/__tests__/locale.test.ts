import { describe, expect, it } from 'vitest';
import { localeFromAcceptLanguage } from '../locale';

describe('localeFromAcceptLanguage', () => {
  it('takes the first language the shop speaks, by weight', () => {
    expect(localeFromAcceptLanguage('et-EE,et;q=0.9,en;q=0.8')).toBe('et');
    expect(localeFromAcceptLanguage('fi;q=1, et;q=0.5, en;q=0.7')).toBe('en');
    expect(localeFromAcceptLanguage('de-DE, ET;q=0.2')).toBe('et');
  });

  it('falls back to English for none, nonsense or a weight of 0', () => {
    expect(localeFromAcceptLanguage(undefined)).toBe('en');
    expect(localeFromAcceptLanguage('')).toBe('en');
    expect(localeFromAcceptLanguage('fr, de')).toBe('en');
    expect(localeFromAcceptLanguage('et;q=0')).toBe('en');
    expect(localeFromAcceptLanguage(';;;,q=')).toBe('en');
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialLocale } from '../locale';

// Which language a visit starts in: the visitor's earlier choice, else the page's as the server
// rendered it, else the browser's, else English.

const setCookie = (value: string) => {
  document.cookie = `locale=${value}; path=/`;
};
const browserLanguages = (languages: string[]) =>
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);

afterEach(() => {
  document.cookie = 'locale=; path=/; max-age=0';
  delete document.documentElement.dataset.locale;
  vi.restoreAllMocks();
});

describe('initialLocale', () => {
  it('takes the language chosen before, over the page and the browser', () => {
    setCookie('et');
    document.documentElement.dataset.locale = 'en';
    browserLanguages(['en-GB']);
    expect(initialLocale()).toBe('et');
  });

  it('else the language the server rendered the page in, so hydration matches it', () => {
    document.documentElement.dataset.locale = 'et';
    browserLanguages(['en-GB']);
    expect(initialLocale()).toBe('et');
  });

  it('else the browser’s first language the shop speaks, else English', () => {
    browserLanguages(['fi-FI', 'et-EE', 'en']);
    expect(initialLocale()).toBe('et');
    browserLanguages(['fi-FI', 'de']);
    expect(initialLocale()).toBe('en');
  });

  it('ignores a cookie naming a language the shop does not speak', () => {
    setCookie('xx');
    browserLanguages(['et']);
    expect(initialLocale()).toBe('et');
  });
});

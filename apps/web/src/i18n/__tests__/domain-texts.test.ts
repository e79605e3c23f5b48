import { setupI18n } from '@lingui/core';
import { ORDER_STATUSES } from '@prompttee/domain';
import { EMBEDDED_BROWSER_MESSAGE, USER_DISABLED_MESSAGE } from '@prompttee/domain/sso';
import { describe, expect, it } from 'vitest';
import { messages as enAuth } from '../../locales/en/auth.po';
import { messages as enStatuses } from '../../locales/en/statuses.po';
import { messages as etAuth } from '../../locales/et/auth.po';
import { messages as etStatuses } from '../../locales/et/statuses.po';
import { confirmationProblemText, domainSentenceText, passwordProblemText } from '../domain-texts';
import { orderStatusGroupText, orderStatusText } from '../order-status-texts';

// Each with its own catalogue alone: the statuses', which the order history and the console
// load, and the sign-in pages'.
const catalogues = { statuses: { en: enStatuses, et: etStatuses }, auth: { en: enAuth, et: etAuth } };
const inLanguage = (locale: 'en' | 'et', part: keyof typeof catalogues) =>
  setupI18n({ locale, messages: { [locale]: catalogues[part][locale] } });

describe('order statuses in the page language', () => {
  it('keeps the spec’s English: the code with spaces, the filter’s group names', () => {
    const i18n = inLanguage('en', 'statuses');
    expect(ORDER_STATUSES.map((status) => orderStatusText(i18n, status))).toEqual(
      ORDER_STATUSES.map((status) => status.replaceAll('_', ' ')),
    );
    expect(orderStatusGroupText(i18n, 'Canceled/Failed')).toBe('Canceled/Failed');
  });

  it('words every status in Estonian, and leaves a status the shop does not know as its code', () => {
    const i18n = inLanguage('et', 'statuses');
    expect(orderStatusText(i18n, 'in_transit')).toBe('teel');
    expect(orderStatusText(i18n, 'pending_payment')).toBe('ootab makset');
    expect(orderStatusText(i18n, 'label_printed')).toBe('label printed');
    expect(orderStatusGroupText(i18n, 'Canceled/Failed')).toBe('Tühistatud/ebaõnnestunud');
    const english = new Set(ORDER_STATUSES.map((status) => status.replaceAll('_', ' ')));
    expect(ORDER_STATUSES.filter((status) => english.has(orderStatusText(i18n, status)))).toEqual([]);
  });
});

describe('the password and sign-in messages of the domain in the page language', () => {
  it('keeps the spec’s English', () => {
    const i18n = inLanguage('en', 'auth');
    expect(passwordProblemText(i18n, 'abc', { minPasswordLength: 6 })).toBe(
      'Password should be at least 6 characters',
    );
    expect(passwordProblemText(i18n, 'abcdef', { minPasswordLength: 6 })).toBeUndefined();
    expect(confirmationProblemText(i18n, 'abcdef', 'abcdeg')).toBe('Passwords do not match');
    expect(confirmationProblemText(i18n, 'abcdef', 'abcdef')).toBeUndefined();
    expect(domainSentenceText(i18n, USER_DISABLED_MESSAGE)).toBe(USER_DISABLED_MESSAGE);
  });

  it('words them in Estonian, and leaves a text it does not know as it is', () => {
    const i18n = inLanguage('et', 'auth');
    expect(passwordProblemText(i18n, 'abc', { minPasswordLength: 8 })).toBe(
      'Parool peab olema vähemalt 8 märki pikk',
    );
    expect(confirmationProblemText(i18n, 'abcdef', 'abcdeg')).toBe('Paroolid ei kattu');
    expect(domainSentenceText(i18n, EMBEDDED_BROWSER_MESSAGE)).toBe(
      'Rakendusesisene brauser ei toeta ühekordset sisselogimist. Palun kasuta tavalist veebibrauserit.',
    );
    expect(domainSentenceText(i18n, USER_DISABLED_MESSAGE)).toBe(
      'See konto on suletud. Palun võta ühendust klienditoega.',
    );
    expect(domainSentenceText(i18n, 'Something else')).toBe('Something else');
  });
});

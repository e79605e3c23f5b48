import { setupI18n } from '@lingui/core';
import { ORDER_STATUSES } from '@prompttee/domain';
import { describe, expect, it } from 'vitest';
import { messages as en } from '../../locales/en/common.po';
import { messages as et } from '../../locales/et/common.po';
import { orderStatusGroupText, orderStatusText } from '../domain-texts';

// The shared catalogue alone, as every page loads it before its own.
const inLanguage = (locale: 'en' | 'et') => setupI18n({ locale, messages: { [locale]: { en, et }[locale] } });

describe('order statuses in the page language', () => {
  it('keeps the spec’s English: the code with spaces, the filter’s group names', () => {
    const i18n = inLanguage('en');
    expect(ORDER_STATUSES.map((status) => orderStatusText(i18n, status))).toEqual(
      ORDER_STATUSES.map((status) => status.replaceAll('_', ' ')),
    );
    expect(orderStatusGroupText(i18n, 'Canceled/Failed')).toBe('Canceled/Failed');
  });

  it('words every status in Estonian, and leaves a status the shop does not know as its code', () => {
    const i18n = inLanguage('et');
    expect(orderStatusText(i18n, 'in_transit')).toBe('teel');
    expect(orderStatusText(i18n, 'pending_payment')).toBe('ootab makset');
    expect(orderStatusText(i18n, 'label_printed')).toBe('label printed');
    expect(orderStatusGroupText(i18n, 'Canceled/Failed')).toBe('Tühistatud/ebaõnnestunud');
    const english = new Set(ORDER_STATUSES.map((status) => status.replaceAll('_', ' ')));
    expect(ORDER_STATUSES.filter((status) => english.has(orderStatusText(i18n, status)))).toEqual([]);
  });
});

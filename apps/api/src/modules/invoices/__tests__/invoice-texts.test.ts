import { describe, expect, it } from 'vitest';
import { INVOICE_CATALOGUES, invoiceTexts } from '../invoice-texts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((match) => match[1]).sort();

describe('the documents’ texts', () => {
  it('have the same placeholders in Estonian as in English, text by text', () => {
    const { en, et } = INVOICE_CATALOGUES;
    const differing = Object.entries(en).filter(
      ([key, text]) => placeholders(text).join() !== placeholders(et[key as keyof typeof en]).join(),
    );
    expect(differing).toEqual([]);
  });

  it('fill their values in either language', () => {
    expect(invoiceTexts('en')('page', { page: 2, pages: 3 })).toBe('Page 2 of 3');
    expect(invoiceTexts('et')('page', { page: 2, pages: 3 })).toBe('Lk 2/3');
    expect(invoiceTexts('et')('invoiceTitle', { number: 'INV-2026-000001' })).toBe('Arve nr INV-2026-000001');
  });
});

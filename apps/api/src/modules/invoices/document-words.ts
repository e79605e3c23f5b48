import { DEFAULT_LOCALE } from '@prompttee/domain';
import type { InvoiceDocument } from './invoice-repository';
import { invoiceFormat, type InvoiceFormat } from './invoice-format';
import { invoiceTexts, type InvoiceTranslate } from './invoice-texts';

/** Everything a document's layout needs to word it: its texts, its formats, its amounts' sign. */
export type DocumentWords = {
  t: InvoiceTranslate;
  format: InvoiceFormat;
  credit: boolean;
  /** An amount of the document, negative on a credit note (which gives the money back). */
  amount(minor: number): string;
};

/** The words of `doc` in its own language: English for documents issued before they had one. */
export function documentWords(doc: InvoiceDocument): DocumentWords {
  const locale = doc.locale ?? DEFAULT_LOCALE;
  const format = invoiceFormat(locale, doc.currency);
  const credit = doc.kind === 'credit_note';
  return {
    t: invoiceTexts(locale),
    format,
    credit,
    // Never "-0": a line of no price stays 0 on a credit note too.
    amount: (minor) => format.money(credit && minor !== 0 ? -minor : minor),
  };
}

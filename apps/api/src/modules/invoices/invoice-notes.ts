import type { DocumentWords } from './document-words';
import type { InvoiceNote } from './invoice-repository';

/** A note in the document's language; a note stored as an English sentence is printed as it is. */
export function noteText(note: InvoiceNote | string, { t, format }: DocumentWords): string {
  if (typeof note === 'string') return note;
  switch (note.kind) {
    case 'vat_estonian':
      return t('vatEstonian');
    case 'vat_one_stop_shop':
      return t('vatOneStopShop', { country: format.country(note.country) });
    case 'no_withdrawal':
      return t('noWithdrawal');
    case 'credits_invoice':
      return t('creditsInvoiceNote', { number: note.number, date: format.date(note.issueDate) });
  }
}

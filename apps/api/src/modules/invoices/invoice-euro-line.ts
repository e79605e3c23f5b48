import { DEFAULT_LOCALE, formatMoney } from '@prompttee/domain';
import type { DocumentWords } from './document-words';
import { intlTag } from './invoice-format';
import type { InvoiceDocument } from './invoice-repository';
import type { TotalsRow } from './invoice-totals';

/** A rate with its digits as stored, in the document's language ('11.2345', '11,2345'). */
function formatRate(rate: string, doc: InvoiceDocument): string {
  const digits = rate.split('.')[1]?.length ?? 0;
  const format = new Intl.NumberFormat(intlTag(doc.locale), {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    useGrouping: false,
  });
  return format.format(Number(rate));
}

/**
 * 'VAT in EUR at 1 EUR = 11.2345 SEK (ECB, 27.11.2026)' and the VAT in euros, for a document in
 * another currency; null for one in euros. Negative on a credit note, like its other amounts.
 */
export function euroVatRow(doc: InvoiceDocument, { t, format, credit }: DocumentWords): TotalsRow | null {
  const euros = doc.inEuros;
  if (!euros) return null;
  const vat = credit && euros.vat !== 0 ? -euros.vat : euros.vat;
  return {
    label: t('vatInEuros', {
      rate: formatRate(euros.rate, doc),
      currency: doc.currency,
      source: t(euros.source === 'ecb' ? 'rateOfEcb' : 'rateOfSeller'),
      date: format.date(euros.rateDate),
    }),
    amount: formatMoney(vat, doc.locale ?? DEFAULT_LOCALE, 'EUR'),
  };
}

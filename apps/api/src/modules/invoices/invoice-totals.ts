import type { Content, TableCell } from 'pdfmake/interfaces';
import type { DocumentWords } from './document-words';
import type { InvoiceDocument } from './invoice-repository';
import { euroVatRow } from './invoice-euro-line';
import { RULE } from './invoice-pdf-style';

/** One row under the lines: a label and its amount; the last, strong row is what was paid. */
export type TotalsRow = { label: string; amount: string; strong?: boolean };

/** What the totals block says, top to bottom: a row more is one entry more. */
export function totalsRows(doc: InvoiceDocument, words: DocumentWords): TotalsRow[] {
  const { t, format, credit, amount } = words;
  // A document in another currency names its VAT in euros too, right under the VAT.
  const inEuros = euroVatRow(doc, words);
  return [
    { label: t('totalNet'), amount: amount(doc.totals.net) },
    {
      label: t('totalVat', {
        rate: format.percent(doc.vat.basisPoints),
        country: format.country(doc.vat.country),
      }),
      amount: amount(doc.totals.vat),
    },
    ...(inEuros ? [inEuros] : []),
    { label: t(credit ? 'totalCredited' : 'totalPaid'), amount: amount(doc.totals.gross), strong: true },
  ];
}

/** The rows on the right, under the last line's figures. */
export function totalsBlock(rows: readonly TotalsRow[]): Content {
  const body = rows.map((row): TableCell[] => {
    const style = row.strong ? { bold: true, fontSize: 11 } : { fontSize: 9.5 };
    return [
      { text: row.label, ...style },
      { text: row.amount, alignment: 'right', ...style },
    ];
  });
  return {
    columns: [
      { width: '*', text: '' },
      {
        width: 245,
        table: { widths: ['*', 'auto'], body },
        layout: {
          hLineWidth: (i, node) => (i === node.table.body.length - 1 ? 0.8 : 0),
          hLineColor: () => RULE,
          vLineWidth: () => 0,
          paddingLeft: (i) => (i === 0 ? 0 : 12),
          paddingRight: () => 0,
          paddingTop: (i, node) => (i === node.table.body.length - 1 ? 6 : 3),
          paddingBottom: () => 3,
        },
      },
    ],
    margin: [0, 10, 0, 0],
  };
}

import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { documentWords, type DocumentWords } from './document-words';
import type { InvoiceDocument } from './invoice-repository';
import { intlTag } from './invoice-format';
import { lineTable } from './invoice-line-table';
import { noteText } from './invoice-notes';
import { ACCENT, INK, MUTED } from './invoice-pdf-style';
import { totalsBlock, totalsRows } from './invoice-totals';
import { partyBlocks } from './party-block';

const MARGIN = 50;

/**
 * The invoice or credit note as pdfmake lays it out on A4: the shop and the document's facts,
 * seller and customer, the lines, the totals after the last line, the notes; every page footed
 * with the document's title and its page number.
 */
export function invoiceLayout(doc: InvoiceDocument, shopName: string): TDocumentDefinitions {
  const words = documentWords(doc);
  const { t } = words;
  const title = t(doc.kind === 'credit_note' ? 'creditNoteTitle' : 'invoiceTitle', { number: doc.number });
  return {
    pageSize: 'A4',
    pageMargins: [MARGIN, MARGIN, MARGIN, MARGIN + 20],
    language: intlTag(doc.locale),
    // The day it was issued, not the moment it was drawn: the same document, the same bytes.
    info: {
      title,
      author: doc.seller.name,
      creator: shopName,
      producer: shopName,
      creationDate: new Date(`${doc.issueDate}T00:00:00Z`),
    },
    defaultStyle: { font: 'Inter', fontSize: 9, color: INK, lineHeight: 1.15 },
    footer: (page, pages) => ({
      columns: [
        { text: `${shopName} · ${title}` },
        { text: t('page', { page, pages }), alignment: 'right', width: 'auto' },
      ],
      fontSize: 8,
      color: MUTED,
      margin: [MARGIN, 28, MARGIN, 0],
    }),
    content: [
      heading(doc, shopName, title, words),
      partyBlocks(doc, words),
      lineTable(doc, words, totalsBlock(totalsRows(doc, words))),
      {
        stack: doc.notes.map((note) => ({ text: noteText(note, words), margin: [0, 0, 0, 6] })),
        fontSize: 8.5,
        color: MUTED,
        margin: [0, 24, 0, 0],
      },
    ],
  };
}

/** The shop's name on the left; the title and the dates, order and currency on the right. */
function heading(doc: InvoiceDocument, shopName: string, title: string, words: DocumentWords): Content {
  const { t, format } = words;
  const credit = doc.kind === 'credit_note';
  const facts = [
    [t(credit ? 'creditNoteDate' : 'invoiceDate'), format.date(doc.issueDate)],
    [t(credit ? 'refundDate' : 'supplyDate'), format.date(doc.supplyDate)],
    [t('order'), t('orderOf', { id: doc.order.displayId, date: format.date(doc.order.date) })],
    ...(doc.refersTo
      ? [
          [
            t('creditsInvoiceFact'),
            t('documentOf', { number: doc.refersTo.number, date: format.date(doc.refersTo.issueDate) }),
          ],
        ]
      : []),
    [t('currency'), doc.currency],
  ];
  return {
    columns: [
      { text: shopName, bold: true, fontSize: 18, color: ACCENT, width: '*' },
      {
        width: 'auto',
        stack: [
          { text: title, bold: true, fontSize: 22, alignment: 'right', margin: [0, 0, 0, 8] },
          ...facts.map(([label, value]) => ({
            text: `${label}: ${value}`,
            color: MUTED,
            alignment: 'right' as const,
            margin: [0, 0, 0, 2] as [number, number, number, number],
          })),
        ],
      },
    ],
    columnGap: 20,
  };
}

import type { Content } from 'pdfmake/interfaces';
import type { DocumentWords } from './document-words';
import type { InvoiceDocument } from './invoice-repository';
import { MUTED } from './invoice-pdf-style';

// Two columns of fixed width (the page's 495 points less the gap, halved): in a column of fixed
// width pdfmake breaks a word too long for it between its letters, where a column sized by its
// content would grow past the page's edge instead.
const COLUMN_WIDTH = 235;
const COLUMN_GAP = 25;

/**
 * The seller's and the customer's blocks side by side. Each line wraps within its column at
 * spaces and hyphens, and a word longer than the column between its letters, so nothing reaches
 * the other block or the margin. What follows starts below the taller block.
 */
export function partyBlocks(doc: InvoiceDocument, { t, format }: DocumentWords): Content {
  const seller = [
    doc.seller.name,
    doc.seller.address,
    t('registryCode', { code: doc.seller.registryCode }),
    t('vatNumber', { number: doc.seller.vatNumber }),
    doc.seller.email,
  ];
  const buyer = [
    doc.buyer.name,
    ...(doc.buyer.company ? [doc.buyer.company] : []),
    ...(doc.buyer.vatNumber ? [t('vatNumber', { number: doc.buyer.vatNumber })] : []),
    ...doc.buyer.address,
    ...(doc.buyer.country ? [format.country(doc.buyer.country)] : []),
  ];
  const upper = (text: string) => text.toLocaleUpperCase(doc.locale ?? 'en');
  return {
    columns: [
      { width: COLUMN_WIDTH, stack: block(upper(t('seller')), seller) },
      { width: COLUMN_WIDTH, stack: block(upper(t('customer')), buyer) },
    ],
    columnGap: COLUMN_GAP,
    margin: [0, 24, 0, 24],
  };
}

function block(heading: string, lines: string[]): Content[] {
  return [
    { text: heading, bold: true, fontSize: 9, color: MUTED, margin: [0, 0, 0, 4] },
    ...lines.map((line): Content => ({ text: line, fontSize: 10, margin: [0, 0, 0, 1] })),
  ];
}

import type { Content } from 'pdfmake/interfaces';
import type { DocumentWords } from './document-words';
import type { InvoiceDocument } from './invoice-repository';
import { MUTED } from './invoice-pdf-style';

const SELLER_WIDTH = 235;
const COLUMN_GAP = 25;
const FONT_SIZE = 10;
// No letter of Inter an address uses is wider than 1.2 em (W is 0.99, Æ and Œ a little more),
// so a word of at most this many letters fits a column; a longer one (a street named as one
// Estonian compound) may not.
const SAFE_WORD_LETTERS = Math.floor(SELLER_WIDTH / (FONT_SIZE * 1.2));

/**
 * The seller's and the customer's blocks side by side. Each line wraps within its column at
 * spaces and hyphens; a word too long to be sure it fits may also break between its letters, so
 * nothing reaches the other block or the margin. What follows starts below the taller block.
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
      { width: SELLER_WIDTH, stack: block(upper(t('seller')), seller) },
      { width: '*', stack: block(upper(t('customer')), buyer) },
    ],
    columnGap: COLUMN_GAP,
    margin: [0, 24, 0, 24],
  };
}

function block(heading: string, lines: string[]): Content[] {
  return [
    { text: heading, bold: true, fontSize: 9, color: MUTED, margin: [0, 0, 0, 4] },
    ...lines.map((line): Content => ({ text: wrappable(line), fontSize: FONT_SIZE, margin: [0, 0, 0, 1] })),
  ];
}

/** The line's words, each one too long to be sure it fits allowed to break anywhere. */
function wrappable(line: string): Content[] {
  return line
    .split(/(\s+)/)
    .filter((part) => part !== '')
    .map((part) =>
      part.length > SAFE_WORD_LETTERS ? { text: part, wordBreak: 'break-all' } : { text: part },
    );
}

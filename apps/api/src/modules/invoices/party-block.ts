import type { InvoiceDocument } from './invoice-repository';
import { INK, MUTED } from './invoice-pdf-style';

const HEADING_HEIGHT = 15;
const LINE_GAP = 1;

type PartyBlock = { heading: string; lines: string[] };
type Column = { x: number; width: number };

/**
 * The seller's and the customer's blocks, side by side from `top`. Each is a bounded text box:
 * every line wraps to its column's width (pdfkit breaks at spaces and hyphens, and breaks a word
 * wider than the column between its letters), so nothing reaches the other block or the margin.
 * Answers the height of the taller block, measured with the same wrapping, so what follows can
 * start below it instead of at a fixed offset that a long street or city would run past.
 */
export function drawPartyBlocks(
  pdf: PDFKit.PDFDocument,
  doc: InvoiceDocument,
  layout: { top: number; seller: Column; buyer: Column },
): number {
  const seller: PartyBlock = {
    heading: 'Seller',
    lines: [
      doc.seller.name,
      doc.seller.address,
      `Registry code ${doc.seller.registryCode}`,
      `VAT number ${doc.seller.vatNumber}`,
      doc.seller.email,
    ],
  };
  const buyer: PartyBlock = {
    heading: 'Customer',
    lines: [
      doc.buyer.name,
      ...(doc.buyer.company ? [doc.buyer.company] : []),
      ...(doc.buyer.vatNumber ? [`VAT number ${doc.buyer.vatNumber}`] : []),
      ...doc.buyer.address,
    ],
  };
  return Math.max(
    drawPartyBlock(pdf, seller, layout.seller, layout.top),
    drawPartyBlock(pdf, buyer, layout.buyer, layout.top),
  );
}

/** Draws one block with its top left corner at (column.x, top); answers its height. */
function drawPartyBlock(pdf: PDFKit.PDFDocument, block: PartyBlock, column: Column, top: number): number {
  const { x, width } = column;
  pdf.font('bold').fontSize(9).fillColor(MUTED).text(block.heading.toUpperCase(), x, top, { width });
  pdf.font('body').fontSize(10).fillColor(INK);
  let y = top + HEADING_HEIGHT;
  for (const line of block.lines) {
    pdf.text(line, x, y, { width });
    y += pdf.heightOfString(line, { width }) + LINE_GAP;
  }
  return y - top;
}

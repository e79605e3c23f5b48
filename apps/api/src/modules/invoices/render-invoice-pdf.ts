import { createRequire } from 'node:module';
import { countryName, formatEuro } from '@prompttee/domain';
import PDFDocument from 'pdfkit';
import type { InvoiceDocument } from './invoice-repository';
import { ACCENT, INK, MUTED } from './invoice-pdf-style';
import { drawPartyBlocks } from './party-block';

// Inter (SIL OFL) covers every Latin letter of the 26 countries' names and addresses (õ, ł, ř,
// ő, ș...), which the PDF's built-in Helvetica does not.
const require = createRequire(import.meta.url);
const FONT = require.resolve('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf');
const BOLD = require.resolve('@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf');

const LEFT = 50;
const RIGHT = 545;
// Description, quantity, unit price, VAT rate, net, VAT, total: x of each column's right edge
// (the description's left edge).
const COLUMNS = [LEFT, 300, 350, 395, 445, 495, RIGHT] as const;

const percent = (basisPoints: number) => `${basisPoints / 100} %`;

/** The invoice or credit note as an A4 PDF, with its text extractable (fonts carry ToUnicode). */
export function renderInvoicePdf(doc: InvoiceDocument, shopName: string): Promise<Buffer> {
  const credit = doc.kind === 'credit_note';
  const money = (cents: number) => formatEuro(credit ? -cents : cents);
  const title = credit ? 'Credit note' : 'Invoice';
  const pdf = new PDFDocument({
    size: 'A4',
    margin: LEFT,
    info: {
      Title: `${title} ${doc.number}`,
      Author: doc.seller.name,
      CreationDate: new Date(`${doc.issueDate}T00:00:00Z`),
    },
  });
  pdf.registerFont('body', FONT).registerFont('bold', BOLD);
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  pdf.font('bold').fontSize(18).fillColor(ACCENT).text(shopName, LEFT, 50);
  pdf.font('bold').fontSize(22).fillColor(INK).text(`${title} ${doc.number}`, LEFT, 50, { align: 'right' });
  const facts = [
    [credit ? 'Credit note date' : 'Invoice date', doc.issueDate],
    [credit ? 'Date of refund' : 'Date of supply (payment)', doc.supplyDate],
    ['Order', `${doc.order.displayId} of ${doc.order.date}`],
    ...(doc.refersTo ? [['Credits invoice', `${doc.refersTo.number} of ${doc.refersTo.issueDate}`]] : []),
    ['Currency', doc.currency],
  ];
  pdf.font('body').fontSize(9).fillColor(MUTED);
  let y = 86;
  for (const [label, value] of facts) {
    pdf.text(`${label}: ${value}`, LEFT, y, { align: 'right' });
    y += 13;
  }

  const top = Math.max(y + 16, 170);
  const blocksHeight = drawPartyBlocks(pdf, doc, {
    top,
    seller: { x: LEFT, width: 235 },
    buyer: { x: 310, width: RIGHT - 310 },
  });
  // An ordinary address keeps the table where it always was; a longer one pushes it down.
  y = top + Math.max(110, blocksHeight + 16);
  // Documents issued before invoices showed unit prices without VAT keep the gross unit price.
  const netUnits = doc.lines.every((line) => line.unitNet !== undefined);
  const unitHeader = netUnits ? 'Unit price excl. VAT' : 'Unit price';
  const header = ['Description', 'Qty', unitHeader, 'VAT rate', 'Net', 'VAT', 'Total'];
  y += row(pdf, y, header, 'bold', MUTED) + 7;
  pdf
    .moveTo(LEFT, y - 4)
    .lineTo(RIGHT, y - 4)
    .strokeColor('#e7e5ee')
    .stroke();
  for (const line of doc.lines) {
    const cells = [
      line.description,
      String(line.quantity),
      money((netUnits ? line.unitNet : line.unitGross) ?? 0),
      percent(doc.vat.basisPoints),
      money(line.net),
      money(line.vat),
      money(line.gross),
    ];
    const height = row(pdf, y, cells, 'body', INK);
    y += height + 8;
  }
  pdf.moveTo(LEFT, y).lineTo(RIGHT, y).strokeColor('#e7e5ee').stroke();
  y += 10;
  const vatLabel = `VAT ${percent(doc.vat.basisPoints)} (${countryName(doc.vat.country)})`;
  for (const [label, cents, strong] of [
    ['Total without VAT', doc.totals.net, false],
    [vatLabel, doc.totals.vat, false],
    [credit ? 'Total credited' : 'Total paid', doc.totals.gross, true],
  ] as const) {
    pdf
      .font(strong ? 'bold' : 'body')
      .fontSize(strong ? 11 : 9.5)
      .fillColor(INK);
    pdf.text(label, 300, y, { width: 150 });
    pdf.text(money(cents), 450, y, { width: RIGHT - 450, align: 'right' });
    y += strong ? 18 : 15;
  }

  y += 20;
  pdf.font('body').fontSize(8.5).fillColor(MUTED);
  for (const note of doc.notes) {
    pdf.text(note, LEFT, y, { width: RIGHT - LEFT });
    y = pdf.y + 6;
  }
  pdf.end();
  return done;
}

/** One table row; the description (and a long header) wraps, the numbers are right-aligned. Returns its height. */
function row(pdf: PDFKit.PDFDocument, y: number, cells: string[], font: string, color: string): number {
  pdf.font(font).fontSize(9).fillColor(color);
  const width = COLUMNS[1] - COLUMNS[0] - 60;
  pdf.text(cells[0]!, COLUMNS[0], y, { width });
  let height = pdf.y - y;
  for (let i = 1; i < cells.length; i++) {
    const left = i === 1 ? COLUMNS[0] + width + 4 : COLUMNS[i - 1]!;
    pdf.text(cells[i]!, left, y, { width: COLUMNS[i]! - left, align: 'right' });
    height = Math.max(height, pdf.y - y);
  }
  return height;
}

import type { Content, CustomTableLayout, TableCell } from 'pdfmake/interfaces';
import type { DocumentWords } from './document-words';
import type { InvoiceDocument } from './invoice-repository';
import { MUTED, RULE } from './invoice-pdf-style';

type Line = InvoiceDocument['lines'][number];

// Description takes what the six figures leave: quantity, unit price, VAT rate, net, VAT, total.
const WIDTHS = ['*', 30, 64, 44, 60, 56, 60];
const NON_BREAKING_HYPHEN = '\u2011';

/**
 * The document's lines as one table that breaks between rows (never inside one) onto as many
 * pages as it needs, its header row repeated at the top of each, and `totals` under the last
 * line. The last line and the totals are one row of the table (a table of that line, then the
 * totals, in a cell across all columns), so the totals never start a page of their own: when
 * they do not fit, the last line goes over with them, under the repeated header.
 */
export function lineTable(doc: InvoiceDocument, words: DocumentWords, totals: Content): Content {
  const { t } = words;
  // Documents issued before invoices showed unit prices without VAT keep the gross unit price.
  const netUnits = doc.lines.every((line) => line.unitNet !== undefined);
  const header = [
    t('description'),
    t('quantity'),
    t(netUnits ? 'unitPriceNet' : 'unitPrice'),
    t('vatRate'),
    t('net'),
    t('vat'),
    t('total'),
  ].map((text, column): TableCell => ({
    // A head wraps between its words, never inside one: "km-ta" (without VAT) stays whole.
    text: text.replaceAll('-', NON_BREAKING_HYPHEN),
    bold: true,
    color: MUTED,
    alignment: align(column),
  }));
  const rows = doc.lines.map((line) => lineRow(doc, line, netUnits, words));
  const last = rows.pop();
  const closing: Content[] = [
    ...(last ? [{ table: { widths: WIDTHS, body: [last] }, layout: lastLineLayout }] : []),
    totals,
  ];
  return {
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths: WIDTHS,
      body: [header, ...rows, [{ colSpan: WIDTHS.length, stack: closing }, ...WIDTHS.slice(1).map(() => '')]],
    },
    layout: lineTableLayout,
  };
}

function lineRow(doc: InvoiceDocument, line: Line, netUnits: boolean, words: DocumentWords): TableCell[] {
  const { t, format, amount } = words;
  const description =
    line.kind === 'shipping'
      ? t('shipping')
      : line.kind === 'vat_rounding'
        ? t('vatRounding')
        : line.description;
  const money = (minor: number) => wrappableAmount(amount(minor));
  return [
    description,
    String(line.quantity),
    money((netUnits ? line.unitNet : line.unitGross) ?? 0),
    format.percent(doc.vat.basisPoints),
    money(line.net),
    money(line.vat),
    money(line.gross),
  ].map((text, column) => ({ text, alignment: align(column) }));
}

// An amount too wide for its column wraps between its figure and its currency ("20 784,00" over
// "SEK"), never inside either: Intl joins a figure's groups with no-break spaces too.
const wrappableAmount = (text: string) => text.replace(/(?<=\D)[\u00a0\u202f]|[\u00a0\u202f](?=\D)/g, ' ');

const align = (column: number) => (column === 0 ? 'left' : 'right');

const isClosingRow = (row: number, node: { table: { body: unknown[] } }) =>
  row === node.table.body.length - 1;

// Rules between rows, none between columns; the outer columns flush with the page's margins. The
// closing row has no padding of its own: the last line's table inside it pads like any row.
const lineTableLayout: CustomTableLayout = {
  hLineWidth: (i, node) => (i === 0 || i === node.table.body.length ? 0 : i === 1 ? 0.8 : 0.4),
  hLineColor: () => RULE,
  vLineWidth: () => 0,
  paddingLeft: (i) => (i === 0 ? 0 : 4),
  paddingRight: (i) => (i === WIDTHS.length - 1 ? 0 : 4),
  paddingTop: (i, node) => (isClosingRow(i, node) ? 0 : 4),
  paddingBottom: (i, node) => (isClosingRow(i, node) ? 0 : 4),
};

// The last line, inside the closing row: the rule above it is the outer table's, the one below
// closes the lines.
const lastLineLayout: CustomTableLayout = {
  ...lineTableLayout,
  hLineWidth: (i) => (i === 1 ? 0.8 : 0),
  paddingTop: () => 4,
  paddingBottom: () => 4,
};

import { createRequire } from 'node:module';
import type * as PdfMake from 'pdfmake';
import type { InvoiceDocument } from './invoice-repository';
import { invoiceLayout } from './invoice-layout';

// Inter (SIL OFL) covers every Latin letter of the 26 countries' names and addresses (õ, ł, ř,
// ő, ș...) and the minus sign Estonian amounts are written with, which the PDF's built-in
// Helvetica does not.
const require = createRequire(import.meta.url);
const FONT = require.resolve('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf');
const BOLD = require.resolve('@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf');
// pdfmake's Node entry is CommonJS exporting one instance; required, so Node and the test
// runner load it alike.
const pdfMake = require('pdfmake') as typeof PdfMake;

/**
 * The invoice or credit note as an A4 PDF, laid out by pdfmake: the lines' table breaks across
 * pages with its header repeated, and the text is extractable (fonts carry ToUnicode). The same
 * document gives the same bytes: no clock reading goes into the file.
 */
export function renderInvoicePdf(doc: InvoiceDocument, shopName: string): Promise<Buffer> {
  // Set on every call rather than once at start-up: pdfmake keeps them on its shared instance,
  // and these are the only fonts and files an invoice may read; it fetches nothing.
  pdfMake.setFonts({ Inter: { normal: FONT, bold: BOLD, italics: FONT, bolditalics: BOLD } });
  pdfMake.setUrlAccessPolicy(() => false);
  pdfMake.setLocalAccessPolicy((path) => path === FONT || path === BOLD);
  return pdfMake.createPdf(invoiceLayout(doc, shopName)).getBuffer();
}

import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { renderInvoicePdf } from '../render-invoice-pdf';
import { invoiceOf, readable, SHIRT } from './document-fixtures';
import { clashesOf, textBoxesByPage } from './pdf-boxes';

// The most lines an order may have, each a different design so each can be found.
const LINES = 50;
const design = (n: number) => `design ${String(n).padStart(2, '0')}`;
const fiftyLines = invoiceOf({
  locale: 'en',
  shippingCents: 399,
  lines: Array.from({ length: LINES }, (_, i) => ({
    description: `${SHIRT}, ${design(i + 1)}`,
    quantity: 1 + (i % 3),
    unitGrossCents: 2499,
  })),
});

describe('the invoice of a 50-line order', async () => {
  const pdf = await renderInvoicePdf(fiftyLines, 'PromptTee');
  const { totalPages, text } = await extractText(new Uint8Array(pdf), { mergePages: false });
  const pages = text.map(readable);
  const boxes = await textBoxesByPage(pdf);

  it('runs over four pages, each numbered "Page n of 4"', () => {
    expect(totalPages).toBe(4);
    pages.forEach((page, i) => expect(page).toContain(`Page ${i + 1} of 4`));
  });

  it('prints every line exactly once, in order', () => {
    const printed = pages.flatMap((page) => page.match(/design \d\d/g) ?? []);
    expect(printed).toEqual(Array.from({ length: LINES }, (_, i) => design(i + 1)));
    // Then shipping and the VAT rounding line, the last two lines of the order.
    expect(fiftyLines.lines.slice(LINES).map((line) => line.kind)).toEqual(['shipping', 'vat_rounding']);
    expect(pages.join(' ').match(/Shipping|VAT rounding/g)).toEqual(['Shipping', 'VAT rounding']);
  });

  it('repeats the table’s header at the top of every page', () => {
    for (const page of boxes) {
      const heads = page.filter((box) => box.str === 'Description');
      expect(heads).toHaveLength(1);
      const lines = page.filter((box) => /^(Classic Unisex|Shipping|VAT rounding)/.test(box.str));
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) expect(line.top).toBeLessThan(heads[0]!.bottom);
    }
    for (const page of pages)
      expect(page).toContain('Description Qty Unit price excl. VAT VAT rate Net VAT Total');
  });

  it('puts the totals after the last line, on the last page only, never alone', () => {
    expect(pages.map((page) => page.includes('Total paid'))).toEqual([false, false, false, true]);
    const last = boxes[3]!;
    const lastLine = last.find((box) => box.str.startsWith('VAT rounding'))!;
    const totalPaid = last.find((box) => box.str === 'Total paid')!;
    expect(totalPaid.top).toBeLessThan(lastLine.bottom);
    expect(pages[3]).toContain('Total without VAT €1998.39 VAT 24% (Estonia) €479.61 Total paid €2478.00');
    expect(fiftyLines.totals).toEqual({ net: 199839, vat: 47961, gross: 247800 });
  });

  it('lays every page out without a piece of text over another', () => {
    expect(boxes.map(clashesOf)).toEqual([[], [], [], []]);
  });

  it('gives the same bytes every time it is drawn', async () => {
    expect((await renderInvoicePdf(fiftyLines, 'PromptTee')).equals(pdf)).toBe(true);
  });
});

import type { Locale } from '@prompttee/domain';
import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { renderInvoicePdf } from '../render-invoice-pdf';
import { invoiceOf, readable, SHIRT } from './document-fixtures';
import { clashesOf, textBoxesByPage } from './pdf-boxes';

// The most lines an order may have, each a different design so each can be found.
const LINES = 50;
const design = (n: number) => `design ${String(n).padStart(2, '0')}`;
const fiftyLines = (locale: Locale) =>
  invoiceOf({
    locale,
    shippingCents: 399,
    lines: Array.from({ length: LINES }, (_, i) => ({
      description: `${SHIRT}, ${design(i + 1)}`,
      quantity: 1 + (i % 3),
      unitGrossCents: 2499,
    })),
  });

// What each language prints where the test looks: the table's header (its first cell, and the
// whole as a reader copies it), the shipping and rounding lines, the footer and the totals.
const WORDS = {
  en: {
    description: 'Description',
    header: 'Description Qty Unit price excl. VAT VAT rate Net VAT Total',
    shipping: 'Shipping',
    rounding: 'VAT rounding',
    page: (n: number, of: number) => `Page ${n} of ${of}`,
    totalPaid: 'Total paid',
    totals: 'Total without VAT €1998.39 VAT 24% (Estonia) €479.61 Total paid €2478.00',
  },
  et: {
    description: 'Kirjeldus',
    header: 'Kirjeldus Kogus Ühikuhind km-ta KM-määr Summa km-ta Käibemaks Kokku',
    shipping: 'Kohaletoimetamine',
    rounding: 'Käibemaksu ümardus',
    page: (n: number, of: number) => `Lk ${n}/${of}`,
    totalPaid: 'Tasutud kokku',
    totals: 'Kokku km-ta 1998,39 € Käibemaks 24% (Eesti) 479,61 € Tasutud kokku 2478,00 €',
  },
} satisfies Record<Locale, unknown>;

describe.each(['en', 'et'] as const)('the %s invoice of a 50-line order', async (locale) => {
  const words = WORDS[locale];
  const document = fiftyLines(locale);
  const pdf = await renderInvoicePdf(document, 'PromptTee');
  const { totalPages, text } = await extractText(new Uint8Array(pdf), { mergePages: false });
  const pages = text.map(readable);
  const boxes = await textBoxesByPage(pdf);
  const isLine = (str: string) =>
    str.startsWith('Classic Unisex') || str.startsWith(words.shipping) || str.startsWith(words.rounding);

  it('runs over four pages, each numbered', () => {
    expect(totalPages).toBe(4);
    pages.forEach((page, i) => expect(page).toContain(words.page(i + 1, 4)));
  });

  it('prints every line exactly once, in order', () => {
    const printed = pages.flatMap((page) => page.match(/design \d\d/g) ?? []);
    expect(printed).toEqual(Array.from({ length: LINES }, (_, i) => design(i + 1)));
    // Then shipping and the VAT rounding line, the last two lines of the order.
    expect(document.lines.slice(LINES).map((line) => line.kind)).toEqual(['shipping', 'vat_rounding']);
    const closing = new RegExp(`${words.shipping}|${words.rounding}`, 'g');
    expect(pages.join(' ').match(closing)).toEqual([words.shipping, words.rounding]);
  });

  it('repeats the table’s header at the top of every page', () => {
    for (const page of boxes) {
      const heads = page.filter((box) => box.str === words.description);
      expect(heads).toHaveLength(1);
      const lines = page.filter((box) => isLine(box.str));
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) expect(line.top).toBeLessThan(heads[0]!.bottom);
    }
    for (const page of pages) expect(page).toContain(words.header);
  });

  it('puts the totals after the last line, on the last page only, never alone', () => {
    expect(pages.map((page) => page.includes(words.totalPaid))).toEqual([false, false, false, true]);
    const last = boxes[3]!;
    const lastLine = last.find((box) => box.str.startsWith(words.rounding))!;
    const totalPaid = last.find((box) => box.str === words.totalPaid)!;
    expect(totalPaid.top).toBeLessThan(lastLine.bottom);
    expect(pages[3]).toContain(words.totals);
    expect(document.totals).toEqual({ net: 199839, vat: 47961, gross: 247800 });
  });

  it('lays every page out without a piece of text over another', () => {
    expect(boxes.map(clashesOf)).toEqual([[], [], [], []]);
  });

  it('gives the same bytes every time it is drawn', async () => {
    expect((await renderInvoicePdf(document, 'PromptTee')).equals(pdf)).toBe(true);
  });
});

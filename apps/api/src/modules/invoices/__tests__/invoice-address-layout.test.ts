import { extractTextItems } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { renderInvoicePdf } from '../render-invoice-pdf';
import { longAddressCreditNote, longAddressInvoice } from './long-address-documents';

type Box = { str: string; left: number; right: number; bottom: number; top: number };

async function textBoxes(pdf: Buffer): Promise<{ pages: number; boxes: Box[] }> {
  const { totalPages, items } = await extractTextItems(new Uint8Array(pdf));
  const boxes = items
    .flat()
    .filter((item) => item.str.trim() !== '')
    // The baseline is at y; descenders reach about a fifth of the font size below it.
    .map((item) => ({
      str: item.str,
      left: item.x,
      right: item.x + item.width,
      bottom: item.y - item.fontSize * 0.2,
      top: item.y + item.fontSize * 0.8,
    }));
  return { pages: totalPages, boxes };
}

const overlaps = (a: Box, b: Box) =>
  a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.bottom < b.top - 0.5 && b.bottom < a.top - 0.5;

const squeezed = (text: string) => text.replace(/\s+/g, '');

describe.each([
  ['invoice', longAddressInvoice],
  ['credit note', longAddressCreditNote],
])('the %s of a customer with a long address', (_kind, document) => {
  it('wraps both address blocks within their columns, above the item table, losing nothing', async () => {
    const { pages, boxes } = await textBoxes(await renderInvoicePdf(document, 'PromptTee'));
    expect(pages).toBe(1);

    const clashes = boxes.flatMap((a, i) =>
      boxes.slice(i + 1).flatMap((b) => (overlaps(a, b) ? [`"${a.str}" / "${b.str}"`] : [])),
    );
    expect(clashes).toEqual([]);

    const header = boxes.find((box) => box.str.startsWith('Description'))!;
    const seller = boxes.find((box) => box.str.startsWith('SELLER'))!;
    const blocks = boxes.filter((box) => box.top <= seller.top && box.bottom > header.top);
    const sellerBlock = blocks.filter((box) => box.left < 300);
    const buyerBlock = blocks.filter((box) => box.left >= 300);
    for (const box of sellerBlock) expect(box.right, box.str).toBeLessThanOrEqual(285.5);
    for (const box of buyerBlock) expect(box.right, box.str).toBeLessThanOrEqual(545.5);

    const buyerText = squeezed(buyerBlock.map((box) => box.str).join(''));
    for (const line of [document.buyer.name, document.buyer.company!, ...document.buyer.address]) {
      expect(buyerText).toContain(squeezed(line));
    }
    expect(squeezed(sellerBlock.map((box) => box.str).join(''))).toContain(squeezed(document.seller.address));
  });
});

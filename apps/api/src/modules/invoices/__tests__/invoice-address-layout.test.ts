import { describe, expect, it } from 'vitest';
import { renderInvoicePdf } from '../render-invoice-pdf';
import { longAddressCreditNote, longAddressInvoice } from './long-address-documents';
import { clashesOf, textBoxesByPage } from './pdf-boxes';

const squeezed = (text: string) => text.replace(/\s+/g, '');

describe.each([
  ['invoice', longAddressInvoice],
  ['credit note', longAddressCreditNote],
])('the %s of a customer with a long address', (_kind, document) => {
  it('wraps both address blocks within their columns, above the item table, losing nothing', async () => {
    const pages = await textBoxesByPage(await renderInvoicePdf(document, 'PromptTee'));
    expect(pages).toHaveLength(1);
    const boxes = pages[0]!;
    expect(clashesOf(boxes)).toEqual([]);

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

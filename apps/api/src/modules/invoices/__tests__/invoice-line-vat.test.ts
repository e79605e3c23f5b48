import { vatContainedCents } from '@prompttee/domain';
import { describe, expect, it } from 'vitest';
import type { EmailShop } from '../../mail';
import type { OrderRow } from '../../orders/order-repository';
import { buildInvoiceDocument, type InvoiceLineInput } from '../build-invoice-document';
import { renderInvoicePdf } from '../render-invoice-pdf';
import { pdfText } from './pdf-text';

const SHIRT = 'Classic Unisex T-Shirt (White / M) - front print';
const seller: EmailShop = {
  name: 'PromptTee',
  url: 'https://shop.example',
  supportEmail: 'support@shop.example',
  companyName: 'PromptTee OÜ',
  companyAddress: 'Narva mnt 5, 10117 Tallinn, Estonia',
  companyRegistryCode: '16000000',
  companyVat: 'EE102000000',
};

/** An invoice of `lines` at 24 %, with the VAT the order fixed on its whole total, as orders do. */
function invoiceOf(lines: InvoiceLineInput[], shippingCents = 0) {
  const totalCents = lines.reduce((sum, l) => sum + l.unitGrossCents * l.quantity, shippingCents);
  const order = {
    displayOrderId: 'PT-TEST',
    createdAt: new Date('2026-11-20T10:00:00Z'),
    paidAt: new Date('2026-11-20T10:01:00Z'),
    totalCents,
    shippingCents,
    shippingAddress: {
      first_name: 'Mari',
      last_name: 'Tamm',
      address1: 'Narva mnt 5',
      city: 'Tallinn',
      county: 'Harju',
      postcode: '10117',
      country: 'EE',
    },
  } as unknown as OrderRow;
  const vat = { country: 'EE', basisPoints: 2400, vatCents: vatContainedCents(totalCents, 2400) };
  const document = buildInvoiceDocument({
    number: 'INV-2026-000001',
    locale: 'en',
    issuedAt: new Date('2026-11-20T10:02:00Z'),
    order,
    vat,
    scheme: 'oss',
    lines,
    seller,
  });
  return { document, vat, totalCents };
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('invoice lines: unit prices without VAT, the VAT split once per order', () => {
  it('gives two identical lines identical net and VAT, and totals equal to what was paid', () => {
    const { document, vat, totalCents } = invoiceOf([
      { description: SHIRT, quantity: 1, unitGrossCents: 2499 },
      { description: SHIRT, quantity: 1, unitGrossCents: 2499 },
    ]);
    const [first, second] = document.lines;
    expect(first).toMatchObject({ unitNet: 2015, net: 2015, vat: 484, gross: 2499 });
    expect(second).toEqual(first);
    expect(document.totals).toEqual({ net: totalCents - vat.vatCents, vat: vat.vatCents, gross: totalCents });
    // The lines add up to the totals: the order's VAT (967, not 2 x 484) and the money paid.
    expect(sum(document.lines.map((l) => l.vat))).toBe(vat.vatCents);
    expect(sum(document.lines.map((l) => l.net))).toBe(document.totals.net);
    expect(sum(document.lines.map((l) => l.gross))).toBe(totalCents);
  });

  it('prints a unit price that times the quantity is the line’s net', () => {
    const { document } = invoiceOf([
      { description: SHIRT, quantity: 3, unitGrossCents: 2499 },
      { description: 'Tote', quantity: 2, unitGrossCents: 1999 },
    ]);
    for (const line of document.lines) {
      expect(line.net).toBe((line.unitNet ?? 0) * line.quantity);
      expect(line.net + line.vat).toBe(line.gross);
    }
  });

  it('bills shipping as a line, so the lines still add up to the total', () => {
    const { document, totalCents } = invoiceOf(
      [{ description: SHIRT, quantity: 1, unitGrossCents: 2499 }],
      399,
    );
    expect(document.lines.map((l) => l.description)).toContain('Shipping');
    expect(sum(document.lines.map((l) => l.gross))).toBe(totalCents);
    expect(sum(document.lines.map((l) => l.vat))).toBe(document.totals.vat);
  });

  it('shows the unit price without VAT on the PDF', async () => {
    const { document } = invoiceOf([{ description: SHIRT, quantity: 2, unitGrossCents: 2499 }]);
    const text = (await pdfText(await renderInvoicePdf(document, 'PromptTee'))).replace(/\s+/g, ' ');
    expect(text).toContain('Unit price excl. VAT');
    expect(text).toContain(`${SHIRT} 2 €20.15`);
  });
});

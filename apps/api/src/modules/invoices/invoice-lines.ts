import { vatContainedCents } from '@prompttee/domain';
import type { InvoiceDocument } from './invoice-repository';

export type InvoiceLineInput = {
  description: string;
  kind?: 'shipping';
  quantity: number;
  unitGrossCents: number;
};
export type InvoiceLine = InvoiceDocument['lines'][number];

export const VAT_ROUNDING_LINE = 'VAT rounding (VAT is worked out once, on the order total)';

/**
 * The invoice's lines, the order's VAT split among them. The rule, in integer cents:
 * 1. a unit's VAT is what its gross price contains at the order's rate, half up
 *    (vatContainedCents), and its net price is the rest: the unit price the invoice shows;
 * 2. a line's net and VAT are the unit's times the quantity, so the printed unit price times the
 *    quantity is the line's net, and two lines of the same price split exactly alike, wherever
 *    they stand on the invoice;
 * 3. the order's VAT was fixed once, on its whole total (rounded once per order, the figure the
 *    customer was shown and the VAT return counts). The few cents by which the units' rounding
 *    differs from it go on one rounding line of no price (net +d, VAT -d), last, rather than onto
 *    one of two identical shirts.
 * So the lines add up to the totals: net + VAT = what the customer paid, VAT = the order's VAT.
 */
export function invoiceLines(
  items: readonly InvoiceLineInput[],
  vat: { basisPoints: number; vatCents: number },
): InvoiceLine[] {
  const lines: InvoiceLine[] = items.map((item) => {
    const unitVat = vatContainedCents(item.unitGrossCents, vat.basisPoints);
    const unitNet = item.unitGrossCents - unitVat;
    return {
      description: item.description,
      ...(item.kind ? { kind: item.kind } : {}),
      quantity: item.quantity,
      unitNet,
      net: unitNet * item.quantity,
      vat: unitVat * item.quantity,
      gross: item.unitGrossCents * item.quantity,
    };
  });
  const difference = vat.vatCents - lines.reduce((sum, line) => sum + line.vat, 0);
  if (difference === 0) return lines;
  return [
    ...lines,
    {
      description: VAT_ROUNDING_LINE,
      kind: 'vat_rounding',
      quantity: 1,
      unitNet: -difference,
      net: -difference,
      vat: difference,
      gross: 0,
    },
  ];
}

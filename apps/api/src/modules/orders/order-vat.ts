import { orderVat, toOrderVat, type OrderVat, type VatBreakdown } from '@prompttee/domain';
import type { OrderRow, StoredVat } from './order-repository';

/**
 * The VAT an order contains, as stored when it was created. An order from before the shop kept
 * VAT is worked out the same way from its destination and date (the One-Stop-Shop scheme).
 */
export function storedVatBreakdown(vat: StoredVat, totalCents: number, createdAt: Date): VatBreakdown {
  if (vat.vatCountry !== null && vat.vatRateBasisPoints !== null && vat.vatCents !== null) {
    // Stored from a breakdown of the rate table, so the country is one of its member states.
    return {
      country: vat.vatCountry as VatBreakdown['country'],
      basisPoints: vat.vatRateBasisPoints,
      vatCents: vat.vatCents,
    };
  }
  return orderVat({ destination: vat.shippingCountry, scheme: 'oss', at: createdAt, grossCents: totalCents });
}

/** The same in the contract's shape. */
export const storedOrderVat = (vat: StoredVat, totalCents: number, createdAt: Date): OrderVat =>
  toOrderVat(storedVatBreakdown(vat, totalCents, createdAt));

/** The breakdown of a whole order row. */
export const orderRowVatBreakdown = (order: OrderRow): VatBreakdown =>
  storedVatBreakdown(
    { ...order, shippingCountry: order.shippingAddress.country },
    order.totalCents,
    order.createdAt,
  );

/** The same in the contract's shape. */
export const orderRowVat = (order: OrderRow): OrderVat => toOrderVat(orderRowVatBreakdown(order));

import { orderVat, toOrderVat, type OrderVat } from '@prompttee/domain';
import type { OrderRow, StoredVat } from './order-repository';

/**
 * The VAT an order contains, as stored when it was created. An order from before the shop kept
 * VAT is worked out the same way from its destination and date (the One-Stop-Shop scheme).
 */
export function storedOrderVat(vat: StoredVat, totalCents: number, createdAt: Date): OrderVat {
  if (vat.vatCountry !== null && vat.vatRateBasisPoints !== null && vat.vatCents !== null) {
    return { country: vat.vatCountry, rate_percent: vat.vatRateBasisPoints / 100, amount: vat.vatCents };
  }
  return toOrderVat(
    orderVat({ destination: vat.shippingCountry, scheme: 'oss', at: createdAt, grossCents: totalCents }),
  );
}

/** The same, of a whole order row. */
export const orderRowVat = (order: OrderRow): OrderVat =>
  storedOrderVat(
    { ...order, shippingCountry: order.shippingAddress.country },
    order.totalCents,
    order.createdAt,
  );

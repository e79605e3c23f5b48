import type { Order, OrdersResponse } from '@prompttee/domain';
import type { OrderHistoryRow } from './order-repository';
import { orderCurrency } from './order-currency';
import { storedOrderVat } from './order-vat';

const toOrder = (row: OrderHistoryRow): Order =>
  Object.freeze({
    order_id: row.id,
    display_order_id: row.displayOrderId,
    created_at: row.createdAt.toISOString(),
    status: row.status,
    total_amount: row.totalCents,
    currency: orderCurrency(row),
    client_secret: row.clientSecret,
    shipping_address_id: row.shippingAddressId,
    tracking_number: row.trackingNumber,
    tracking_url: row.trackingUrl,
    vat: storedOrderVat(row.vat, row.totalCents, row.createdAt),
    has_invoice: row.hasInvoice,
    has_credit_note: row.hasCreditNote,
    ...(row.replacementOf ? { replacement_of: row.replacementOf } : {}),
    ...(row.replacedBy ? { replaced_by: row.replacedBy } : {}),
  });

/**
 * A customer's orders, newest first, as read at one moment. It never changes: a change to their
 * orders makes a new one. So its forms are made on first use and kept with it, and a history that
 * the orders cache hands out again (decision 023) costs neither shaping nor serialising again:
 * writing the reply out was a sixth of the read's CPU.
 */
export class OrderHistory {
  readonly rows: readonly OrderHistoryRow[];
  #orders: readonly Order[] | undefined;
  #serialised: Buffer | undefined;

  constructor(rows: readonly OrderHistoryRow[]) {
    this.rows = Object.freeze([...rows]);
  }

  /** In the contract's shape (spec section 9); frozen, since every later reader shares it. */
  get orders(): readonly Order[] {
    return (this.#orders ??= Object.freeze(this.rows.map(toOrder)));
  }

  /**
   * The reply `{ orders }` as `write` serialises it, in UTF-8: made by the first call and
   * returned by every later one, so all callers must pass the same serialiser (the route's).
   */
  serialised(write: (reply: OrdersResponse) => string): Buffer {
    return (this.#serialised ??= Buffer.from(write({ orders: [...this.orders] })));
  }
}

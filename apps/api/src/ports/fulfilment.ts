import type { AddressSnapshot } from '../db/schema';

export type FulfilmentFile = { type: 'default' | 'back'; url: string };

export type FulfilmentOrder = {
  orderId: string;
  displayOrderId: string;
  currency: 'eur';
  customerEmail: string;
  shippingAddress: AddressSnapshot;
  items: {
    itemId: string;
    sku: string;
    productId: string;
    colorCode: string;
    sizeCode: string;
    quantity: number;
    files: FulfilmentFile[];
  }[];
};

/** A producer's status change, in our words (statuses of spec section 4). */
export type ProducerEvent = {
  eventId: string;
  orderId: string;
  producerOrderId: string;
  status: string;
  trackingNumber?: string | undefined;
  trackingUrl?: string | undefined;
};

export interface Fulfilment {
  readonly name: 'simulated' | 'gelato';
  /** Idempotent on orderId: submitting the same order twice yields the same producer order. */
  submitOrder(order: FulfilmentOrder): Promise<{ producerOrderId: string }>;
  /** Verifies the shared secret; throws AppError BAD_REQUEST when it does not hold. */
  parseWebhook(headers: Record<string, string | string[] | undefined>, rawBody: Buffer): ProducerEvent | null;
}

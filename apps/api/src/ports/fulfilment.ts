import type { AddressSnapshot } from '@prompttee/domain';

/**
 * A print file in the producer's words for its area: 'default' is the primary one (the front of
 * a shirt, a tote's face), then the back, each sleeve and the label printed inside the neck.
 */
export type FulfilmentFileType = 'default' | 'back' | 'sleeve-left' | 'sleeve-right' | 'neck-inner';
export type FulfilmentFile = { type: FulfilmentFileType; url: string };

export type FulfilmentOrder = {
  /** Our order id: the producer's orderReferenceId and the idempotency key of the submission. */
  orderId: string;
  displayOrderId: string;
  /** Our customer's id: the producer's customerReferenceId. */
  customerId: string;
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

export type SubmittedOrder = {
  producerOrderId: string;
  /** The producer's status for the new order in our words, when it says one (e.g. 'created'). */
  status?: string | undefined;
};

/** A producer's status or tracking change, in our words (statuses of spec section 4). */
export type ProducerEvent = {
  /** Unique per event at the producer: repeats of one id change nothing. */
  eventId: string;
  orderId: string;
  producerOrderId: string;
  /** Absent for events that only carry tracking. */
  status?: string | undefined;
  trackingNumber?: string | undefined;
  trackingUrl?: string | undefined;
};

export type WebhookRequest = {
  headers: Record<string, string | string[] | undefined>;
  query: Record<string, unknown>;
  rawBody: Buffer;
};

/** What the shop offers a producer that reports from inside this process (the simulation). */
export type ProducerReports = {
  /** The producer order recorded for our order: null before its submission is recorded, undefined for no such order. */
  recordedProducerOrder(orderId: string): Promise<string | null | undefined>;
  /** Reports a status or tracking change, exactly as a producer's webhook would. */
  report(event: ProducerEvent): Promise<void>;
};

/** A producer that reports back by webhook. */
export interface FulfilmentWebhook {
  /**
   * Verifies the shared secret (throws AppError UNAUTHORIZED when it does not hold) and reads the
   * event; null for events we acknowledge but do not act on.
   */
  parseWebhook(request: WebhookRequest): ProducerEvent | null;
}

export interface Fulfilment extends Partial<FulfilmentWebhook> {
  readonly name: 'simulated' | 'gelato';
  /**
   * Idempotent on orderId: submitting the same order twice yields the same producer order. Throws
   * an AppError with `details.refused` when the producer turned this order down, as sent.
   */
  submitOrder(order: FulfilmentOrder): Promise<SubmittedOrder>;
  /**
   * Work the producer itself runs in the shop's workers (the simulation's steps): started with
   * the other job handlers, in worker processes only. Producers that report by webhook have none.
   */
  startWorkers?(reports: ProducerReports): Promise<void>;
}

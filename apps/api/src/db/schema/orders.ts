import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AddressSnapshot, Layers, Placements, PrintLocation } from '@prompttee/domain';
import { user } from './auth';

// The address an order captured, typed by the shipping-address contract (packages/domain).
export type { AddressSnapshot };

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const shippingAddresses = pgTable(
  'shipping_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    company: text('company'),
    vatNumber: text('vat_number'),
    address1: text('address1').notNull(),
    address2: text('address2'),
    city: text('city').notNull(),
    county: text('county').notNull(),
    postcode: text('postcode').notNull(),
    country: text('country').notNull(),
    phone1: text('phone1').notNull(),
    // Soft delete: orders keep pointing at the address they shipped to.
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('shipping_addresses_user_idx').on(t.userId)],
);

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    displayOrderId: text('display_order_id').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending_payment'),
    // ISO 4217 code ('SEK'), fixed when the order is placed: every *Cents column of the order, its
    // items and payment sessions is in integer minor units of it (whole forints for HUF).
    currency: text('currency').notNull().default('EUR'),
    subtotalCents: integer('subtotal_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    shippingAddressId: uuid('shipping_address_id')
      .notNull()
      .references(() => shippingAddresses.id),
    shippingAddress: jsonb('shipping_address').$type<AddressSnapshot>().notNull(),
    idempotencyKey: text('idempotency_key'),
    // sha256 of the request body the key was first used with: the same key with another body is a 422.
    idempotencyFingerprint: text('idempotency_fingerprint'),
    paymentSessionId: text('payment_session_id'),
    producerOrderId: text('producer_order_id'),
    trackingNumber: text('tracking_number'),
    trackingUrl: text('tracking_url'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
    shippedNoticeSentAt: timestamp('shipped_notice_sent_at', { withTimezone: true }),
    // Claimed before the cancellation e-mail goes out, so a repeated refund never sends it twice.
    canceledNoticeSentAt: timestamp('canceled_notice_sent_at', { withTimezone: true }),
    // The VAT the total contains, fixed at creation (null on orders from before VAT was kept).
    vatCountry: text('vat_country'),
    vatRateBasisPoints: integer('vat_rate_basis_points'),
    vatCents: integer('vat_cents'),
    // When the customer accepted the Terms, and which version of them.
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    termsVersion: text('terms_version'),
    ...timestamps,
  },
  (t) => [
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    uniqueIndex('orders_user_idempotency_idx').on(t.userId, t.idempotencyKey),
  ],
);

/**
 * One printed side's files: the design's own (captured at order time: designs expire, orders
 * don't), then what the shop makes of them: the producer's print file composed at the placement
 * (private) and the mockup of the ordered colour (public by an unguessable key), once made.
 */
export type OrderItemFiles = {
  printKey: string;
  thumbnailKey: string;
  /** The design's prompt, its title: kept with its files, as the design itself expires. */
  prompt?: string;
  placedPrintKey?: string;
  mockupKey?: string;
  /** Whether the side shows generated art (marked "AI-generated"); absent on older orders, all generated. */
  aiGenerated?: boolean;
};

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: text('product_id').notNull(),
    sku: text('sku').notNull(),
    colorCode: text('color_code').notNull(),
    sizeCode: text('size_code').notNull(),
    quantity: integer('quantity').notNull(),
    // Minor units of `currency`, the order's.
    unitPriceCents: integer('unit_price_cents').notNull(),
    currency: text('currency').notNull().default('EUR'),
    // print location -> design id, plus the files captured at order time: designs expire, orders don't.
    designs: jsonb('designs').$type<Partial<Record<PrintLocation, string>>>().notNull(),
    printFiles: jsonb('print_files').$type<Partial<Record<PrintLocation, OrderItemFiles>>>().notNull(),
    // print location -> where the design sits on that side's print area; a side missing here (an
    // order placed before placements) is the default placement.
    placements: jsonb('placements').$type<Placements>().notNull().default({}),
    // print location -> the side's layers in paint order; null when the item was ordered as one
    // design per side (its designs and placements are then the side's single image layer).
    layers: jsonb('layers').$type<Layers>(),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

export const paymentSessions = pgTable(
  'payment_sessions',
  {
    id: text('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    // open | complete | expired
    status: text('status').notNull().default('open'),
    clientSecret: text('client_secret').notNull(),
    // What the provider charges, in minor units of `currency` (the order's).
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('EUR'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [
    index('payment_sessions_order_idx').on(t.orderId),
    // The test checkout finds its session by the secret the browser holds.
    uniqueIndex('payment_sessions_client_secret_idx').on(t.clientSecret),
    // One payable session per order, by construction: a second open one cannot be stored.
    uniqueIndex('payment_sessions_one_open_idx')
      .on(t.orderId)
      .where(sql`status = 'open'`),
  ],
);

// Webhook and job deduplication: the first insert of a key wins, repeats are no-ops.
export const processedEvents = pgTable('processed_events', {
  key: text('key').primaryKey(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    source: text('source').notNull(),
    detail: jsonb('detail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId)],
);

import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orders, paymentSessions } from './orders';

// Money returned to a customer. One refund per payment session: the unique index is what makes a
// second refund of the same payment impossible, whichever process or operator asks for it.
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: text('session_id')
      .notNull()
      .references(() => paymentSessions.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    providerRefundId: text('provider_refund_id').notNull(),
    // Minor units of `currency`, the order's.
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('EUR'),
    // duplicate_payment | operator_cancel
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_refunds_session_idx').on(t.sessionId),
    index('payment_refunds_order_idx').on(t.orderId),
  ],
);

// What an operator must look at. `ref` names the occurrence (a session, an order, a job), so the
// same problem seen twice, by a retry or by two processes, is one alert.
export const alerts = pgTable(
  'alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // producer_refused | duplicate_payment | dead_letter_job | exchange_rate_missing
    kind: text('kind').notNull(),
    ref: text('ref').notNull(),
    // In English, for the record and the log; `message_text` is the same as a key of the alert
    // catalogue and its values, worded in each reader's language (null in rows raised before).
    message: text('message').notNull(),
    messageText: jsonb('message_text').$type<{ key: string; values: Record<string, string | number> }>(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: text('resolved_by'),
  },
  (t) => [uniqueIndex('alerts_kind_ref_idx').on(t.kind, t.ref), index('alerts_created_idx').on(t.createdAt)],
);

// The shop's own rate limits (not better-auth's `rate_limit`, whose clean-up deletes rows after a
// minute): one row per key and window, shared by every process on the database.
export const shopRateLimits = pgTable('shop_rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

// The development outbox (no SMTP_URL): every process's mail in one place, so /dev/outbox on any
// web process lists all of it. `raw` is the RFC 822 message as nodemailer built it.
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    raw: text('raw').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt)],
);

import { text, timestamp, pgTable, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders';

/**
 * A shipped or delivered order's defect claim, settled by an operator: the money back (the order
 * kept, a credit note issued) or a replacement order at no charge (decision 060). The primary key
 * is the order: a claim is settled once, by one of the two, however many requests race to settle
 * it; the unique replacement order links the two orders both ways.
 */
export const orderClaims = pgTable('order_claims', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  // refund | replacement
  settlement: text('settlement').notNull(),
  reason: text('reason').notNull(),
  operatorId: text('operator_id').notNull(),
  operatorEmail: text('operator_email').notNull(),
  replacementOrderId: uuid('replacement_order_id')
    .unique()
    .references(() => orders.id),
  settledAt: timestamp('settled_at', { withTimezone: true }).notNull(),
  // A refund is done once its money has moved and its credit note is on the way; a replacement,
  // once its order exists. Set by the one request that finishes it, which records the audit entry.
  completedAt: timestamp('completed_at', { withTimezone: true }),
  // Claimed before the customer's e-mail goes out, so it is sent once.
  noticeSentAt: timestamp('notice_sent_at', { withTimezone: true }),
});

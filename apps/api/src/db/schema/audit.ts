import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { OperatorText } from '@prompttee/domain';

// Every operator action (decision 019). Plain ids, no foreign keys: the log must outlive a
// deleted design or account, and nothing the log says may block deleting them.
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: text('actor_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    orderId: uuid('order_id'),
    customerId: text('customer_id'),
    summary: text('summary').notNull(),
    // The summary as a code and values, which the console words in its language (null for a note,
    // which is the operator's own words, and for rows logged before codes).
    summaryText: jsonb('summary_text').$type<OperatorText>(),
    detail: jsonb('detail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_order_idx').on(t.orderId, t.createdAt),
    index('audit_log_customer_idx').on(t.customerId, t.createdAt),
  ],
);

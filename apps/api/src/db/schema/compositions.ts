import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// One row per composed side (a customer's layers drawn into one print file and thumbnail, kept
// under private/composed/<hash>/ and composed/<hash>/): when it was last asked for, so that the
// compositions nobody ordered are deleted once unused for as long as a design lives. No foreign
// key to the customer on purpose: the row must outlive a deleted account to get its files deleted.
export const composedSides = pgTable(
  'composed_sides',
  {
    hash: text('hash').primaryKey(),
    userId: text('user_id').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('composed_sides_used_idx').on(t.usedAt)],
);

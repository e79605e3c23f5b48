import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { DesignSource, DesignStyle } from '@prompttee/domain';
import { user } from './auth';

// One row per user and quota period (calendar month, UTC); `used` only moves through a single
// conditional upsert so that concurrent creates can never overspend.
export const designQuotas = pgTable(
  'design_quotas',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    used: integer('used').notNull().default(0),
    // Extra units an operator granted for this period, on top of DESIGN_QUOTA.
    granted: integer('granted').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.periodStart] })],
);

export const designs = pgTable(
  'designs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    prompt: text('prompt').notNull(),
    printKey: text('print_key').notNull(),
    thumbnailKey: text('thumbnail_key').notNull(),
    // Pixels across the generated artwork really has (the designer's DPI check); null on designs
    // made before it was recorded, which clients read as the print file's 3600.
    sourceWidth: integer('source_width'),
    // When the 3600 x 4800 print file was stored: the thumbnail comes first (decision 021), so a
    // design can be visible for a moment before its print file exists.
    printReadyAt: timestamp('print_ready_at', { withTimezone: true }),
    // 'generated' from a prompt, or 'upload': the customer's own image (or one with its background removed).
    source: text('source').$type<DesignSource>().notNull().default('generated'),
    // Which of IMAGE_GENERATOR's providers drew a generated design ('openai', 'local'); null on
    // uploads and on designs from before it was recorded.
    generatedBy: text('generated_by'),
    // The style the customer picked (DESIGN_STYLES), drawn again the same for the print file.
    style: text('style').$type<DesignStyle>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('designs_user_expiry_idx').on(t.userId, t.expiresAt)],
);

export const generationJobs = pgTable(
  'generation_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    prompt: text('prompt').notNull(),
    style: text('style').$type<DesignStyle>(),
    // queued | running | completed | failed
    status: text('status').notNull().default('queued'),
    quotaPeriodStart: timestamp('quota_period_start', { withTimezone: true }).notNull(),
    designId: uuid('design_id').references(() => designs.id, { onDelete: 'set null' }),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => sql`now()`),
  },
  (t) => [index('generation_jobs_user_idx').on(t.userId)],
);

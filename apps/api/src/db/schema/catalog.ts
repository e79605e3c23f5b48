import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  bigserial,
} from 'drizzle-orm/pg-core';

/**
 * The catalogue the shop sells from, as the operator keeps it: seeded from packages/catalog's
 * catalog.json on first start (and given the file's new products and variants on later starts),
 * then changed in the console. `data` holds what only the file sets (names, options, safety
 * facts, translations, pictures); prices and availability are the operator's.
 */
export const catalogProducts = pgTable('catalog_products', {
  productId: text('product_id').primaryKey(),
  position: integer('position').notNull(),
  available: boolean('available').notNull().default(true),
  data: jsonb('data').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const catalogVariants = pgTable(
  'catalog_variants',
  {
    sku: text('sku').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => catalogProducts.productId),
    position: integer('position').notNull(),
    available: boolean('available').notNull().default(true),
    // The usual price per currency, in major units ({ "EUR": 24.99, "HUF": 9990 }).
    prices: jsonb('prices').$type<Record<string, number>>().notNull(),
    data: jsonb('data').notNull(),
    // From when it was sold: its first price's start in the price history.
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('catalog_variants_product_idx').on(t.productId)],
);

/**
 * Every price a variant had in a currency and from when: `regular` rows are the usual price from
 * `starts_at` until the next regular row; `sale` rows are a reduction from `starts_at` until
 * `ends_at`. Kept for ever: the lowest price of the 30 days before a sale is read from here.
 */
export const catalogPrices = pgTable(
  'catalog_prices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sku: text('sku')
      .notNull()
      .references(() => catalogVariants.sku),
    currency: text('currency').notNull(),
    kind: text('kind').$type<'regular' | 'sale'>().notNull(),
    price: numeric('price').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    // The operator's e-mail; null for the catalogue file's seed.
    setBy: text('set_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('catalog_prices_sku_idx').on(t.sku, t.currency, t.startsAt)],
);

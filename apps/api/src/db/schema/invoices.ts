import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Currency, ExchangeRateSource, Locale } from '@prompttee/domain';
import { orders } from './orders';

/**
 * A note printed under the totals, stored as what it says rather than in words, so the document
 * is printed in its own language. Documents issued before they had a language store the English
 * sentence instead.
 */
export type InvoiceNote =
  | { kind: 'vat_estonian' }
  | { kind: 'vat_one_stop_shop'; country: string }
  | { kind: 'no_withdrawal' }
  | { kind: 'credits_invoice'; number: string; issueDate: string };

/**
 * A document's totals in euros, for a document in another currency: at the rate of the day of
 * supply (the latest the shop had on or before it), which the document names. The VAT is its VAT
 * converted; gross likewise; net is what is left, so the three add up. A credit note keeps its
 * invoice's, so a refund corrects exactly the euros the sale declared.
 */
export type InvoiceEuroAmounts = {
  /** Units of the document's currency per 1 EUR, as the rate table has it ('11.2345'). */
  rate: string;
  /** The day of that rate (YYYY-MM-DD). */
  rateDate: string;
  source: ExchangeRateSource;
  net: number;
  vat: number;
  gross: number;
};

/**
 * Everything an invoice or credit note shows, as it was when it was issued. Amounts in minor
 * units of `currency` (cents; whole forints), those of `inEuros` in euro cents.
 */
export type InvoiceDocument = {
  kind: 'invoice' | 'credit_note';
  /** The language it is printed in; English on documents issued before they had one. */
  locale?: Locale;
  number: string;
  issueDate: string;
  supplyDate: string;
  /** A credit note's invoice. */
  refersTo?: { number: string; issueDate: string };
  seller: { name: string; address: string; registryCode: string; vatNumber: string; email: string };
  /**
   * The address lines without the country, whose name is printed in the document's language;
   * documents issued before that have no `country`, their last address line names it in English.
   */
  buyer: { name: string; company?: string; vatNumber?: string; address: string[]; country?: string };
  order: { displayId: string; date: string };
  /** The order's; documents issued before orders had a currency are in euros. */
  currency: Currency;
  /** Set when `currency` is not the euro. */
  inEuros?: InvoiceEuroAmounts;
  vat: { country: string; basisPoints: number; scheme: 'oss' | 'domestic' };
  lines: {
    /** The order line's product name as the order stored it; shipping and rounding are named by `kind`. */
    description: string;
    kind?: 'shipping' | 'vat_rounding';
    quantity: number;
    /** The unit's price without VAT. */
    unitNet?: number;
    /** The unit's price with VAT, on documents issued before invoices showed unit prices without it. */
    unitGross?: number;
    net: number;
    vat: number;
    gross: number;
  }[];
  totals: { net: number; vat: number; gross: number };
  notes: (InvoiceNote | string)[];
};

/**
 * The last number given per year and series. Numbers come from here inside the transaction that
 * stores the invoice, under this row's lock: concurrent payments wait for each other, and a
 * transaction that fails gives its number back by rolling back, so the sequence has no gaps.
 */
export const invoiceSequences = pgTable(
  'invoice_sequences',
  {
    year: integer('year').notNull(),
    series: text('series').$type<'invoice' | 'credit_note'>().notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.year, t.series] })],
);

/**
 * An invoice or credit note the shop issued: its number, and everything printed on it as it was
 * on the day (the document), so the PDF can always be made again byte for byte. Never updated.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    userId: text('user_id').notNull(),
    kind: text('kind').$type<'invoice' | 'credit_note'>().notNull(),
    number: text('number').notNull().unique(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    document: jsonb('document').$type<InvoiceDocument>().notNull(),
    pdfKey: text('pdf_key').notNull(),
  },
  (t) => [
    uniqueIndex('invoices_order_kind_idx').on(t.orderId, t.kind),
    index('invoices_user_idx').on(t.userId, t.issuedAt),
  ],
);

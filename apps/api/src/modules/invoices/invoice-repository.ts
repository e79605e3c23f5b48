import { and, desc, eq, sql } from 'drizzle-orm';
import type { Locale } from '@prompttee/domain';
import type { Db } from '../../db/types';
import {
  invoiceSequences,
  invoices,
  orders,
  user,
  type InvoiceDocument,
  type InvoiceEuroAmounts,
  type InvoiceNote,
} from '../../db/schema';

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceKind = InvoiceRow['kind'];
export type { InvoiceDocument, InvoiceEuroAmounts, InvoiceNote };

/** INV-2026-000001, CN-2026-000001: each kind numbered from 1 every year, six digits. */
export const formatInvoiceNumber = (kind: InvoiceKind, year: number, sequence: number) =>
  `${kind === 'invoice' ? 'INV' : 'CN'}-${year}-${String(sequence).padStart(6, '0')}`;

export type IssueRequest = {
  orderId: string;
  kind: InvoiceKind;
  issuedAt: Date;
  year: number;
  /**
   * The document for the number it is given and the language the customer's account has then
   * (both known only inside the transaction; null when the account chose none).
   */
  document(number: string, accountLocale: Locale | null): InvoiceDocument;
};

/** The shop's invoices and credit notes. Issued once per order and kind; never changed after. */
export function createInvoiceRepository(db: Db) {
  return {
    /**
     * Issues the order's document of this kind unless it has one: under the order's row lock,
     * takes the year's next number (the sequence row's lock makes concurrent issues wait, and a
     * rolled-back transaction gives its number back) and reads the customer's language, then
     * stores the document. Answers the stored row, new or earlier.
     */
    async issueOnce(request: IssueRequest): Promise<InvoiceRow> {
      return db.transaction(async (tx) => {
        const [order] = await tx
          .select({ userId: orders.userId })
          .from(orders)
          .where(eq(orders.id, request.orderId))
          .for('update');
        const [account] = await tx
          .select({ locale: user.locale })
          .from(user)
          .where(eq(user.id, order!.userId));
        const [earlier] = await tx
          .select()
          .from(invoices)
          .where(and(eq(invoices.orderId, request.orderId), eq(invoices.kind, request.kind)));
        if (earlier) return earlier;
        const [next] = await tx
          .insert(invoiceSequences)
          .values({ year: request.year, series: request.kind, lastNumber: 1 })
          .onConflictDoUpdate({
            target: [invoiceSequences.year, invoiceSequences.series],
            set: { lastNumber: sql`${invoiceSequences.lastNumber} + 1` },
          })
          .returning({ sequence: invoiceSequences.lastNumber });
        const number = formatInvoiceNumber(request.kind, request.year, next!.sequence);
        const [row] = await tx
          .insert(invoices)
          .values({
            orderId: request.orderId,
            userId: order!.userId,
            kind: request.kind,
            number,
            year: request.year,
            sequence: next!.sequence,
            issuedAt: request.issuedAt,
            document: request.document(number, account?.locale ?? null),
            pdfKey: `private/invoices/${request.year}/${number}.pdf`,
          })
          .returning();
        return row!;
      });
    },

    /** The order's document of this kind, only if the order is this customer's. */
    async ownedByOrder(userId: string, orderId: string, kind: InvoiceKind): Promise<InvoiceRow | null> {
      const [row] = await db
        .select()
        .from(invoices)
        .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, kind), eq(invoices.userId, userId)));
      return row ?? null;
    },

    async byOrder(orderId: string, kind: InvoiceKind): Promise<InvoiceRow | null> {
      const [row] = await db
        .select()
        .from(invoices)
        .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, kind)));
      return row ?? null;
    },

    /** Every document of the customer's, newest first. */
    listOwned(userId: string): Promise<InvoiceRow[]> {
      return db
        .select()
        .from(invoices)
        .where(eq(invoices.userId, userId))
        .orderBy(desc(invoices.issuedAt), desc(invoices.number));
    },

    /** Every document issued from `from` (included) to `to` (excluded): the VAT report's input. */
    issuedBetween(from: Date, to: Date): Promise<InvoiceRow[]> {
      return db
        .select()
        .from(invoices)
        .where(and(sql`${invoices.issuedAt} >= ${from}`, sql`${invoices.issuedAt} < ${to}`));
    },
  };
}

export type InvoiceRepository = ReturnType<typeof createInvoiceRepository>;

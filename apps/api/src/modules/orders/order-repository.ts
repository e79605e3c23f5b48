import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { enqueueInTransaction, prepareJobs, type Db, type TransactionalJobs, type Tx } from '../../db/types';
import {
  designs,
  invoices,
  orderClaims,
  orderEvents,
  orderItems,
  orders,
  paymentSessions,
  processedEvents,
} from '../../db/schema';
import type { OrderItemFiles } from '../../db/schema/orders';
import type { JobDefinition, JobRequest } from '../../ports/job-queue';
import { OrderHistory } from './order-history';

export type { OrderItemFiles };
export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'orderId'>;
export type NewOrderEvent = typeof orderEvents.$inferInsert;
export type OrderChanges = Partial<Omit<NewOrder, 'id' | 'userId'>>;
export type DesignFilesRow = {
  id: string;
  expiresAt: Date;
  printKey: string;
  thumbnailKey: string;
  prompt: string;
  source: 'generated' | 'upload';
};

export type OrderHistoryRow = {
  id: string;
  displayOrderId: string;
  createdAt: Date;
  status: string;
  /** ISO 4217 code of totalCents and the VAT's cents. */
  currency: string;
  totalCents: number;
  clientSecret: string | null;
  /** When the payment form behind `clientSecret` stops taking payments; null without one. */
  sessionExpiresAt: Date | null;
  shippingAddressId: string;
  trackingNumber: string | null;
  trackingUrl: string | null;
  vat: StoredVat;
  hasInvoice: boolean;
  hasCreditNote: boolean;
  /** The number of the order this one replaces at no charge, for a replacement. */
  replacementOf: string | null;
  /** The number of this order's replacement, once one was sent for a defect. */
  replacedBy: string | null;
};

/** The order's VAT columns, and what an order from before VAT was kept falls back on. */
export type StoredVat = {
  vatCountry: string | null;
  vatRateBasisPoints: number | null;
  vatCents: number | null;
  shippingCountry: string;
};

/** What an order transaction sees: the orders bound to it, and the jobs it enqueues on commit. */
export type OrderTransaction = { orders: OrderRepository; enqueue(requests: JobRequest[]): Promise<void> };

const uniqueViolationOf = (err: unknown): string | null => {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: string; constraint?: string };
    if (code === '23505') return constraint ?? '';
  }
  return null;
};

const documentExists = (kind: 'invoice' | 'credit_note') =>
  sql<boolean>`exists (select 1 from ${invoices} where ${invoices.orderId} = ${orders.id} and ${invoices.kind} = ${kind})`;

// A replacement and its original, linked by the original's claim; each lookup is by a unique key.
const replacementOf = sql<
  string | null
>`(select o.display_order_id from ${orderClaims} c join ${orders} o on o.id = c.order_id where c.replacement_order_id = ${orders.id})`;
const replacedBy = sql<
  string | null
>`(select o.display_order_id from ${orderClaims} c join ${orders} o on o.id = c.replacement_order_id where c.order_id = ${orders.id})`;

/** Orders, their items and events; every lookup on the customer's behalf is scoped to them. */
export function createOrderRepository(db: Db | Tx, jobs: TransactionalJobs) {
  // Prepared once, on first use: the history list is the hottest authenticated read of the shop.
  let history: ReturnType<typeof prepareHistory> | undefined;
  const prepareHistory = () => ({
    // The open session's secret comes along by primary key, in the same round trip: an order
    // awaiting payment shows its payment form's secret, every other order none.
    list: db
      .select({
        id: orders.id,
        displayOrderId: orders.displayOrderId,
        createdAt: orders.createdAt,
        status: orders.status,
        currency: orders.currency,
        totalCents: orders.totalCents,
        clientSecret: paymentSessions.clientSecret,
        sessionExpiresAt: paymentSessions.expiresAt,
        shippingAddressId: orders.shippingAddressId,
        trackingNumber: orders.trackingNumber,
        trackingUrl: orders.trackingUrl,
        vat: {
          vatCountry: orders.vatCountry,
          vatRateBasisPoints: orders.vatRateBasisPoints,
          vatCents: orders.vatCents,
          shippingCountry: sql<string>`${orders.shippingAddress}->>'country'`,
        },
        hasInvoice: documentExists('invoice'),
        hasCreditNote: documentExists('credit_note'),
        replacementOf,
        replacedBy,
      })
      .from(orders)
      .leftJoin(
        paymentSessions,
        and(
          eq(paymentSessions.id, orders.paymentSessionId),
          eq(orders.status, 'pending_payment'),
          eq(paymentSessions.status, 'open'),
          gt(paymentSessions.expiresAt, sql.placeholder('now')),
        ),
      )
      .where(eq(orders.userId, sql.placeholder('userId')))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .prepare('order_history_list'),
    items: db
      .select({ orderId: orders.id, item: orderItems })
      .from(orders)
      .leftJoin(orderItems, eq(orderItems.orderId, orders.id))
      .where(and(eq(orders.id, sql.placeholder('orderId')), eq(orders.userId, sql.placeholder('userId'))))
      .orderBy(orderItems.sku, orderItems.id)
      .prepare('order_history_items'),
  });

  const repository = {
    /** The user's designs among `ids` (anyone else's are simply absent), with the files an order captures. */
    async ownedDesigns(userId: string, ids: string[]): Promise<Map<string, DesignFilesRow>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({
          id: designs.id,
          expiresAt: designs.expiresAt,
          printKey: designs.printKey,
          thumbnailKey: designs.thumbnailKey,
          prompt: designs.prompt,
          source: designs.source,
        })
        .from(designs)
        .where(and(eq(designs.userId, userId), inArray(designs.id, ids)));
      return new Map(rows.map((row) => [row.id, row]));
    },

    async byIdempotencyKey(userId: string, key: string): Promise<OrderRow | null> {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
      return row ?? null;
    },

    async owned(userId: string, orderId: string): Promise<OrderRow | null> {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
      return row ?? null;
    },

    async byId(orderId: string): Promise<OrderRow | null> {
      const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
      return row ?? null;
    },

    /** Whether the order's defect claim was settled (a refund or a replacement after it shipped). */
    async claimSettled(orderId: string): Promise<boolean> {
      const [row] = await db
        .select({ orderId: orderClaims.orderId })
        .from(orderClaims)
        .where(eq(orderClaims.orderId, orderId));
      return !!row;
    },

    /** Inside a transaction: the order, locked until it ends (serialises concurrent events of one order). */
    async lockById(orderId: string): Promise<OrderRow | null> {
      const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).for('update');
      return row ?? null;
    },

    /** In the order history's order (by sku), so every screen and e-mail lists lines alike. */
    itemsOf(orderId: string): Promise<OrderItemRow[]> {
      return db
        .select()
        .from(orderItems)
        .where(eq(orderItems.orderId, orderId))
        .orderBy(orderItems.sku, orderItems.id);
    },

    /**
     * Stores a new order with its items and first event, in one transaction. A unique key taken
     * already comes back as a conflict, naming it, instead of an error.
     */
    async insertPlaced(input: {
      order: NewOrder;
      items: NewOrderItem[];
      event: Omit<NewOrderEvent, 'orderId'>;
      /** Work the new order needs, enqueued in its transaction with the order's id. */
      followUps?: JobDefinition[];
    }): Promise<{ order: OrderRow } | { conflict: 'idempotency_key' | 'display_order_id' }> {
      const followUps = input.followUps ?? [];
      await prepareJobs(jobs, followUps);
      const requests = (order: OrderRow) => followUps.map((job) => ({ job, payload: { orderId: order.id } }));
      try {
        return await db.transaction(async (tx) => {
          const [order] = await tx.insert(orders).values(input.order).returning();
          await tx.insert(orderItems).values(input.items.map((item) => ({ ...item, orderId: order!.id })));
          await tx.insert(orderEvents).values({ ...input.event, orderId: order!.id });
          await enqueueInTransaction(jobs, tx, requests(order!));
          return { order: order! };
        });
      } catch (err) {
        const constraint = uniqueViolationOf(err);
        if (constraint?.includes('idempotency')) return { conflict: 'idempotency_key' };
        if (constraint?.includes('display_order_id')) return { conflict: 'display_order_id' };
        throw err;
      }
    },

    /**
     * Takes back an order just placed whose payment could not be opened: deleted with its items
     * and events, only while it awaits payment and has no payment session. False when it had moved on.
     */
    async discardUnpaid(orderId: string): Promise<boolean> {
      const deleted = await db
        .delete(orders)
        .where(
          and(
            eq(orders.id, orderId),
            eq(orders.status, 'pending_payment'),
            sql`not exists (select 1 from ${paymentSessions} where ${paymentSessions.orderId} = ${orderId})`,
          ),
        )
        .returning({ id: orders.id });
      return deleted.length > 0;
    },

    /** Records what the shop made of an item's design files (the placed print file, the mockup). */
    async setItemFiles(itemId: string, printFiles: OrderItemRow['printFiles']): Promise<void> {
      await db.update(orderItems).set({ printFiles }).where(eq(orderItems.id, itemId));
    },

    async update(orderId: string, changes: OrderChanges): Promise<void> {
      await db.update(orders).set(changes).where(eq(orders.id, orderId));
    },

    async addEvent(event: NewOrderEvent): Promise<void> {
      await db.insert(orderEvents).values(event);
    },

    /** Records an event key (a webhook's or a job's) the first time; false when it was seen before. */
    async markEventProcessed(key: string, receivedAt: Date): Promise<boolean> {
      const fresh = await db
        .insert(processedEvents)
        .values({ key, receivedAt })
        .onConflictDoNothing()
        .returning({ key: processedEvents.key });
      return fresh.length === 1;
    },

    /**
     * The user's orders, newest first, with the open session's secret for those awaiting payment:
     * one prepared query on orders_user_created_idx, the sessions joined by primary key.
     */
    async listForUser(userId: string, now: Date): Promise<OrderHistory> {
      history ??= prepareHistory();
      return new OrderHistory(await history.list.execute({ userId, now }));
    },

    /** The order's items, or null when the order is not this user's (or does not exist). */
    async itemsOfOwnedOrder(userId: string, orderId: string): Promise<OrderItemRow[] | null> {
      history ??= prepareHistory();
      const rows = await history.items.execute({ userId, orderId });
      if (rows.length === 0) return null;
      return rows.flatMap((row) => (row.item ? [row.item] : []));
    },

    /** The order's status history, oldest first, or null when the order is not this user's. */
    async eventsOfOwnedOrder(
      userId: string,
      orderId: string,
    ): Promise<{ status: string; createdAt: Date }[] | null> {
      const rows = await db
        .select({ status: orderEvents.status, createdAt: orderEvents.createdAt })
        .from(orders)
        .leftJoin(orderEvents, eq(orderEvents.orderId, orders.id))
        .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
        .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
      if (rows.length === 0) return null;
      return rows.flatMap(({ status, createdAt }) => (status && createdAt ? [{ status, createdAt }] : []));
    },

    /** Claims a paid order's confirmation e-mail (sets confirmation_sent_at where still empty); null when claimed already. */
    async claimConfirmation(orderId: string, at: Date): Promise<OrderRow | null> {
      const [claimed] = await db
        .update(orders)
        .set({ confirmationSentAt: at })
        .where(and(eq(orders.id, orderId), isNull(orders.confirmationSentAt), isNotNull(orders.paidAt)))
        .returning();
      return claimed ?? null;
    },

    async releaseConfirmation(orderId: string): Promise<void> {
      await db.update(orders).set({ confirmationSentAt: null }).where(eq(orders.id, orderId));
    },

    /** Claims the shipped e-mail of an order with a tracking number; null when claimed already. */
    async claimShippedNotice(orderId: string, at: Date): Promise<OrderRow | null> {
      const [claimed] = await db
        .update(orders)
        .set({ shippedNoticeSentAt: at })
        .where(
          and(eq(orders.id, orderId), isNull(orders.shippedNoticeSentAt), isNotNull(orders.trackingNumber)),
        )
        .returning();
      return claimed ?? null;
    },

    /** Gives a claim back, unless another claim has replaced it since. */
    async releaseShippedNotice(orderId: string, claimedAt: Date): Promise<void> {
      await db
        .update(orders)
        .set({ shippedNoticeSentAt: null })
        .where(and(eq(orders.id, orderId), eq(orders.shippedNoticeSentAt, claimedAt)));
    },

    /** Of `keys`, those an order's captured print files still use. */
    async printFileKeysInUse(keys: string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const list = sql.join(
        keys.map((k) => sql`${k}`),
        sql`, `,
      );
      const { rows } = (await db.execute(sql`
        select f.value->>'printKey' as print_key, f.value->>'thumbnailKey' as thumbnail_key
        from order_items oi, jsonb_each(oi.print_files) f
        where f.value->>'printKey' in (${list}) or f.value->>'thumbnailKey' in (${list})
      `)) as unknown as { rows: { print_key: string | null; thumbnail_key: string | null }[] };
      return new Set(rows.flatMap((r) => [r.print_key, r.thumbnail_key]).filter((k): k is string => !!k));
    },

    /**
     * Orders still awaiting their first payment session that were placed before `before` (a
     * process that died between storing the order and opening its session), oldest first.
     */
    sessionlessPending(before: Date, limit: number): Promise<OrderRow[]> {
      return db
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.status, 'pending_payment'),
            isNull(orders.paymentSessionId),
            sql`${orders.createdAt} < ${before}`,
          ),
        )
        .orderBy(asc(orders.createdAt))
        .limit(limit);
    },

    /**
     * Runs `work` in one transaction, with the orders bound to it; jobs it enqueues exist only if
     * it commits. `mayEnqueue` names them beforehand: on PGlite their queues are made first.
     */
    async transaction<T>(
      work: (tx: OrderTransaction) => Promise<T>,
      options: { mayEnqueue?: readonly JobDefinition[] } = {},
    ): Promise<T> {
      await prepareJobs(jobs, options.mayEnqueue ?? []);
      return db.transaction((tx) =>
        work({
          orders: createOrderRepository(tx, jobs),
          enqueue: (requests) => enqueueInTransaction(jobs, tx, requests),
        }),
      );
    },
  };
  return repository;
}

export type OrderRepository = ReturnType<typeof createOrderRepository>;

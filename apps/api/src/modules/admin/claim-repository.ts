import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { enqueueInTransaction, prepareJobs, type Db, type TransactionalJobs, type Tx } from '../../db/types';
import { orderClaims, orderEvents, orderItems, orders, paymentRefunds } from '../../db/schema';
import type { JobDefinition, JobRequest } from '../../ports/job-queue';
import type {
  NewOrder,
  NewOrderEvent,
  NewOrderItem,
  OrderItemRow,
  OrderRow,
} from '../orders/order-repository';
import { createAuditRepository, type NewAuditEntry } from './audit-repository';

export type ClaimRow = typeof orderClaims.$inferSelect;
export type ClaimSettlementKind = 'refund' | 'replacement';

/** What a replacement order is made of: the order, its items and first event (the ids come on insert). */
export type ReplacementDraft = {
  order: NewOrder;
  items: NewOrderItem[];
  event: Omit<NewOrderEvent, 'orderId'>;
};

export type SettleOutcome =
  | { outcome: 'settled'; claim: ClaimRow; replacement: OrderRow | null }
  | { outcome: 'taken'; claim: ClaimRow }
  | { outcome: 'not_allowed'; order: OrderRow | null };

/** What finishing a claim records with it: its audit entry, and the jobs it starts. */
export type ClaimCompletion = { audit: NewAuditEntry; jobs?: JobRequest[] };

/** How to place a replacement: its draft from the locked original, and what completes its claim. */
export type ReplacementPlan = {
  draft: (original: OrderRow, items: OrderItemRow[]) => ReplacementDraft;
  /** Draws another order number after a collision. */
  redraw: () => string;
  completion: (replacement: OrderRow) => ClaimCompletion;
};

const isUniqueViolation = (err: unknown, constraint: string): boolean => {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const found = e as { code?: string; constraint?: string };
    if (found.code === '23505') return (found.constraint ?? '').includes(constraint);
  }
  return false;
};

/**
 * Defect claims of shipped and delivered orders: one per order (its primary key), settled under
 * the order's row lock, so of requests racing to settle one claim exactly one stores it.
 */
export function createClaimRepository(db: Db, jobs: TransactionalJobs) {
  return {
    async ofOrder(orderId: string): Promise<ClaimRow | null> {
      const [row] = await db.select().from(orderClaims).where(eq(orderClaims.orderId, orderId));
      return row ?? null;
    },

    /** The claim a replacement order was placed for: the link from the replacement to its original. */
    async ofReplacement(replacementOrderId: string): Promise<ClaimRow | null> {
      const [row] = await db
        .select()
        .from(orderClaims)
        .where(eq(orderClaims.replacementOrderId, replacementOrderId));
      return row ?? null;
    },

    /**
     * Settles the order's claim, once: under the order's lock, an order `allowed` to settle that
     * has no claim and no cancellation refund gets this one; one that has a claim answers it. A
     * replacement is placed in the same transaction (`replacement` drafts it from the locked
     * order and its items) and the claim is complete with it, its audit entry and jobs included;
     * a refund's claim is completed by `complete` once its money has moved.
     */
    async settle(input: {
      orderId: string;
      settlement: ClaimSettlementKind;
      reason: string;
      operator: { id: string; email: string };
      at: Date;
      allowed: (order: OrderRow) => boolean;
      replacement?: ReplacementPlan;
      mayEnqueue?: readonly JobDefinition[];
    }): Promise<SettleOutcome> {
      await prepareJobs(jobs, input.mayEnqueue ?? []);
      return db.transaction(async (tx): Promise<SettleOutcome> => {
        const [order] = await tx.select().from(orders).where(eq(orders.id, input.orderId)).for('update');
        if (!order) return { outcome: 'not_allowed', order: null };
        const [earlier] = await tx.select().from(orderClaims).where(eq(orderClaims.orderId, order.id));
        if (earlier) return { outcome: 'taken', claim: earlier };
        // A cancellation's refund (the order is canceled once it is recorded) settles it otherwise.
        const [canceled] = await tx
          .select({ id: paymentRefunds.id })
          .from(paymentRefunds)
          .where(and(eq(paymentRefunds.orderId, order.id), eq(paymentRefunds.reason, 'operator_cancel')));
        if (!input.allowed(order) || canceled) return { outcome: 'not_allowed', order };

        const placed = input.replacement ? await placeReplacement(tx, input.replacement, order) : null;
        const [claim] = await tx
          .insert(orderClaims)
          .values({
            orderId: order.id,
            settlement: input.settlement,
            reason: input.reason,
            operatorId: input.operator.id,
            operatorEmail: input.operator.email,
            replacementOrderId: placed?.id ?? null,
            settledAt: input.at,
            completedAt: placed ? input.at : null,
          })
          .returning();
        if (placed && input.replacement) await finish(tx, input.replacement.completion(placed));
        return { outcome: 'settled', claim: claim!, replacement: placed };
      });
    },

    /**
     * Marks a settled claim complete, once, with its audit entry and jobs in the same
     * transaction; false when it was complete already (another request finished it).
     */
    async complete(input: {
      orderId: string;
      at: Date;
      completion: ClaimCompletion;
      mayEnqueue?: readonly JobDefinition[];
    }): Promise<boolean> {
      await prepareJobs(jobs, input.mayEnqueue ?? []);
      return db.transaction(async (tx) => {
        const completed = await tx
          .update(orderClaims)
          .set({ completedAt: input.at })
          .where(and(eq(orderClaims.orderId, input.orderId), isNull(orderClaims.completedAt)))
          .returning({ orderId: orderClaims.orderId });
        if (completed.length === 0) return false;
        await finish(tx, input.completion);
        return true;
      });
    },

    /** Claims the customer's e-mail of a completed claim; null when it was claimed already. */
    async claimNotice(orderId: string, at: Date): Promise<ClaimRow | null> {
      const [claimed] = await db
        .update(orderClaims)
        .set({ noticeSentAt: at })
        .where(
          and(
            eq(orderClaims.orderId, orderId),
            isNull(orderClaims.noticeSentAt),
            isNotNull(orderClaims.completedAt),
          ),
        )
        .returning();
      return claimed ?? null;
    },

    async releaseNotice(orderId: string): Promise<void> {
      await db.update(orderClaims).set({ noticeSentAt: null }).where(eq(orderClaims.orderId, orderId));
    },
  };

  async function finish(tx: Tx, completion: ClaimCompletion) {
    await createAuditRepository(tx).record(completion.audit);
    await enqueueInTransaction(jobs, tx, completion.jobs ?? []);
  }
}

/** Inserts the replacement order with its items and first event; a taken order number is drawn again. */
async function placeReplacement(tx: Tx, replacement: ReplacementPlan, original: OrderRow): Promise<OrderRow> {
  const items = await tx
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, original.id))
    .orderBy(orderItems.sku, orderItems.id);
  const draft = replacement.draft(original, items);
  for (let attempt = 0; ; attempt++) {
    const order = { ...draft.order, ...(attempt > 0 ? { displayOrderId: replacement.redraw() } : {}) };
    try {
      // A savepoint: a taken number undoes this insert alone, not the claim's transaction.
      return await tx.transaction(async (savepoint) => {
        const [placed] = await savepoint.insert(orders).values(order).returning();
        await savepoint
          .insert(orderItems)
          .values(draft.items.map((item) => ({ ...item, orderId: placed!.id })));
        await savepoint.insert(orderEvents).values({ ...draft.event, orderId: placed!.id });
        return placed!;
      });
    } catch (err) {
      if (attempt < 4 && isUniqueViolation(err, 'display_order_id')) continue;
      throw err;
    }
  }
}

export type ClaimRepository = ReturnType<typeof createClaimRepository>;

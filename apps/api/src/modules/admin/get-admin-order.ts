import { type AdminOrderDetail, PRINT_LOCATIONS, type PrintLocation } from '@prompttee/domain';
import { notFound } from '../../errors';
import type { OrderItemFiles, OrderItemRow } from '../orders/order-repository';
import { variantNamesFrom } from '../orders/variant-names';
import type { UseCaseDeps } from '../use-case-deps';
import { toAuditEntry } from './audit-views';
import { toAdminOrderSummary } from './list-admin-orders';
import type { ClaimRow } from './claim-repository';
import { canRefund, canRefundClaim, canRetrySubmission, canSendReplacement } from './order-actions-allowed';

/** The console's route of an order's invoice or credit note PDF. */
export const adminDocumentPath = (orderId: string, kind: 'invoice' | 'credit_note') =>
  `/v1/admin/orders/${orderId}/${kind === 'invoice' ? 'invoice' : 'credit-note'}`;

/** Operators open print files for a few minutes, like the customer does. */
const PRINT_LINK_MS = 10 * 60 * 1000;
const PAYMENT_SOURCES: ReadonlySet<string> = new Set(['stripe', 'test', 'resume-payment']);

type EventRow = { status: string; source: string; createdAt: Date; detail: unknown };
const toEvent = (e: EventRow) => ({
  status: e.status,
  source: e.source,
  created_at: e.createdAt.toISOString(),
  detail: (e.detail ?? null) as Record<string, unknown> | null,
});

/** Everything about one order an operator needs to act on it. */
export async function getAdminOrder(
  deps: Pick<
    UseCaseDeps,
    'orders' | 'claims' | 'adminOrders' | 'refunds' | 'invoices' | 'audit' | 'blobStore' | 'catalog' | 'clock'
  >,
  input: { orderId: string },
): Promise<AdminOrderDetail> {
  const [summary, order] = await Promise.all([
    deps.adminOrders.summaryOf(input.orderId),
    deps.orders.byId(input.orderId),
  ]);
  if (!summary || !order) throw notFound('Order');
  const [items, sessions, events, audit, refunds, invoice, creditNote, claim, replaced] = await Promise.all([
    deps.orders.itemsOf(order.id),
    deps.adminOrders.sessionsOf(order.id),
    deps.adminOrders.eventsOf(order.id),
    deps.audit.forOrder(order.id),
    deps.refunds.ofOrder(order.id),
    deps.invoices.byOrder(order.id, 'invoice'),
    deps.invoices.byOrder(order.id, 'credit_note'),
    deps.claims.ofOrder(order.id),
    deps.claims.ofReplacement(order.id),
  ]);
  const refundedAt = new Map(refunds.map((r) => [r.sessionId, r.createdAt]));
  const until = new Date(deps.clock.now().getTime() + PRINT_LINK_MS);
  const printLink = async (key: string | undefined) => (key ? deps.blobStore.signedUrl(key, until) : null);
  const thumbnail = (key: string | undefined) => (key ? deps.blobStore.publicUrl(key) : null);
  const describeVariant = variantNamesFrom(deps.catalog);
  const emails = [
    { kind: 'order_confirmation', at: order.confirmationSentAt },
    { kind: 'shipped_notice', at: order.shippedNoticeSentAt },
    { kind: 'canceled_notice', at: order.canceledNoticeSentAt },
    {
      kind: claim?.settlement === 'replacement' ? 'replacement_notice' : 'claim_refund_notice',
      at: claim?.noticeSentAt,
    },
  ].flatMap((e) => (e.at ? [{ kind: e.kind, sent_at: e.at.toISOString() }] : []));

  return {
    order: {
      ...toAdminOrderSummary(summary),
      subtotal: order.subtotalCents,
      shipping: order.shippingCents,
      producer_order_id: order.producerOrderId,
      tracking_number: order.trackingNumber,
      paid_at: order.paidAt?.toISOString() ?? null,
    },
    items: await Promise.all(
      items.map(async (item) => ({
        item_id: item.id,
        sku: item.sku,
        product_id: item.productId,
        color_code: item.colorCode,
        size_code: item.sizeCode,
        product_name: describeVariant(item.sku)?.productName ?? item.productId,
        color_name: describeVariant(item.sku)?.colorName ?? item.colorCode,
        size_name: describeVariant(item.sku)?.sizeName ?? item.sizeCode,
        quantity: item.quantity,
        unit_price: item.unitPriceCents,
        print_files: await perSide(item, (files) => printLink(files?.placedPrintKey ?? files?.printKey)),
        mockups: await perSide(item, (files) => thumbnail(files?.mockupKey)),
        thumbnails: await perSide(item, (files) => thumbnail(files?.thumbnailKey)),
      })),
    ),
    shipping_address: order.shippingAddress,
    payment_sessions: sessions.map((s) => ({
      session_id: s.id,
      provider: s.provider,
      status: s.status,
      amount: s.amountCents,
      created_at: s.createdAt.toISOString(),
      refunded_at: refundedAt.get(s.id)?.toISOString() ?? null,
    })),
    payment_events: events.filter((e) => PAYMENT_SOURCES.has(e.source)).map(toEvent),
    producer_events: events.filter((e) => !PAYMENT_SOURCES.has(e.source)).map(toEvent),
    emails,
    documents: [
      // A paid order's invoice opens even before its job has issued it (opening issues it).
      ...(invoice || order.paidAt ? [{ kind: 'invoice' as const, number: invoice?.number ?? null }] : []),
      ...(creditNote ? [{ kind: 'credit_note' as const, number: creditNote.number }] : []),
    ].map((document) => ({ ...document, url: adminDocumentPath(order.id, document.kind) })),
    audit: audit.map(toAuditEntry),
    can_retry_submission: canRetrySubmission(order),
    can_refund: canRefund(order) && !claim,
    claim: claim && (await claimView(deps, claim)),
    replacement_of: replaced && (await orderRef(deps, replaced.orderId)),
    // A refund taken but not finished (the provider failed half way) is finished by asking again.
    can_refund_claim: claim ? claim.settlement === 'refund' && !claim.completedAt : canRefundClaim(order),
    can_send_replacement: !claim && canSendReplacement(order),
  };
}

async function orderRef(deps: Pick<UseCaseDeps, 'orders'>, orderId: string) {
  const order = await deps.orders.byId(orderId);
  return order ? { order_id: order.id, display_order_id: order.displayOrderId } : null;
}

async function claimView(deps: Pick<UseCaseDeps, 'orders'>, claim: ClaimRow) {
  return {
    settlement: claim.settlement === 'replacement' ? ('replacement' as const) : ('refund' as const),
    reason: claim.reason,
    settled_by: claim.operatorEmail,
    settled_at: claim.settledAt.toISOString(),
    replacement: claim.replacementOrderId ? await orderRef(deps, claim.replacementOrderId) : null,
  };
}

/**
 * One value per printed area for the console: the front and back always (null where not
 * printed), a further area only where the item prints it.
 */
async function perSide(
  item: OrderItemRow,
  value: (files: OrderItemFiles | undefined) => Promise<string | null> | string | null,
) {
  const out: { front: string | null; back: string | null } & Partial<
    Record<Exclude<PrintLocation, 'front' | 'back'>, string>
  > = {
    front: await value(item.printFiles.front),
    back: await value(item.printFiles.back),
  };
  for (const side of PRINT_LOCATIONS) {
    if (side === 'front' || side === 'back' || !item.printFiles[side]) continue;
    const found = await value(item.printFiles[side]);
    if (found) out[side as Exclude<PrintLocation, 'front' | 'back'>] = found;
  }
  return out;
}

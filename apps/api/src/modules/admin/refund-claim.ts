import { DEFAULT_LOCALE, minorToDecimalString, operatorText, type OperatorText } from '@prompttee/domain';
import { AppError, notFound } from '../../errors';
import { jobRequest } from '../../ports/job-queue';
import { issueInvoiceJob } from '../invoices/issue-invoice-job';
import { emailShopFromConfig } from '../mail';
import { orderCurrency } from '../orders/order-currency';
import type { OrderRow } from '../orders/order-repository';
import { refundPayment } from '../payments/refund-payment';
import type { UseCaseDeps } from '../use-case-deps';
import { canceledNoticeEmail } from './canceled-notice-email';
import type { Operator } from './check-operator';
import type { ClaimRow } from './claim-repository';
import { claimSettledConflict } from './claim-settled';
import { canRefundClaim } from './order-actions-allowed';

export type RefundClaimDeps = Pick<
  UseCaseDeps,
  | 'orders'
  | 'claims'
  | 'adminOrders'
  | 'paymentSessions'
  | 'refunds'
  | 'payments'
  | 'identity'
  | 'mailer'
  | 'config'
  | 'clock'
  | 'log'
>;

const ALREADY_REFUNDED = {
  message: 'This claim was already settled by a refund.',
  text: operatorText('claim_already_settled', { settlement: 'refund', replacement: null }),
};

/**
 * Settles a defect claim of a shipped or delivered order by returning its money: the order stays
 * as it is (the customer keeps the shirt), every completed payment is refunded through the
 * payments port (at most once each, refundPayment), a credit note of the invoice is issued by a
 * job, and the customer is told once. The claim is taken first, under the order's lock, so a
 * replacement can no longer be sent for it; asked again, or after a failure half way (the
 * provider down), it finishes what is missing and repeats nothing. Of requests racing each other,
 * the one that completes the claim answers with the money; the others say it was done already.
 */
export async function refundDefectClaim(
  deps: RefundClaimDeps,
  input: { operator: Operator; orderId: string; reason: string },
): Promise<{ message: string; text: OperatorText }> {
  const order = await deps.orders.byId(input.orderId);
  if (!order) throw notFound('Order');
  const claim = (await deps.claims.ofOrder(order.id)) ?? (await settle(deps, order, input));
  if (claim.settlement !== 'refund') throw await claimSettledConflict(deps, claim);

  const sessions = (await deps.adminOrders.sessionsOf(order.id)).filter((s) => s.status === 'complete');
  for (const session of sessions) {
    await refundPayment(deps, { orderId: order.id, sessionId: session.id, reason: 'defect_claim' });
  }
  // Every refund of the claim is recorded by now, whichever racing request asked the provider.
  // A payment refunded earlier as a duplicate is not this claim's money.
  const refundedCents = (await deps.refunds.ofOrder(order.id))
    .filter((refund) => refund.reason === 'defect_claim')
    .reduce((sum, refund) => sum + refund.amountCents, 0);
  const currency = orderCurrency(order);
  const refunded = `${minorToDecimalString(refundedCents, currency)} ${currency}`;
  const now = deps.clock.now();
  const completedHere = await deps.claims.complete({
    orderId: order.id,
    at: now,
    completion: {
      audit: {
        actor: input.operator,
        action: 'order.claim_refund',
        orderId: order.id,
        customerId: order.userId,
        summary: `Defect claim: refunded ${refunded}: ${claim.reason}`,
        summaryText: operatorText('claim_refund_logged', {
          amount: refundedCents,
          currency,
          reason: claim.reason,
        }),
        detail: {
          refunded_cents: refundedCents,
          currency,
          sessions: sessions.map((s) => s.id),
          settled_by: claim.operatorEmail,
          before: { status: order.status, refunded_cents: 0, claim: null },
          after: { status: order.status, refunded_cents: refundedCents, claim: 'refund' },
        },
        at: now,
      },
      // The refund undoes the sale in the books: a credit note of the invoice, issued by a job.
      jobs: [jobRequest(issueInvoiceJob, { orderId: order.id, kind: 'credit_note' })],
    },
    mayEnqueue: [issueInvoiceJob],
  });
  await sendClaimRefundNotice(deps, order, refundedCents);
  if (!completedHere) return ALREADY_REFUNDED;
  return {
    message: `Refunded ${refunded} for the defect claim; the order stays ${order.status} and a credit note is issued.`,
    text: operatorText('claim_refunded', { amount: refundedCents, currency, status: order.status }),
  };
}

/** Takes the order's claim for a refund, or answers the claim another request took first. */
async function settle(
  deps: RefundClaimDeps,
  order: OrderRow,
  input: { operator: Operator; reason: string },
): Promise<ClaimRow> {
  refuseUnlessRefundable(order);
  const settled = await deps.claims.settle({
    orderId: order.id,
    settlement: 'refund',
    reason: input.reason,
    operator: input.operator,
    at: deps.clock.now(),
    allowed: canRefundClaim,
  });
  if (settled.outcome === 'not_allowed') {
    refuseUnlessRefundable(settled.order ?? order);
    // Refundable, yet refused: a cancellation's refund was recorded meanwhile.
    throw new AppError('CONFLICT', 'This order was canceled and refunded, so it has no claim to settle.');
  }
  return settled.claim;
}

function refuseUnlessRefundable(order: OrderRow): void {
  if (canRefundClaim(order)) return;
  if (order.status === 'shipped' || order.status === 'in_transit' || order.status === 'delivered') {
    throw new AppError('CONFLICT', 'Nothing was paid for this order, so there is no money to return.');
  }
  throw new AppError('CONFLICT', 'Only a shipped or delivered order can have a defect claim settled.');
}

/** The customer's e-mail, once: the claim on it comes first, and a failed send gives it back. */
async function sendClaimRefundNotice(
  deps: RefundClaimDeps,
  order: OrderRow,
  refundedCents: number,
): Promise<void> {
  if (!(await deps.claims.claimNotice(order.id, deps.clock.now()))) return;
  try {
    const email = await deps.identity.emailOf(order.userId);
    if (!email) return;
    // The account's language as it is when the mail is made; English if it chose none.
    const locale = (await deps.identity.localeOf(order.userId)) ?? DEFAULT_LOCALE;
    await deps.mailer.send({
      to: email,
      ...canceledNoticeEmail(
        emailShopFromConfig(deps.config),
        {
          displayOrderId: order.displayOrderId,
          refundedCents,
          currency: orderCurrency(order),
          statusBefore: order.status,
          claim: true,
        },
        locale,
      ),
    });
  } catch (err) {
    await deps.claims.releaseNotice(order.id);
    throw err;
  }
}

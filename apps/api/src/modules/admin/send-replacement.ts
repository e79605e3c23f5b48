import { DEFAULT_LOCALE, operatorText, type OperatorText } from '@prompttee/domain';
import { AppError, notFound } from '../../errors';
import { jobRequest } from '../../ports/job-queue';
import { emailShopFromConfig } from '../mail';
import { newDisplayOrderId } from '../orders/display-order-id';
import { orderCurrency } from '../orders/order-currency';
import type { OrderItemRow, OrderRow } from '../orders/order-repository';
import { submitOrderJob } from '../orders/submit-order-job';
import type { UseCaseDeps } from '../use-case-deps';
import type { Operator } from './check-operator';
import type { ClaimRow, ReplacementDraft } from './claim-repository';
import { claimSettledConflict } from './claim-settled';
import { canSendReplacement } from './order-actions-allowed';
import { replacementNoticeEmail } from './replacement-notice-email';

export type SendReplacementDeps = Pick<
  UseCaseDeps,
  'orders' | 'claims' | 'identity' | 'mailer' | 'config' | 'clock' | 'queue' | 'log'
>;

type Answer = {
  message: string;
  text: OperatorText;
  replacement: { order_id: string; display_order_id: string };
};

/**
 * Settles a defect claim of a shipped or delivered order by making it again at no charge: a new
 * order of the customer's for the same items (the same print files, layers and placements) to
 * the same address, total 0, nothing to pay and no invoice (decision 060), linked to the original
 * by its claim. It starts at `paid`, the status an order waits at for the producer, and is sent
 * there by the submission job enqueued with it, as a paid order is. The claim, the order, the
 * audit entry and the job are one transaction under the original's lock: of requests racing to
 * send one, exactly one places it; the others answer it. The customer is told once.
 */
export async function sendReplacementOrder(
  deps: SendReplacementDeps,
  input: { operator: Operator; orderId: string; reason: string },
): Promise<Answer> {
  const original = await deps.orders.byId(input.orderId);
  if (!original) throw notFound('Order');
  const earlier = await deps.claims.ofOrder(original.id);
  if (earlier) return answerSettled(deps, original, earlier);
  refuseUnlessReplaceable(original);

  const now = deps.clock.now();
  const settled = await deps.claims.settle({
    orderId: original.id,
    settlement: 'replacement',
    reason: input.reason,
    operator: input.operator,
    at: now,
    allowed: canSendReplacement,
    replacement: {
      draft: (locked, items) => replacementDraft(locked, items, { ...input, at: now }),
      redraw: () => newDisplayOrderId(),
      completion: (replacement) => ({
        audit: {
          actor: input.operator,
          action: 'order.claim_replacement',
          orderId: original.id,
          customerId: original.userId,
          summary: `Defect claim: replacement order ${replacement.displayOrderId} at no charge: ${input.reason}`,
          summaryText: operatorText('replacement_logged', {
            replacement: replacement.displayOrderId,
            reason: input.reason,
          }),
          detail: {
            replacement_order_id: replacement.id,
            before: { status: original.status, replacement: null },
            after: { status: original.status, replacement: replacement.displayOrderId },
          },
          at: now,
        },
        jobs: [jobRequest(submitOrderJob, { orderId: replacement.id })],
      }),
    },
    mayEnqueue: [submitOrderJob],
  });
  if (settled.outcome === 'taken') return answerSettled(deps, original, settled.claim);
  if (settled.outcome === 'not_allowed') {
    refuseUnlessReplaceable(settled.order ?? original);
    throw new AppError('CONFLICT', 'This order was canceled and refunded, so it has no claim to settle.');
  }
  const replacement = settled.replacement!;
  deps.queue.wake(submitOrderJob);
  await sendReplacementNotice(deps, original, replacement);
  return {
    message: `Replacement order ${replacement.displayOrderId} placed at no charge; it goes to the producer now.`,
    text: operatorText('replacement_placed', { replacement: replacement.displayOrderId }),
    replacement: { order_id: replacement.id, display_order_id: replacement.displayOrderId },
  };
}

/** The new order: the original's items and address, every price 0, waiting for the producer. */
function replacementDraft(
  original: OrderRow,
  items: OrderItemRow[],
  input: { operator: Operator; reason: string; at: Date },
): ReplacementDraft {
  return {
    order: {
      displayOrderId: newDisplayOrderId(),
      userId: original.userId,
      status: 'paid',
      currency: original.currency,
      subtotalCents: 0,
      shippingCents: 0,
      totalCents: 0,
      shippingAddressId: original.shippingAddressId,
      shippingAddress: original.shippingAddress,
      // The original's destination and rate, with nothing charged there is no VAT in it.
      vatCountry: original.vatCountry,
      vatRateBasisPoints: original.vatRateBasisPoints,
      vatCents: original.vatCents === null ? null : 0,
      // The sale's terms, which the replacement is part of.
      termsAcceptedAt: original.termsAcceptedAt,
      termsVersion: original.termsVersion,
      createdAt: input.at,
      updatedAt: input.at,
    },
    // The items as ordered, files included: the producer prints what it printed the first time.
    items: items.map(({ id: _id, orderId: _orderId, ...item }) => ({ ...item, unitPriceCents: 0 })),
    event: {
      status: 'paid',
      source: 'operator',
      detail: { replacement_of: original.displayOrderId, by: input.operator.email, reason: input.reason },
      createdAt: input.at,
    },
  };
}

/** A claim settled already: its replacement is answered (its e-mail sent if it was not), a refund is a 409. */
async function answerSettled(
  deps: SendReplacementDeps,
  original: OrderRow,
  claim: ClaimRow,
): Promise<Answer> {
  if (claim.settlement !== 'replacement' || !claim.replacementOrderId) {
    throw await claimSettledConflict(deps, claim);
  }
  const replacement = (await deps.orders.byId(claim.replacementOrderId))!;
  await sendReplacementNotice(deps, original, replacement);
  return {
    message: `This claim was already settled by the replacement order ${replacement.displayOrderId}.`,
    text: operatorText('claim_already_settled', {
      settlement: 'replacement',
      replacement: replacement.displayOrderId,
    }),
    replacement: { order_id: replacement.id, display_order_id: replacement.displayOrderId },
  };
}

function refuseUnlessReplaceable(order: OrderRow): void {
  if (canSendReplacement(order)) return;
  throw new AppError('CONFLICT', 'Only a shipped or delivered order can have a defect claim settled.');
}

/** The customer's e-mail, once: the claim on it comes first, and a failed send gives it back. */
async function sendReplacementNotice(
  deps: SendReplacementDeps,
  original: OrderRow,
  replacement: OrderRow,
): Promise<void> {
  if (!(await deps.claims.claimNotice(original.id, deps.clock.now()))) return;
  try {
    const email = await deps.identity.emailOf(original.userId);
    if (!email) return;
    const locale = (await deps.identity.localeOf(original.userId)) ?? DEFAULT_LOCALE;
    await deps.mailer.send({
      to: email,
      ...replacementNoticeEmail(
        emailShopFromConfig(deps.config),
        {
          displayOrderId: original.displayOrderId,
          replacementDisplayOrderId: replacement.displayOrderId,
          currency: orderCurrency(original),
        },
        locale,
      ),
    });
  } catch (err) {
    await deps.claims.releaseNotice(original.id);
    throw err;
  }
}

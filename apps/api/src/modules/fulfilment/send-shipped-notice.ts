import { trackingLinkFor } from '@prompttee/domain';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { orders, user } from '../../db/schema';
import type { Deps } from '../../deps';
import { emailShopFromConfig } from '../mail';
import { shippedNoticeEmail } from './shipped-notice-email';

/**
 * Sends the shipped e-mail unless it went out already. The claim on shipped_notice_sent_at comes
 * first, so two jobs racing send one e-mail; a failed send gives the claim back and throws, so
 * the job's retry tries again.
 */
export async function sendShippedNotice(
  deps: Pick<Deps, 'db' | 'mailer' | 'config' | 'clock'>,
  payload: { orderId: string },
): Promise<{ sent: boolean }> {
  const claimedAt = deps.clock.now();
  const [claimed] = await deps.db
    .update(orders)
    .set({ shippedNoticeSentAt: claimedAt })
    .where(
      and(
        eq(orders.id, payload.orderId),
        isNull(orders.shippedNoticeSentAt),
        isNotNull(orders.trackingNumber),
      ),
    )
    .returning({
      userId: orders.userId,
      displayOrderId: orders.displayOrderId,
      trackingNumber: orders.trackingNumber,
      trackingUrl: orders.trackingUrl,
    });
  if (!claimed) return { sent: false };

  try {
    const [customer] = await deps.db
      .select({ email: user.email })
      .from(user)
      .where(eq(user.id, claimed.userId));
    if (!customer) return { sent: false };
    const trackingNumber = claimed.trackingNumber!;
    const trackingLink = trackingLinkFor(
      { tracking_number: trackingNumber, tracking_url: claimed.trackingUrl },
      deps.config.TRACKING_URL,
    )!;
    await deps.mailer.send({
      to: customer.email,
      ...shippedNoticeEmail(emailShopFromConfig(deps.config), {
        displayOrderId: claimed.displayOrderId,
        trackingNumber,
        trackingLink,
      }),
    });
    return { sent: true };
  } catch (err) {
    await deps.db
      .update(orders)
      .set({ shippedNoticeSentAt: null })
      .where(and(eq(orders.id, payload.orderId), eq(orders.shippedNoticeSentAt, claimedAt)));
    throw err;
  }
}

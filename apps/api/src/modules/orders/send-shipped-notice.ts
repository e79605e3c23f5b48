import { DEFAULT_LOCALE, trackingLinkFor } from '@prompttee/domain';
import type { UseCaseDeps } from '../use-case-deps';
import { emailShopFromConfig } from '../mail';
import { shippedNoticeEmail } from './shipped-notice-email';

/**
 * Sends the shipped e-mail unless it went out already. The claim on shipped_notice_sent_at comes
 * first, so two jobs racing send one e-mail; a failed send gives the claim back and throws, so
 * the job's retry tries again. In the account's language as it is now, else English.
 */
export async function sendShippedNotice(
  deps: Pick<UseCaseDeps, 'orders' | 'identity' | 'mailer' | 'config' | 'clock'>,
  input: { orderId: string },
): Promise<{ sent: boolean }> {
  const claimedAt = deps.clock.now();
  const claimed = await deps.orders.claimShippedNotice(input.orderId, claimedAt);
  if (!claimed) return { sent: false };

  try {
    const email = await deps.identity.emailOf(claimed.userId);
    if (!email) return { sent: false };
    const locale = (await deps.identity.localeOf(claimed.userId)) ?? DEFAULT_LOCALE;
    const trackingNumber = claimed.trackingNumber!;
    const trackingLink = trackingLinkFor(
      { tracking_number: trackingNumber, tracking_url: claimed.trackingUrl },
      deps.config.TRACKING_URL,
    )!;
    await deps.mailer.send({
      to: email,
      ...shippedNoticeEmail(
        emailShopFromConfig(deps.config),
        { displayOrderId: claimed.displayOrderId, trackingNumber, trackingLink },
        locale,
      ),
    });
    return { sent: true };
  } catch (err) {
    await deps.orders.releaseShippedNotice(input.orderId, claimedAt);
    throw err;
  }
}

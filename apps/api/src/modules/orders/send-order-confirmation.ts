import { DEFAULT_LOCALE, PRINT_LOCATIONS } from '@prompttee/domain';
import type { UseCaseDeps } from '../use-case-deps';
import { emailShopFromConfig } from '../mail';
import { emailMockupUrl } from '../mockups/email-mockup';
import { orderLineName } from './order-line-name';
import { orderConfirmationEmail, type ConfirmationLinks } from './order-confirmation-email';
import { orderCurrency } from './order-currency';
import { orderRowVat } from './order-vat';

/**
 * Sends a paid order's confirmation once. The order is claimed first (confirmation_sent_at set
 * only where it is still empty), so a repeated job or a second worker sends nothing; a failed
 * send releases the claim and throws, and the job's retry tries again.
 */
export async function sendOrderConfirmation(
  deps: Pick<
    UseCaseDeps,
    'orders' | 'identity' | 'clock' | 'log' | 'mailer' | 'config' | 'catalog' | 'blobStore'
  >,
  input: { orderId: string },
): Promise<'sent' | 'already-sent'> {
  const claimed = await deps.orders.claimConfirmation(input.orderId, deps.clock.now());
  if (!claimed) return 'already-sent';

  try {
    const email = await deps.identity.emailOf(claimed.userId);
    if (!email) throw new Error(`customer of order ${claimed.id} not found`);
    // The account's language as it is when the mail is made; English if it chose none.
    const locale = (await deps.identity.localeOf(claimed.userId)) ?? DEFAULT_LOCALE;
    const items = await deps.orders.itemsOf(claimed.id);
    const lines = await Promise.all(
      items.map(async (item) => {
        // The mockup rendered with the order (the design on the shirt as placed), front first.
        const mockupKey = PRINT_LOCATIONS.map((side) => item.printFiles[side]?.mockupKey).find(Boolean);
        return {
          name: orderLineName(deps.catalog, item, locale),
          quantity: item.quantity,
          unitPriceCents: item.unitPriceCents,
          imageUrl: mockupKey ? await emailMockupUrl(deps, mockupKey) : undefined,
        };
      }),
    );
    const message = orderConfirmationEmail(
      emailShopFromConfig(deps.config),
      {
        displayOrderId: claimed.displayOrderId,
        currency: orderCurrency(claimed),
        totalCents: claimed.totalCents,
        shippingCents: claimed.shippingCents,
        address: claimed.shippingAddress,
        lines,
        vat: orderRowVat(claimed),
      },
      confirmationLinks(deps.config.PUBLIC_URL, claimed.id),
      locale,
    );
    await deps.mailer.send({ to: email, ...message });
    return 'sent';
  } catch (err) {
    await deps.orders.releaseConfirmation(claimed.id);
    deps.log.warn({ err, orderId: claimed.id }, 'order confirmation not sent; the job will retry');
    throw err;
  }
}

function confirmationLinks(publicUrl: string, orderId: string): ConfirmationLinks {
  const base = publicUrl.replace(/\/+$/, '');
  return {
    orderHistory: `${base}/order-history`,
    // Opens for the signed-in owner (the shop's session cookie), like the order history.
    invoice: `${base}/v1/orders/${orderId}/invoice`,
    terms: `${base}/support#terms`,
  };
}

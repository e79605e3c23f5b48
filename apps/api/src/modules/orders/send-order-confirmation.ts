import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { orders, user } from '../../db/schema';
import type { Deps } from '../../deps';
import { emailShopFromConfig } from '../mail';
import { checkoutLinesOf } from '../payments/checkout-lines';
import { orderConfirmationEmail } from './order-confirmation-email';
import { createOrderCheckoutRepository } from './order-checkout-repository';

/**
 * Sends a paid order's confirmation once. The order is claimed first (confirmation_sent_at set
 * only where it is still empty), so a repeated job or a second worker sends nothing; a failed
 * send releases the claim and throws, and the job's retry tries again.
 */
export async function sendOrderConfirmation(
  deps: Pick<Deps, 'db' | 'clock' | 'log' | 'mailer' | 'config' | 'catalog' | 'blobStore'>,
  options: { orderId: string },
): Promise<'sent' | 'already-sent'> {
  const [claimed] = await deps.db
    .update(orders)
    .set({ confirmationSentAt: deps.clock.now() })
    .where(and(eq(orders.id, options.orderId), isNull(orders.confirmationSentAt), isNotNull(orders.paidAt)))
    .returning();
  if (!claimed) return 'already-sent';

  try {
    const [customer] = await deps.db
      .select({ email: user.email })
      .from(user)
      .where(eq(user.id, claimed.userId));
    if (!customer) throw new Error(`customer of order ${claimed.id} not found`);
    const items = await createOrderCheckoutRepository(deps.db).itemsOf(claimed.id);
    const lines = checkoutLinesOf(deps.catalog, deps.blobStore, items).map((line) => ({
      name: line.name,
      quantity: line.quantity,
      unitPriceCents: line.unitAmountCents,
    }));
    const email = orderConfirmationEmail(
      emailShopFromConfig(deps.config),
      {
        displayOrderId: claimed.displayOrderId,
        totalCents: claimed.totalCents,
        shippingCents: claimed.shippingCents,
        address: claimed.shippingAddress,
        lines,
      },
      `${deps.config.PUBLIC_URL.replace(/\/+$/, '')}/order-history`,
    );
    await deps.mailer.send({ to: customer.email, ...email });
    return 'sent';
  } catch (err) {
    await deps.db.update(orders).set({ confirmationSentAt: null }).where(eq(orders.id, claimed.id));
    deps.log.warn({ err, orderId: claimed.id }, 'order confirmation not sent; the job will retry');
    throw err;
  }
}

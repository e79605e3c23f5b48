import { randomBytes } from 'node:crypto';
import type { Catalog, CreateOrderBody } from '@prompttee/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { designs, orderEvents, orders, paymentSessions, shippingAddresses } from '../../../db/schema';
import type { Mailer, MailMessage } from '../../../ports/mailer';
import { createTestApp, type TestApp } from '../../../testing/test-app';

// A small catalog with known prices, so the tests do not move when the shop's catalog does.
export const catalog: Catalog = {
  products: [
    {
      product_id: 'classic-tee',
      name: 'Classic Tee',
      variants: [
        {
          sku: 'TEE-WHI-M',
          price: 24.99,
          // Round prices per currency; TEE-BLK-L has none, so it sells in euros only.
          prices: { EUR: 24.99, SEK: 279, HUF: 9990 },
          stripe_price_id: '',
          attributes: { color: 'WHI', size: 'M' },
          image_urls: { front: '', back: '' },
        },
        {
          sku: 'TEE-BLK-L',
          price: 26.5,
          stripe_price_id: 'price_blk_l',
          attributes: { color: 'BLK', size: 'L' },
          image_urls: { front: '', back: '' },
        },
      ],
      options: {
        color: [
          { code: 'WHI', name: 'White', hex: '#FFFFFF' },
          { code: 'BLK', name: 'Black', hex: '#000000' },
        ],
        size: [
          { code: 'M', name: 'Medium' },
          { code: 'L', name: 'Large' },
        ],
      },
    },
  ],
};

/** A clock the test can move forward, e.g. past a session's 30 minutes. */
export function movableClock() {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance(ms: number) {
      offset += ms;
    },
  };
}

export function capturingMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    name: 'outbox',
    sent,
    async send(message) {
      sent.push(message);
    },
  };
}

export type CheckoutTestApp = TestApp & { clock: ReturnType<typeof movableClock>; mail: MailMessage[] };

/** The whole shop with the fixture catalog, a movable clock and captured e-mail; the queue runs. */
export async function createCheckoutTestApp(env: Record<string, string> = {}): Promise<CheckoutTestApp> {
  const clock = movableClock();
  const mailer = capturingMailer();
  const t = await createTestApp(env, { catalog, clock, mailer });
  await t.deps.queue.start();
  return Object.assign(t, { clock, mail: mailer.sent });
}

export async function insertDesign(
  db: Db,
  userId: string,
  options: { expiresAt?: Date } = {},
): Promise<string> {
  const token = randomBytes(8).toString('hex');
  const [row] = await db
    .insert(designs)
    .values({
      userId,
      prompt: 'a fox in a forest',
      printKey: `private/designs/${token}/print.png`,
      thumbnailKey: `designs/${token}/thumb.webp`,
      expiresAt: options.expiresAt ?? new Date(Date.now() + 7 * 24 * 3600_000),
    })
    .returning({ id: designs.id });
  return row!.id;
}

export async function insertAddress(
  db: Db,
  userId: string,
  options: { deleted?: boolean; country?: string } = {},
): Promise<string> {
  const [row] = await db
    .insert(shippingAddresses)
    .values({
      userId,
      firstName: 'Mari',
      lastName: 'Tamm',
      address1: 'Narva mnt 5',
      city: 'Tallinn',
      county: 'Harjumaa',
      postcode: '10117',
      country: options.country ?? 'EE',
      phone1: '+3725551234',
      deletedAt: options.deleted ? new Date() : null,
    })
    .returning({ id: shippingAddresses.id });
  return row!.id;
}

export function orderBody(
  addressId: string,
  designId: string,
  patch: Partial<CreateOrderBody> = {},
): CreateOrderBody {
  return {
    items: [{ product_id: 'TEE-WHI-M', quantity: 2, designs: { front: designId } }],
    shipping_address_id: addressId,
    terms_accepted: true,
    ...patch,
  };
}

export async function countOrders(db: Db, userId: string): Promise<number> {
  return (await db.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId))).length;
}

export async function orderRow(db: Db, orderId: string) {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row!;
}

export async function sessionRows(db: Db, orderId: string) {
  return db.select().from(paymentSessions).where(eq(paymentSessions.orderId, orderId));
}

export async function eventsOf(db: Db, orderId: string) {
  return db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(orderEvents.createdAt);
}

export async function waitFor<T>(check: () => Promise<T | undefined | false>, ms = 10_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}

import type { PrintLocation } from '@prompttee/domain';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  orderItems,
  orders,
  paymentSessions,
  shippingAddresses,
  type AddressSnapshot,
} from '../../../db/schema';

// Orders written straight to the database, so the history's tests do not depend on checkout.

export const ADDRESS: AddressSnapshot = {
  first_name: 'Mari',
  last_name: 'Tamm',
  address1: 'Narva mnt 5',
  address2: null,
  city: 'Tallinn',
  county: 'Harjumaa',
  postcode: '10117',
  country: 'EE',
  phone1: '+3725551234',
};

export async function insertAddress(db: Db, userId: string): Promise<string> {
  const [row] = await db
    .insert(shippingAddresses)
    .values({
      userId,
      firstName: ADDRESS.first_name,
      lastName: ADDRESS.last_name,
      address1: ADDRESS.address1,
      city: ADDRESS.city,
      county: ADDRESS.county,
      postcode: ADDRESS.postcode,
      country: ADDRESS.country,
      phone1: ADDRESS.phone1,
    })
    .returning({ id: shippingAddresses.id });
  return row!.id;
}

export type TestItem = {
  sku?: string;
  productId?: string;
  colorCode?: string;
  sizeCode?: string;
  quantity?: number;
  unitPriceCents?: number;
  sides?: PrintLocation[];
  /** The item's print files on these sides (it then prints on them), instead of made-up keys. */
  files?: Partial<Record<PrintLocation, { printKey: string; thumbnailKey: string }>>;
};

let sequence = 0;

export async function insertOrder(
  db: Db,
  options: {
    userId: string;
    addressId?: string;
    status?: string;
    createdAt?: Date;
    totalCents?: number;
    trackingNumber?: string | null;
    displayOrderId?: string;
    items?: TestItem[];
    /** An open payment session with this client secret. */
    openSessionSecret?: string;
    /** The session's time ran out (the expiry job has not marked it yet). */
    sessionExpired?: boolean;
  },
): Promise<{ id: string; displayOrderId: string; itemIds: string[] }> {
  const addressId = options.addressId ?? (await insertAddress(db, options.userId));
  const displayOrderId =
    options.displayOrderId ?? `PT-${String(++sequence).padStart(4, '0')}${randomUUID().slice(0, 4)}`;
  const [order] = await db
    .insert(orders)
    .values({
      displayOrderId,
      userId: options.userId,
      status: options.status ?? 'payment_authorized',
      subtotalCents: options.totalCents ?? 2499,
      totalCents: options.totalCents ?? 2499,
      shippingAddressId: addressId,
      shippingAddress: ADDRESS,
      trackingNumber: options.trackingNumber ?? null,
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
    })
    .returning({ id: orders.id });
  const orderId = order!.id;
  const itemIds: string[] = [];
  for (const item of options.items ?? [{}]) {
    const sides: PrintLocation[] = item.sides ?? (item.files ? [] : ['front']);
    const designs: Partial<Record<PrintLocation, string>> = {};
    const printFiles: Partial<Record<PrintLocation, { printKey: string; thumbnailKey: string }>> = {};
    for (const side of sides) {
      const designId = randomUUID();
      designs[side] = designId;
      printFiles[side] = {
        printKey: `private/orders/${orderId}/${designId}.png`,
        thumbnailKey: `orders/${orderId}/${designId}.webp`,
      };
    }
    Object.assign(printFiles, item.files);
    const [row] = await db
      .insert(orderItems)
      .values({
        orderId,
        productId: item.productId ?? 'classic-tee',
        sku: item.sku ?? 'CLS-WHI-M',
        colorCode: item.colorCode ?? 'WHI',
        sizeCode: item.sizeCode ?? 'M',
        quantity: item.quantity ?? 1,
        unitPriceCents: item.unitPriceCents ?? 2499,
        designs,
        printFiles,
      })
      .returning({ id: orderItems.id });
    itemIds.push(row!.id);
  }
  if (options.openSessionSecret) {
    const sessionId = `cs_test_${randomUUID()}`;
    await db.insert(paymentSessions).values({
      id: sessionId,
      orderId,
      userId: options.userId,
      provider: 'test',
      clientSecret: options.openSessionSecret,
      amountCents: options.totalCents ?? 2499,
      expiresAt: new Date(Date.now() + (options.sessionExpired ? -60_000 : 30 * 60_000)),
    });
    await db.update(orders).set({ paymentSessionId: sessionId }).where(eq(orders.id, orderId));
  }
  return { id: orderId, displayOrderId, itemIds };
}

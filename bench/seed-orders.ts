// Seeds the bench's customer: an account with a password and 25 orders of 1-3 items each, written
// straight to the database the shop will open (DATA_DIR's PGlite, or DATABASE_URL), before it starts.
import { randomUUID } from 'node:crypto';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';
import {
  account,
  orderItems,
  orders,
  paymentSessions,
  shippingAddresses,
  user,
} from '../apps/api/src/db/schema';
import { createPasswordHasher } from '../apps/api/src/modules/identity/password-hashing';

export const BENCH_PASSWORD = 'bench-password-1';
const STATUSES = ['delivered', 'in_transit', 'shipped', 'in_production', 'payment_authorized'];
const SKUS = [
  ['classic-tee', 'CLS-WHI-M', 'WHI', 'M'],
  ['classic-tee', 'CLS-BLK-L', 'BLK', 'L'],
  ['premium-organic-tee', 'PRM-NAT-S', 'NAT', 'S'],
] as const;

const config = loadConfig();
const email = process.argv[2] ?? `bench-${Date.now()}@example.com`;
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
await database.migrate();
const { db } = database;
const userId = randomUUID();
const now = Date.now();
await db.insert(user).values({ id: userId, name: 'bench', email, emailVerified: true });
await db.insert(account).values({
  id: randomUUID(),
  accountId: userId,
  providerId: 'credential',
  userId,
  password: await createPasswordHasher(config.PASSWORD_SCRYPT_LOG_N)(BENCH_PASSWORD),
  createdAt: new Date(now),
  updatedAt: new Date(now),
});
const [address] = await db
  .insert(shippingAddresses)
  .values({
    userId,
    firstName: 'Mari',
    lastName: 'Tamm',
    address1: 'Narva mnt 5',
    city: 'Tallinn',
    county: 'Harjumaa',
    postcode: '10117',
    country: 'EE',
    phone1: '+3725551234',
  })
  .returning();
const snapshot = {
  first_name: 'Mari',
  last_name: 'Tamm',
  company: null,
  vat_number: null,
  address1: 'Narva mnt 5',
  address2: null,
  city: 'Tallinn',
  county: 'Harjumaa',
  postcode: '10117',
  country: 'EE',
  phone1: '+3725551234',
};
for (let i = 0; i < 25; i++) {
  const itemCount = 1 + (i % 3);
  // Every fifth order still awaits payment with an open session, so the list reads its secret too.
  const awaiting = i % 5 === 4;
  const status = awaiting ? 'pending_payment' : STATUSES[i % STATUSES.length]!;
  const total = itemCount * 2499;
  const [order] = await db
    .insert(orders)
    .values({
      displayOrderId: `PT-B${String(i).padStart(2, '0')}${randomUUID().slice(0, 3).toUpperCase()}`,
      userId,
      status,
      subtotalCents: total,
      totalCents: total,
      shippingAddressId: address!.id,
      shippingAddress: snapshot,
      trackingNumber: ['shipped', 'in_transit', 'delivered'].includes(status)
        ? `SIM${100000000000 + i}`
        : null,
      createdAt: new Date(now - (25 - i) * 86_400_000),
    })
    .returning();
  await db.insert(orderItems).values(
    Array.from({ length: itemCount }, (_, k) => {
      const [productId, sku, colorCode, sizeCode] = SKUS[k]!;
      const designId = randomUUID();
      return {
        orderId: order!.id,
        productId,
        sku,
        colorCode,
        sizeCode,
        quantity: 1,
        unitPriceCents: 2499,
        designs: { front: designId },
        printFiles: {
          front: {
            printKey: `designs/${designId}/print.png`,
            thumbnailKey: `designs/${designId}/thumb.webp`,
          },
        },
      };
    }),
  );
  if (awaiting) {
    const sessionId = `cs_test_bench_${i}_${randomUUID()}`;
    await db.insert(paymentSessions).values({
      id: sessionId,
      orderId: order!.id,
      userId,
      provider: 'test',
      clientSecret: `${sessionId}_secret`,
      amountCents: total,
      expiresAt: new Date(now + 24 * 3_600_000),
    });
    const { eq } = await import('drizzle-orm');
    await db.update(orders).set({ paymentSessionId: sessionId }).where(eq(orders.id, order!.id));
  }
}
await database.close();
console.log(JSON.stringify({ email, password: BENCH_PASSWORD, orders: 25 }));

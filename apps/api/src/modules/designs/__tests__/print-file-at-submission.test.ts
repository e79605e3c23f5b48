import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalGenerator } from '../../../adapters/local-generator';
import { designs, orderItems } from '../../../db/schema';
import { createUseCaseHarness, type UseCaseHarness } from '../../../testing/use-case-harness';
import { insertOrder } from '../../orders/__tests__/order-fixtures';
import { placedPrintKey } from '../../orders/prepare-order-files';
import { submitOrderToProducer } from '../../orders/submit-order-to-producer';

// Decision 021: an order paid within a second or two of its design's thumbnail must not reach the
// producer before the design's print file exists.

describe("an order's submission and a print file still to be rendered", () => {
  let h: UseCaseHarness;
  beforeAll(async () => {
    h = await createUseCaseHarness();
  });
  afterAll(() => h.close());

  it('renders the design print file first, then composes it at the placement', async () => {
    const deps = { ...h.deps, imageGenerator: createLocalGenerator() };
    const customer = await h.addUser();
    const order = await insertOrder(h.db, { userId: customer.id, status: 'paid' });
    const [item] = await h.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const files = item!.printFiles.front!;
    // The design completed on its thumbnail; its second stage has not run.
    await h.db.insert(designs).values({
      id: item!.designs.front!,
      userId: customer.id,
      prompt: 'a red fox under a full moon',
      printKey: files.printKey,
      thumbnailKey: files.thumbnailKey,
      sourceWidth: 3600,
      printReadyAt: null,
      expiresAt: new Date(h.clock.now().getTime() + 86_400_000),
    });
    expect(await h.blobs.get(files.printKey)).toBeNull();

    expect(await submitOrderToProducer(deps, { orderId: order.id })).toEqual({ submitted: true });
    const [design] = await h.db.select().from(designs).where(eq(designs.id, item!.designs.front!));
    expect(design!.printReadyAt).toBeInstanceOf(Date);
    expect(await sharp((await h.blobs.get(files.printKey))!).metadata()).toMatchObject({
      width: 3600,
      height: 4800,
    });
    const sent = h.submitted.find((s) => s.orderId === order.id)!.items[0]!.files;
    expect(sent[0]!.url).toContain(placedPrintKey(order.id, item!.id, 'front'));
    expect(await h.blobs.get(placedPrintKey(order.id, item!.id, 'front'))).not.toBeNull();
  });
});

import { DEFAULT_PLACEMENT } from '@prompttee/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems } from '../../../db/schema';
import { createUseCaseHarness, type UseCaseHarness } from '../../../testing/use-case-harness';
import { placedPrintKey } from '../prepare-order-files';
import { submitOrderToProducer } from '../submit-order-to-producer';
import { insertOrder } from './order-fixtures';

// The producer gets, per side, the print file composed at the customer's placement.

describe('submitting an order hands the producer its placed print files', () => {
  let h: UseCaseHarness;
  beforeAll(async () => {
    h = await createUseCaseHarness();
  });
  afterAll(() => h.close());

  it('composes each side once, at its placement, and links those files', async () => {
    const customer = await h.addUser();
    const order = await insertOrder(h.db, { userId: customer.id, items: [{ sides: ['front', 'back'] }] });
    const [item] = await h.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const back = { x: 0.5, y: 0.25, width: 0.5, rotation: 90 };
    await h.db.update(orderItems).set({ placements: { back } }).where(eq(orderItems.id, item!.id));
    const design = await sharp({ create: { width: 300, height: 400, channels: 4, background: '#123456' } })
      .png()
      .toBuffer();
    for (const side of ['front', 'back'] as const) {
      await h.blobs.put(item!.printFiles[side]!.printKey, design, 'image/png');
    }

    expect(await submitOrderToProducer(h.deps, { orderId: order.id })).toEqual({ submitted: true });
    const files = h.submitted.find((s) => s.orderId === order.id)!.items[0]!.files;
    expect(files.map((f) => f.type)).toEqual(['default', 'back']);
    expect(files[0]!.url).toContain(placedPrintKey(order.id, item!.id, 'front'));
    expect(files[1]!.url).toContain(placedPrintKey(order.id, item!.id, 'back'));

    const [stored] = await h.db.select().from(orderItems).where(eq(orderItems.id, item!.id));
    expect(stored!.printFiles.back!.placedPrintKey).toBe(placedPrintKey(order.id, item!.id, 'back'));
    // The back, turned a quarter: 1800 x 2400 becomes 2400 wide and 1800 high around (1800, 1200).
    const backPng = (await h.blobs.get(placedPrintKey(order.id, item!.id, 'back')))!;
    const { data, info } = await sharp(backPng).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([3600, 4800]);
    const alphaAt = (x: number, y: number) => data[(y * info.width + x) * 4 + 3]!;
    expect(alphaAt(601, 301)).toBe(255);
    expect(alphaAt(2998, 2098)).toBe(255);
    expect(alphaAt(598, 1200)).toBe(0);
    expect(alphaAt(1800, 298)).toBe(0);
    expect(alphaAt(1800, 2102)).toBe(0);
    // The front had no placement: the default one (centred, 0.875 wide).
    expect(DEFAULT_PLACEMENT.width).toBe(0.875);
    const frontPng = (await h.blobs.get(placedPrintKey(order.id, item!.id, 'front')))!;
    const front = await sharp(frontPng).raw().toBuffer({ resolveWithObject: true });
    const frontAlpha = (x: number, y: number) => front.data[(y * 3600 + x) * 4 + 3]!;
    // 0.875 x 3600 = 3150 wide, 4200 high, centred: x 225..3375, y 300..4500.
    expect([
      frontAlpha(226, 301),
      frontAlpha(3373, 4498),
      frontAlpha(223, 2400),
      frontAlpha(1800, 4502),
    ]).toEqual([255, 255, 0, 0]);

    // Submitted again (a retried job): nothing new is composed, nothing sent twice.
    expect(await submitOrderToProducer(h.deps, { orderId: order.id })).toEqual({ submitted: false });
  });
});

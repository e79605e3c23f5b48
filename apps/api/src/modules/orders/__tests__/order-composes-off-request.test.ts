import type { TextLayer } from '@prompttee/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countCompositions } from '../../../testing/counted-compositions';
import { createUseCaseHarness, type UseCaseHarness } from '../../../testing/use-case-harness';
import { createOrder } from '../../checkout/create-order';
import { prepareOrderFiles } from '../prepare-order-files';
import { prepareOrderFilesJob } from '../prepare-order-files-job';
import { insertAddress } from './checkout-fixtures';

// Placing an order with layers draws nothing: the order is stored with its sides' keys and a job
// to compose them, which the order's files step (the job, or the hand-over to the producer) runs.

describe(`An order of layers composes off the request (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let h: UseCaseHarness;
  let compositions: { readonly count: number };

  beforeAll(async () => {
    h = await createUseCaseHarness();
    compositions = countCompositions(h.deps.imageWork);
  }, 30_000);
  afterAll(() => h.close());

  it('stores the order and its job without composing, and the job composes each side once', async () => {
    const user = await h.addUser();
    const addressId = await insertAddress(h.db, user.id);
    const text = (words: string): TextLayer => ({
      type: 'text',
      text: words,
      font: 'anton',
      color: '#FF0000',
      x: 0.5,
      y: 0.3,
      width: 0.6,
      rotation: 0,
      arc: 0,
      align: 'center',
      letter_spacing: 0,
    });
    const placed = await createOrder(h.deps, {
      user,
      body: {
        items: [
          {
            product_id: 'CLS-NAV-M',
            quantity: 1,
            layers: { front: [text('FRONT')], back: [text('BACK')] },
          },
        ],
        shipping_address_id: addressId,
        terms_accepted: true,
      },
    });
    expect(compositions.count).toBe(0);
    const [item] = await h.deps.orders.itemsOf(placed.order_id);
    expect(await h.blobs.get(item!.printFiles.front!.printKey)).toBeNull();
    const { rows } = (await h.db.execute(
      sql`select data from pgboss.job where name = ${prepareOrderFilesJob.name}`,
    )) as unknown as { rows: { data: { orderId: string } }[] };
    expect(rows.map((r) => r.data.orderId)).toContain(placed.order_id);

    const [prepared] = await prepareOrderFiles(h.deps, { orderId: placed.order_id });
    expect(compositions.count).toBe(2);
    expect(await h.blobs.get(prepared!.printFiles.front!.printKey)).not.toBeNull();
    expect(prepared!.printFiles.back!.mockupKey).toMatch(/thumb\.webp$/);
    // Run again (at least once, as jobs are): nothing is drawn twice.
    await prepareOrderFiles(h.deps, { orderId: placed.order_id });
    expect(compositions.count).toBe(2);
  }, 60_000);
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../errors';
import { createUseCaseHarness, type UseCaseHarness } from '../../../testing/use-case-harness';
import {
  countOrders,
  insertAddress,
  insertDesign,
  orderBody,
} from '../../orders/__tests__/checkout-fixtures';
import { prepareOrderFilesJob } from '../../orders/prepare-order-files-job';
import { createOrder } from '../create-order';

// Placing an order is steps with undos: a payment that cannot be opened takes back the order that
// was just stored, and a placed order's files are made off the request.

describe('createOrder as steps', () => {
  let h: UseCaseHarness;
  beforeAll(async () => {
    h = await createUseCaseHarness();
  });
  afterAll(() => h.close());

  const placing = async () => {
    const user = await h.addUser();
    const design = await insertDesign(h.db, user.id);
    const body = orderBody(await insertAddress(h.db, user.id), design, {
      items: [{ product_id: 'CLS-WHI-M', quantity: 1, designs: { front: design } }],
    });
    return { user, body };
  };

  it('stores the order with its prepare-order-files job and opens its payment', async () => {
    const { user, body } = await placing();
    const created = await createOrder(h.deps, { user, body });
    expect(created.total_amount).toBe(2499);
    expect(await countOrders(h.db, user.id)).toBe(1);
    const { rows } = (await h.db.execute(
      sql`select data from pgboss.job where name = ${prepareOrderFilesJob.name}`,
    )) as unknown as { rows: { data: { orderId: string } }[] };
    expect(rows.filter((r) => r.data.orderId === created.order_id)).toHaveLength(1);
  });

  it('takes the stored order back when its payment cannot be opened', async () => {
    const { user, body } = await placing();
    const refusing = {
      ...h.deps.payments,
      createCheckoutSession: async () => {
        throw new AppError(
          'UPSTREAM_FAILED',
          'The payment provider could not start the payment. Please try again.',
        );
      },
    };
    await expect(createOrder({ ...h.deps, payments: refusing }, { user, body })).rejects.toThrow(
      'could not start the payment',
    );
    expect(await countOrders(h.db, user.id)).toBe(0);
    // The same request once the provider answers again places the order.
    await createOrder(h.deps, { user, body });
    expect(await countOrders(h.db, user.id)).toBe(1);
  });
});

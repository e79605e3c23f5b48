import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Response as LightMyRequestResponse } from 'light-my-request';
import { orders, paymentSessions, user } from '../../../db/schema';
import { AppError } from '../../../errors';
import type { DepsOverrides } from '../../../deps';
import type { FulfilmentOrder } from '../../../ports/fulfilment';
import {
  bearer,
  createTestApp,
  signUpTestUser,
  type TestApp,
  type TestUser,
} from '../../../testing/test-app';
import { capturingMailer } from '../../orders/__tests__/capturing-mailer';
import { insertOrder } from '../../orders/__tests__/order-fixtures';

export const OPERATOR_EMAIL = 'ops@prompttee.example';

export type AdminTestApp = TestApp & {
  mail: ReturnType<typeof capturingMailer>['sent'];
  submitted: FulfilmentOrder[];
  /** The producer refuses the next submission (a 4xx about the order). */
  refuseNext(): void;
  operator: TestUser;
  customer: TestUser;
  /** GET or POST an /v1/admin path as `who` (the operator unless told). */
  call(
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload?: unknown,
    who?: TestUser,
  ): Promise<LightMyRequestResponse>;
  /** A paid order of `customer` with one completed test-checkout payment. */
  paidOrder(
    customer?: TestUser,
    status?: string,
  ): Promise<{ id: string; displayOrderId: string; sessionId: string }>;
};

export async function verify(t: TestApp, who: TestUser) {
  await t.deps.db.update(user).set({ emailVerified: true }).where(eq(user.id, who.id));
}

/** A shop whose ADMIN_EMAILS names one verified operator, with a customer, captured mail and a fake producer. */
export async function createAdminTestApp(
  env: Record<string, string> = {},
  overrides: DepsOverrides = {},
): Promise<AdminTestApp> {
  const mailer = capturingMailer();
  const submitted: FulfilmentOrder[] = [];
  let refuse = false;
  const t = await createTestApp(
    { ADMIN_EMAILS: `Someone@else.example, ${OPERATOR_EMAIL.toUpperCase()}`, ...env },
    {
      mailer,
      fulfilment: {
        name: 'simulated',
        async submitOrder(order) {
          if (refuse) {
            refuse = false;
            throw new AppError('UPSTREAM_FAILED', 'Gelato order create failed with 400: bad file', {
              refused: true,
            });
          }
          submitted.push(order);
          return { producerOrderId: `sim_${order.orderId}`, status: 'created' };
        },
      },
      ...overrides,
    },
  );
  // Creating designs and orders makes their queues; on PostgreSQL pg-boss must be started for that.
  await t.deps.queue.start();
  const operator = await signUpTestUser(t.app, OPERATOR_EMAIL);
  await verify(t, operator);
  const customer = await signUpTestUser(t.app);
  return Object.assign(t, {
    mail: mailer.sent,
    submitted,
    refuseNext: () => {
      refuse = true;
    },
    operator,
    customer,
    call: (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, who: TestUser = operator) =>
      t.app.inject({
        method,
        url: `/v1/admin${url}`,
        headers: bearer(who),
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
    async paidOrder(who: TestUser = customer, status = 'paid') {
      const order = await insertOrder(t.deps.db, { userId: who.id, status });
      const sessionId = `cs_test_${randomUUID()}`;
      await t.deps.db.insert(paymentSessions).values({
        id: sessionId,
        orderId: order.id,
        userId: who.id,
        provider: 'test',
        status: 'complete',
        clientSecret: `secret_${randomUUID()}`,
        amountCents: 2499,
        expiresAt: new Date(Date.now() + 30 * 60_000),
      });
      await t.deps.db
        .update(orders)
        .set({ paymentSessionId: sessionId, paidAt: new Date() })
        .where(eq(orders.id, order.id));
      return { ...order, sessionId };
    },
  });
}

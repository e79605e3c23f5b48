import {
  adminActionResultSchema,
  adminClaimBodySchema,
  adminNoteBodySchema,
  adminOrderDetailSchema,
  adminOrderParamsSchema,
  adminOrdersQuerySchema,
  adminOrdersResponseSchema,
  adminRefundBodySchema,
  adminReplacementResultSchema,
  apiErrorSchema,
} from '@prompttee/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addOrderNote } from '../modules/admin/add-order-note';
import { getAdminOrder } from '../modules/admin/get-admin-order';
import { listAdminOrders } from '../modules/admin/list-admin-orders';
import { refundDefectClaim } from '../modules/admin/refund-claim';
import { refundOrder } from '../modules/admin/refund-order';
import { retryOrderSubmission } from '../modules/admin/retry-order-submission';
import { sendReplacementOrder } from '../modules/admin/send-replacement';
import type { UseCaseDeps } from '../modules/use-case-deps';
import { currentOperator } from '../plugins/require-operator';

const errors = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** The console's orders: every customer's, and what an operator can do to one. */
export const adminOrderRoutes =
  (deps: UseCaseDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['admin'];

    app.get(
      '/orders',
      {
        schema: {
          tags,
          summary: "Every customer's orders, newest first, by status group or order number / e-mail",
          querystring: adminOrdersQuerySchema,
          response: { 200: adminOrdersResponseSchema, 400: apiErrorSchema, ...errors },
        },
      },
      async (request) => listAdminOrders(deps, request.query),
    );

    app.get(
      '/orders/:order_id',
      {
        schema: {
          tags,
          summary: 'An order with its items, payments, producer events, e-mails and audit log',
          params: adminOrderParamsSchema,
          response: { 200: adminOrderDetailSchema, ...errors },
        },
      },
      async (request) => getAdminOrder(deps, { orderId: request.params.order_id }),
    );

    app.post(
      '/orders/:order_id/retry-submission',
      {
        schema: {
          tags,
          summary: 'Send a paid order to the print producer again',
          params: adminOrderParamsSchema,
          response: { 200: adminActionResultSchema, 409: apiErrorSchema, 502: apiErrorSchema, ...errors },
        },
      },
      async (request) => ({
        ok: true as const,
        ...(await retryOrderSubmission(deps, {
          operator: currentOperator(request),
          orderId: request.params.order_id,
        })),
      }),
    );

    app.post(
      '/orders/:order_id/refund',
      {
        schema: {
          tags,
          summary: 'Cancel the order and refund its payment; the customer gets an e-mail once',
          params: adminOrderParamsSchema,
          body: adminRefundBodySchema,
          response: {
            200: adminActionResultSchema,
            400: apiErrorSchema,
            409: apiErrorSchema,
            502: apiErrorSchema,
            ...errors,
          },
        },
      },
      async (request) => ({
        ok: true as const,
        ...(await refundOrder(deps, {
          operator: currentOperator(request),
          orderId: request.params.order_id,
          reason: request.body.reason,
        })),
      }),
    );

    app.post(
      '/orders/:order_id/claim-refund',
      {
        schema: {
          tags,
          summary:
            'Settle a shipped or delivered order’s defect claim by refunding its payment; the order stays as it is, a credit note is issued and the customer gets an e-mail once',
          params: adminOrderParamsSchema,
          body: adminClaimBodySchema,
          response: {
            200: adminActionResultSchema,
            400: apiErrorSchema,
            409: apiErrorSchema,
            502: apiErrorSchema,
            ...errors,
          },
        },
      },
      async (request) => ({
        ok: true as const,
        ...(await refundDefectClaim(deps, {
          operator: currentOperator(request),
          orderId: request.params.order_id,
          reason: request.body.reason,
        })),
      }),
    );

    app.post(
      '/orders/:order_id/replacement',
      {
        schema: {
          tags,
          summary:
            'Settle a shipped or delivered order’s defect claim by a replacement order at no charge (the same items and address, sent to the producer, no invoice); the customer gets an e-mail once',
          params: adminOrderParamsSchema,
          body: adminClaimBodySchema,
          response: {
            200: adminReplacementResultSchema,
            400: apiErrorSchema,
            409: apiErrorSchema,
            ...errors,
          },
        },
      },
      async (request) => ({
        ok: true as const,
        ...(await sendReplacementOrder(deps, {
          operator: currentOperator(request),
          orderId: request.params.order_id,
          reason: request.body.reason,
        })),
      }),
    );

    app.post(
      '/orders/:order_id/notes',
      {
        schema: {
          tags,
          summary: "Add an operator's note to the order",
          params: adminOrderParamsSchema,
          body: adminNoteBodySchema,
          response: { 200: adminActionResultSchema, 400: apiErrorSchema, ...errors },
        },
      },
      async (request) => ({
        ok: true as const,
        ...(await addOrderNote(deps, {
          operator: currentOperator(request),
          orderId: request.params.order_id,
          text: request.body.text,
        })),
      }),
    );
  };

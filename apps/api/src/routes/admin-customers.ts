import {
  adminActionResultSchema,
  adminCustomerDetailSchema,
  adminCustomerParamsSchema,
  adminCustomersResponseSchema,
  adminDesignParamsSchema,
  adminDesignsResponseSchema,
  adminGrantQuotaBodySchema,
  adminListQuerySchema,
  apiErrorSchema,
} from '@prompttee/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getCustomer } from '../modules/admin/get-customer';
import { grantDesignQuota } from '../modules/admin/grant-design-quota';
import { listAllDesigns } from '../modules/admin/list-all-designs';
import { listCustomers } from '../modules/admin/list-customers';
import { removeDesign } from '../modules/admin/remove-design';
import { setCustomerDisabled } from '../modules/admin/set-customer-disabled';
import type { UseCaseDeps } from '../modules/use-case-deps';
import { currentOperator } from '../plugins/require-operator';

const errors = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const action = { 200: adminActionResultSchema, 400: apiErrorSchema, 409: apiErrorSchema, ...errors };

/** The console's customers and designs: look up, disable or enable, grant quota, remove a design. */
export const adminCustomerRoutes =
  (deps: UseCaseDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['admin'];
    const params = adminCustomerParamsSchema;

    app.get(
      '/customers',
      {
        schema: {
          tags,
          summary: 'Every account, newest first, searched by e-mail or name',
          querystring: adminListQuerySchema,
          response: { 200: adminCustomersResponseSchema, 400: apiErrorSchema, ...errors },
        },
      },
      async (request) => listCustomers(deps, request.query),
    );

    app.get(
      '/customers/:customer_id',
      {
        schema: {
          tags,
          summary: 'An account, its quota and audit log',
          params,
          response: { 200: adminCustomerDetailSchema, ...errors },
        },
      },
      async (request) => getCustomer(deps, { customerId: request.params.customer_id }),
    );

    for (const [verb, disabled] of [
      ['disable', true],
      ['enable', false],
    ] as const) {
      app.post(
        `/customers/:customer_id/${verb}`,
        {
          schema: {
            tags,
            summary: disabled ? 'Disable the account and end its sessions' : 'Enable the account again',
            params,
            response: action,
          },
        },
        async (request) => ({
          ok: true as const,
          ...(await setCustomerDisabled(deps, {
            operator: currentOperator(request),
            customerId: request.params.customer_id,
            disabled,
          })),
        }),
      );
    }

    app.post(
      '/customers/:customer_id/quota-grants',
      {
        schema: {
          tags,
          summary: 'Grant extra designs for the current month',
          params,
          body: adminGrantQuotaBodySchema,
          response: action,
        },
      },
      async (request) => ({
        ok: true as const,
        ...(await grantDesignQuota(deps, {
          operator: currentOperator(request),
          customerId: request.params.customer_id,
          units: request.body.units,
        })),
      }),
    );

    app.get(
      '/designs',
      {
        schema: {
          tags,
          summary: "Every customer's designs, newest first, with prompts and thumbnails",
          querystring: adminListQuerySchema,
          response: { 200: adminDesignsResponseSchema, 400: apiErrorSchema, ...errors },
        },
      },
      async (request) => listAllDesigns(deps, request.query),
    );

    app.delete(
      '/designs/:design_id',
      {
        schema: {
          tags,
          summary: 'Remove a design; orders that need its print file keep it',
          params: adminDesignParamsSchema,
          response: action,
        },
      },
      async (request) => ({
        ok: true as const,
        ...(await removeDesign(deps, {
          operator: currentOperator(request),
          designId: request.params.design_id,
        })),
      }),
    );
  };

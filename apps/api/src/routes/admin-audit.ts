import { adminAuditLogQuerySchema, adminAuditLogResponseSchema, apiErrorSchema } from '@prompttee/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listAuditLog } from '../modules/admin/list-audit-log';
import type { UseCaseDeps } from '../modules/use-case-deps';

/** The console's audit log page: every operator action in the shop, not only one order's. */
export const adminAuditRoutes =
  (deps: UseCaseDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/audit-log',
      {
        schema: {
          tags: ['admin'],
          summary: "The shop's audit log, newest first, 50 entries a page",
          querystring: adminAuditLogQuerySchema,
          response: {
            200: adminAuditLogResponseSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            403: apiErrorSchema,
          },
        },
      },
      async (request) => listAuditLog(deps, { page: request.query.page }),
    );
  };

import { adminOverviewSchema, apiErrorSchema } from '@prompttee/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getOverview } from '../modules/admin/get-overview';
import type { UseCaseDeps } from '../modules/use-case-deps';

const errors = { 401: apiErrorSchema, 403: apiErrorSchema };

/** The console's front page: the week in numbers and the open alerts. */
export const adminOverviewRoutes =
  (deps: UseCaseDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['admin'];

    app.get(
      '/overview',
      {
        schema: {
          tags,
          summary: 'Orders today and this week, revenue, designs generated, open alerts, orders per day',
          response: { 200: adminOverviewSchema, ...errors },
        },
      },
      async () => getOverview(deps, { openAlerts: [] }),
    );
  };

import {
  adminActionResultSchema,
  adminAlertParamsSchema,
  adminAlertsQuerySchema,
  adminAlertsResponseSchema,
  adminOverviewSchema,
  adminSessionSchema,
  apiErrorSchema,
} from '@prompttee/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listAlerts, resolveAlert } from '../modules/admin/alerts';
import { getOverview } from '../modules/admin/get-overview';
import type { UseCaseDeps } from '../modules/use-case-deps';
import { requestLocale } from '../plugins/request-locale';
import { currentOperator } from '../plugins/require-operator';

const errors = { 401: apiErrorSchema, 403: apiErrorSchema };

/** The console's front page (the week in numbers, the open alerts) and the alerts themselves. */
export const adminOverviewRoutes =
  (deps: UseCaseDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['admin'];

    app.get(
      '/session',
      {
        schema: {
          tags,
          summary: 'Whether the caller is an operator: the console asks before it opens',
          response: { 200: adminSessionSchema, ...errors },
        },
      },
      async (request) => ({ email: currentOperator(request).email }),
    );

    app.get(
      '/overview',
      {
        schema: {
          tags,
          summary: 'Orders today and this week, revenue, designs generated, open alerts, orders per day',
          response: { 200: adminOverviewSchema, ...errors },
        },
      },
      // Alerts in the reader's language (Accept-Language, which the console sends).
      async (request) =>
        getOverview(deps, { openAlerts: await listAlerts(deps, { locale: requestLocale(request) }) }),
    );

    app.get(
      '/alerts',
      {
        schema: {
          tags,
          summary: 'The newest alerts: open ones, or all with ?all=true',
          querystring: adminAlertsQuerySchema,
          response: { 200: adminAlertsResponseSchema, 400: apiErrorSchema, ...errors },
        },
      },
      async (request) => ({
        alerts: await listAlerts(deps, { all: request.query.all === 'true', locale: requestLocale(request) }),
      }),
    );

    app.post(
      '/alerts/:alert_id/resolve',
      {
        schema: {
          tags,
          summary: 'Mark an alert dealt with',
          params: adminAlertParamsSchema,
          response: { 200: adminActionResultSchema, 409: apiErrorSchema, ...errors },
        },
      },
      async (request) => ({
        ok: true as const,
        ...(await resolveAlert(deps, {
          operator: currentOperator(request),
          alertId: request.params.alert_id,
        })),
      }),
    );
  };

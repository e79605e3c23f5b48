import { apiErrorSchema, vatReportQuerySchema, vatReportResponseSchema } from '@prompttee/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { vatReport, vatReportCsv } from '../modules/admin/vat-report';
import type { UseCaseDeps } from '../modules/use-case-deps';

/** GET /v1/admin/vat-report: the One-Stop-Shop return's figures for a period, as JSON or CSV. */
export const adminVatReportRoutes =
  (deps: UseCaseDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/vat-report',
      {
        schema: {
          tags: ['admin'],
          summary: 'Sales and VAT per destination and rate, refunds subtracted where they happen',
          querystring: vatReportQuerySchema,
          response: {
            200: z.union([vatReportResponseSchema, z.string()]),
            400: apiErrorSchema,
            401: apiErrorSchema,
            403: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const { from, to, format } = request.query;
        const rows = await vatReport(deps, { from, to });
        if (format !== 'csv') return { rows };
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="vat-report-${from}-${to}.csv"`)
          .send(vatReportCsv(rows));
      },
    );
  };

import { apiErrorSchema, vatReportQuerySchema, vatReportResponseSchema } from '@prompttee/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { vatReport } from '../modules/admin/vat-report';
import { vatReportCsv } from '../modules/admin/vat-report-csv';
import type { UseCaseDeps } from '../modules/use-case-deps';

/** GET /v1/admin/vat-report: the Estonian and One-Stop-Shop returns' figures for a period, as JSON or CSV. */
export const adminVatReportRoutes =
  (deps: UseCaseDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/vat-report',
      {
        schema: {
          tags: ['admin'],
          summary:
            'Sales and refunds with their VAT: Estonian (KMD) apart from One-Stop-Shop per member state and rate',
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
        const report = await vatReport(deps, { from, to });
        if (format !== 'csv') return report;
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="vat-report-${from}-${to}.csv"`)
          .send(vatReportCsv(report));
      },
    );
  };

import { adminOrderParamsSchema, apiErrorSchema } from '@prompttee/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getOrderDocumentPdf } from '../modules/invoices/get-invoice-pdf';
import type { UseCaseDeps } from '../modules/use-case-deps';

const pdfResponse = z.any().describe('application/pdf');
// 409: an invoice in another currency than the euro waits for the exchange rate of its day.
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

/**
 * GET /v1/admin/orders/{order_id}/invoice and /credit-note: any order's documents, as the
 * customer gets them. Reads, like the rest of the console's, are not audited.
 */
export const adminOrderDocumentRoutes =
  (deps: UseCaseDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const pdfRoute = (path: string, kind: 'invoice' | 'credit_note', summary: string) =>
      app.get(
        path,
        {
          schema: {
            tags: ['admin'],
            summary,
            params: adminOrderParamsSchema,
            response: { 200: pdfResponse, ...errors },
          },
        },
        async (request, reply) => {
          const { number, pdf } = await getOrderDocumentPdf(deps, { orderId: request.params.order_id, kind });
          return reply
            .type('application/pdf')
            .header('content-disposition', `inline; filename="${number}.pdf"`)
            .header('cache-control', 'private, no-cache')
            .send(pdf);
        },
      );
    pdfRoute(
      '/orders/:order_id/invoice',
      'invoice',
      "The order's invoice as PDF (issued now if paid and not yet)",
    );
    pdfRoute('/orders/:order_id/credit-note', 'credit_note', "The refunded order's credit note as PDF");
  };

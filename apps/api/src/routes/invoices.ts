import { apiErrorSchema, invoicesResponseSchema, orderParamsSchema } from '@prompttee/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getInvoicePdf } from '../modules/invoices/get-invoice-pdf';
import { listInvoices } from '../modules/invoices/list-invoices';
import type { UseCaseDeps } from '../modules/use-case-deps';
import { currentUser } from '../plugins/authenticate';

const pdfResponse = z.any().describe('application/pdf');
// 409: an invoice in another currency than the euro waits for the exchange rate of its day.
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/** GET /v1/invoices, and each order's invoice and credit note as PDF (owner only). */
export const invoiceRoutes =
  (deps: UseCaseDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['Invoices'];

    app.get(
      '/invoices',
      { schema: { tags, response: { 200: invoicesResponseSchema, 401: apiErrorSchema } } },
      async (request) => ({
        invoices: await listInvoices(deps, { userId: currentUser(request).id }),
      }),
    );

    const pdfRoute = (path: string, kind: 'invoice' | 'credit_note') =>
      app.get(
        path,
        { schema: { tags, params: orderParamsSchema, response: { 200: pdfResponse, ...errors } } },
        async (request, reply) => {
          const { number, pdf } = await getInvoicePdf(deps, {
            userId: currentUser(request).id,
            orderId: request.params.order_id,
            kind,
          });
          return reply
            .type('application/pdf')
            .header('content-disposition', `inline; filename="${number}.pdf"`)
            .header('cache-control', 'private, no-cache')
            .send(pdf);
        },
      );
    pdfRoute('/orders/:order_id/invoice', 'invoice');
    pdfRoute('/orders/:order_id/credit-note', 'credit_note');
  };

import { tallinnDay, type Locale } from '@prompttee/domain';
import { raiseAlert } from '../alerts/raise-alert';
import { emailShopFromConfig } from '../mail';
import { orderCurrency } from '../orders/order-currency';
import type { OrderRow } from '../orders/order-repository';
import { orderRowVatBreakdown } from '../orders/order-vat';
import { orderLineName } from '../orders/order-line-name';
import type { UseCaseDeps } from '../use-case-deps';
import {
  buildCreditNoteDocument,
  buildInvoiceDocument,
  documentLocale,
  invoiceTotals,
} from './build-invoice-document';
import { euroAmountsOf, ExchangeRateMissing } from './invoice-euro-amounts';
import type { InvoiceEuroAmounts, InvoiceRepository, InvoiceRow } from './invoice-repository';
import { renderInvoicePdf } from './render-invoice-pdf';

export type IssueInvoiceDeps = Pick<
  UseCaseDeps,
  | 'orders'
  | 'catalog'
  | 'blobStore'
  | 'config'
  | 'clock'
  | 'exchangeRates'
  | 'alerts'
  | 'identity'
  | 'mailer'
  | 'log'
> & {
  invoices: InvoiceRepository;
};

const yearOf = (at: Date) => Number(tallinnDay(at).slice(0, 4));

/**
 * The invoice of a paid order: issued once (its number taken and its content fixed in one
 * transaction), then its PDF stored. Asked again, it answers the same invoice; a PDF that was not
 * stored (a crash in between) is made from the fixed content. Null for an order not paid.
 */
export async function issueInvoice(deps: IssueInvoiceDeps, orderId: string): Promise<InvoiceRow | null> {
  const order = await deps.orders.byId(orderId);
  if (!order || order.paidAt === null) return null;
  const items = await deps.orders.itemsOf(order.id);
  // Each line named in the document's language: the product, colour and areas as it words them.
  const linesIn = (locale: Locale) =>
    items.map((item) => ({
      description: orderLineName(deps.catalog, item, locale),
      quantity: item.quantity,
      unitGrossCents: item.unitPriceCents,
    }));
  const vat = orderRowVatBreakdown(order);
  const issuedAt = deps.clock.now();
  const inEuros = await invoiceInEuros(deps, order, invoiceTotals(order, vat));
  const row = await deps.invoices.issueOnce({
    orderId: order.id,
    kind: 'invoice',
    issuedAt,
    year: yearOf(issuedAt),
    // Orders do not record the language they were placed in yet: the account's, else English.
    document: (number, accountLocale) =>
      buildInvoiceDocument({
        number,
        locale: documentLocale(accountLocale),
        issuedAt,
        order,
        vat,
        scheme: deps.config.VAT_SCHEME,
        lines: linesIn(documentLocale(accountLocale)),
        seller: emailShopFromConfig(deps.config),
        inEuros,
      }),
  });
  await ensurePdf(deps, row);
  return row;
}

/**
 * The euro totals of an order paid in another currency. Without a rate for its day of supply the
 * invoice is not issued: the operators are alerted (once per currency and day) to enter the day's
 * rates, and the error fails the job, which pg-boss retries.
 */
async function invoiceInEuros(
  deps: IssueInvoiceDeps,
  order: OrderRow,
  totals: ReturnType<typeof invoiceTotals>,
): Promise<InvoiceEuroAmounts | undefined> {
  const supplyDate = tallinnDay(order.paidAt ?? deps.clock.now());
  try {
    return await euroAmountsOf(deps, { currency: orderCurrency(order), supplyDate, totals });
  } catch (err) {
    if (!(err instanceof ExchangeRateMissing)) throw err;
    await raiseAlert(deps, {
      kind: 'exchange_rate_missing',
      ref: `rate:${err.currency}:${supplyDate}`,
      orderId: order.id,
      text: {
        key: 'exchangeRateMissing',
        values: { currency: err.currency, day: supplyDate, order: order.displayOrderId },
      },
    });
    throw err;
  }
}

/** The credit note of a refunded order, referring to its invoice (issued first if it was not). */
export async function issueCreditNote(deps: IssueInvoiceDeps, orderId: string): Promise<InvoiceRow | null> {
  const invoice = await issueInvoice(deps, orderId);
  if (!invoice) return null;
  const issuedAt = deps.clock.now();
  const row = await deps.invoices.issueOnce({
    orderId,
    kind: 'credit_note',
    issuedAt,
    year: yearOf(issuedAt),
    document: (number, accountLocale) =>
      buildCreditNoteDocument({
        number,
        locale: documentLocale(accountLocale, invoice.document.locale),
        issuedAt,
        invoice: invoice.document,
      }),
  });
  await ensurePdf(deps, row);
  return row;
}

/** The stored PDF of a document, made and stored first if it is missing. */
export async function ensurePdf(
  deps: Pick<IssueInvoiceDeps, 'blobStore' | 'config'>,
  row: InvoiceRow,
): Promise<Buffer> {
  const stored = await deps.blobStore.get(row.pdfKey);
  if (stored) return stored;
  const pdf = await renderInvoicePdf(row.document, deps.config.SHOP_NAME);
  await deps.blobStore.put(row.pdfKey, pdf, 'application/pdf');
  return pdf;
}

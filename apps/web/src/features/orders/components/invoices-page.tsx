import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { InvoiceListItem } from '@prompttee/domain';
import { useQuery } from '@tanstack/react-query';
import { ReceiptText } from 'lucide-react';
import { Link } from 'react-router';
import { DocumentButton } from '@/components/document-button';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useFormat } from '@/i18n/use-format';
import { invoicesQuery } from '../api/get-invoices';
import { currencyOf, formatOrderDate } from '../lib/format-order';

const KIND_LABELS = { invoice: msg`Invoice`, credit_note: msg`Credit note` } as const;

/** /invoices: the customer's invoices and credit notes, each with its PDF. */
export function InvoicesPage() {
  const { t } = useLingui();
  const { data, isPending, error, refetch, isRefetching } = useQuery(invoicesQuery());
  return (
    <div className="mx-auto w-full max-w-4xl px-4 pt-6 pb-24 md:px-8 md:py-10">
      <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{t`Invoices`}</h1>
      <p className="mt-1 mb-6 text-sm text-muted-foreground">
        {t`The invoice of every paid order, and the credit note of every refund.`}
      </p>
      {isPending ? (
        <PageSpinner text={t`Loading invoices...`} />
      ) : error ? (
        <Alert
          tone="error"
          title={t`Error`}
          action={
            <Button variant="outline" size="sm" onClick={() => void refetch()} disabled={isRefetching}>
              {t`Retry`}
            </Button>
          }
        >
          {t`Unable to load your invoices. Please try again later.`}
        </Alert>
      ) : data.length === 0 ? (
        <NoInvoices />
      ) : (
        <ul className="divide-y rounded-lg border bg-card shadow-sm" aria-label={t`Invoices`}>
          {data.map((invoice) => (
            <InvoiceRow key={invoice.number} invoice={invoice} />
          ))}
        </ul>
      )}
    </div>
  );
}

function InvoiceRow({ invoice }: { invoice: InvoiceListItem }) {
  const { t } = useLingui();
  const { money, locale } = useFormat();
  const kind = t(KIND_LABELS[invoice.kind]);
  const number = invoice.number;
  const orderNumber = invoice.display_order_id;
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 p-4" data-testid="invoice-row">
      <div className="min-w-0 flex-1">
        <p className="font-semibold tracking-wide tabular-nums">{invoice.number}</p>
        <p className="text-sm text-muted-foreground">
          {kind} · <time dateTime={invoice.issued_at}>{formatOrderDate(invoice.issued_at, locale)}</time> ·{' '}
          {t`Order ${orderNumber}`}
        </p>
      </div>
      <p className="font-semibold tabular-nums">
        {invoice.kind === 'credit_note' && '−'}
        {money(invoice.gross, currencyOf(invoice))}
      </p>
      <DocumentButton
        path={invoice.url}
        label="PDF"
        accessibleName={t({
          comment: 'Names an invoice or credit note and its number',
          message: `PDF of ${kind} ${number}`,
        })}
      />
    </li>
  );
}

function NoInvoices() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed bg-card/50 px-6 py-14 text-center">
      <ReceiptText className="size-10 text-muted-foreground/70" aria-hidden />
      <p className="text-base font-medium">
        <Trans>No invoices yet</Trans>
      </p>
      <p className="text-sm text-muted-foreground">
        <Trans>An order's invoice appears here once it is paid.</Trans>
      </p>
      <Button asChild variant="outline" className="mt-2">
        <Link to={paths.orderHistory}>
          <Trans>Order History</Trans>
        </Link>
      </Button>
    </div>
  );
}

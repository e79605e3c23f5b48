import type { InvoiceListItem } from '@prompttee/domain';
import { useQuery } from '@tanstack/react-query';
import { ReceiptText } from 'lucide-react';
import { Link } from 'react-router';
import { DocumentButton } from '@/components/document-button';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { invoicesQuery } from '../api/get-invoices';
import { formatOrderDate, formatTotal } from '../lib/format-order';

const KIND_LABELS = { invoice: 'Invoice', credit_note: 'Credit note' } as const;

/** /invoices: the customer's invoices and credit notes, each with its PDF. */
export function InvoicesPage() {
  const { data, isPending, error, refetch, isRefetching } = useQuery(invoicesQuery());
  return (
    <div className="mx-auto w-full max-w-4xl px-4 pt-6 pb-24 md:px-8 md:py-10">
      <h1 className="text-2xl font-bold tracking-tight md:text-3xl">Invoices</h1>
      <p className="mt-1 mb-6 text-sm text-muted-foreground">
        The invoice of every paid order, and the credit note of every refund.
      </p>
      {isPending ? (
        <PageSpinner text="Loading invoices..." />
      ) : error ? (
        <Alert
          tone="error"
          title="Error"
          action={
            <Button variant="outline" size="sm" onClick={() => void refetch()} disabled={isRefetching}>
              Retry
            </Button>
          }
        >
          Unable to load your invoices. Please try again later.
        </Alert>
      ) : data.length === 0 ? (
        <NoInvoices />
      ) : (
        <ul className="divide-y rounded-lg border bg-card shadow-sm" aria-label="Invoices">
          {data.map((invoice) => (
            <InvoiceRow key={invoice.number} invoice={invoice} />
          ))}
        </ul>
      )}
    </div>
  );
}

function InvoiceRow({ invoice }: { invoice: InvoiceListItem }) {
  const kind = KIND_LABELS[invoice.kind];
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 p-4" data-testid="invoice-row">
      <div className="min-w-0 flex-1">
        <p className="font-semibold tracking-wide tabular-nums">{invoice.number}</p>
        <p className="text-sm text-muted-foreground">
          {kind} · <time dateTime={invoice.issued_at}>{formatOrderDate(invoice.issued_at)}</time> · Order{' '}
          {invoice.display_order_id}
        </p>
      </div>
      <p className="font-semibold tabular-nums">
        {invoice.kind === 'credit_note' && '−'}
        {formatTotal(invoice.gross)}
      </p>
      <DocumentButton path={invoice.url} label="PDF" accessibleName={`PDF of ${kind} ${invoice.number}`} />
    </li>
  );
}

function NoInvoices() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed bg-card/50 px-6 py-14 text-center">
      <ReceiptText className="size-10 text-muted-foreground/70" aria-hidden />
      <p className="text-base font-medium">No invoices yet</p>
      <p className="text-sm text-muted-foreground">An order's invoice appears here once it is paid.</p>
      <Button asChild variant="outline" className="mt-2">
        <Link to={paths.orderHistory}>Order History</Link>
      </Button>
    </div>
  );
}

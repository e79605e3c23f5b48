import { formatEuro, type AdminOrderDetail } from '@prompttee/domain';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { adminActions } from '../api/admin-actions';
import { adminOrderQuery } from '../api/get-admin-data';
import { formatDateTime } from '../lib/format';
import { AuditList } from './audit-list';
import { ConfirmAction } from './confirm-action';
import { DocumentsSection } from './documents-section';
import {
  AddressSection,
  EmailsSection,
  ItemsSection,
  PaymentsSection,
  ProducerSection,
} from './order-sections';
import { QueryState } from './query-state';
import { Section } from './section';
import { StatusPill } from './status-pill';

function OrderActions({ detail }: { detail: AdminOrderDetail }) {
  const { order } = detail;
  return (
    <div className="flex flex-wrap gap-2">
      {detail.can_retry_submission && (
        <ConfirmAction
          label="Retry submission"
          title={`Send ${order.display_order_id} to the producer?`}
          description="The order goes to the print producer now, with its print files. Use it after the producer refused it or the sending job gave up."
          confirmLabel="Send to the producer"
          run={() => adminActions.retrySubmission(order.order_id)}
        />
      )}
      {detail.can_refund && (
        <ConfirmAction
          label="Cancel and refund"
          variant="destructive"
          destructive
          title={`Cancel ${order.display_order_id} and refund ${formatEuro(order.total_amount)}?`}
          description={`The payment goes back to ${order.customer_email}'s card, the order becomes canceled and the customer gets an e-mail. This cannot be undone.`}
          confirmLabel="Cancel and refund"
          field={{ label: 'Reason (kept in the audit log)', kind: 'text' }}
          run={(reason) => adminActions.refund(order.order_id, reason)}
        />
      )}
      <ConfirmAction
        label="Add note"
        title="Add a note to this order"
        description="Other operators see it in the order's audit log. The customer does not."
        confirmLabel="Add note"
        field={{ label: 'Note', kind: 'textarea' }}
        run={(text) => adminActions.addNote(order.order_id, text)}
      />
    </div>
  );
}

/** /admin/orders/:orderId: everything about one order, and what an operator can do to it. */
export function AdminOrderPage() {
  const { orderId = '' } = useParams();
  const query = useQuery(adminOrderQuery(orderId));
  return (
    <div>
      <Link
        to="/admin/orders"
        className="mb-4 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden /> All orders
      </Link>
      <QueryState query={query} loading="Loading the order...">
        {(detail) => (
          <div className="space-y-4">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0">
                <h2 className="flex flex-wrap items-center gap-2 text-xl font-semibold tracking-tight">
                  {detail.order.display_order_id} <StatusPill status={detail.order.status} />
                </h2>
                <p className="text-sm break-words text-muted-foreground">
                  <Link
                    to={`/admin/customers/${encodeURIComponent(detail.order.customer_id)}`}
                    className="text-primary underline-offset-4 hover:underline"
                  >
                    {detail.order.customer_email}
                  </Link>{' '}
                  · placed {formatDateTime(detail.order.created_at)} · {formatEuro(detail.order.total_amount)}
                  {detail.order.shipping > 0 && ` (shipping ${formatEuro(detail.order.shipping)})`}
                </p>
              </div>
              <OrderActions detail={detail} />
            </div>
            <div className="grid gap-4 lg:grid-cols-2">
              <ItemsSection items={detail.items} />
              <PaymentsSection detail={detail} />
              <DocumentsSection displayOrderId={detail.order.display_order_id} documents={detail.documents} />
              <ProducerSection detail={detail} />
              <AddressSection detail={detail} />
              <EmailsSection emails={detail.emails} />
              <Section title="Audit log" className="lg:col-span-2">
                <AuditList entries={detail.audit} />
              </Section>
            </div>
          </div>
        )}
      </QueryState>
    </div>
  );
}

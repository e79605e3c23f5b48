import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminOrderDetail } from '@prompttee/domain';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { orderStatusText } from '@/i18n/order-status-texts';
import { adminActions } from '../api/admin-actions';
import { adminOrderQuery } from '../api/get-admin-data';
import { useAdminFormat } from '../lib/format';
import { AuditList } from './audit-list';
import { ClaimSection, ReplacementOf } from './claim-section';
import { ConfirmAction } from './confirm-action';
import { DocumentsSection } from './documents-section';
import { ItemsSection } from './order-items-section';
import { AddressSection, EmailsSection, PaymentsSection, ProducerSection } from './order-sections';
import { QueryState } from './query-state';
import { Section } from './section';
import { StatusPill } from './status-pill';

function OrderActions({ detail }: { detail: AdminOrderDetail }) {
  const { t, i18n } = useLingui();
  const { money } = useAdminFormat();
  const { order } = detail;
  const orderNumber = order.display_order_id;
  const total = money(order.total_amount, order.currency);
  const email = order.customer_email;
  const status = orderStatusText(i18n, order.status);
  return (
    <div className="flex flex-wrap gap-2">
      {detail.can_retry_submission && (
        <ConfirmAction
          label={t`Retry submission`}
          title={t`Send ${orderNumber} to the producer?`}
          description={t`The order goes to the print producer now, with its print files. Use it after the producer refused it or the sending job gave up.`}
          confirmLabel={t`Send to the producer`}
          run={() => adminActions.retrySubmission(order.order_id)}
        />
      )}
      {detail.can_send_replacement && (
        <ConfirmAction
          label={t`Send a replacement`}
          title={t`Send a replacement for ${orderNumber} at no charge?`}
          description={t`A new order of the same items goes to the producer now, to the same address, with nothing to pay and no invoice. ${email} gets an e-mail. A claim is settled once: its money can no longer be refunded.`}
          confirmLabel={t`Send the replacement`}
          field={{ label: t`Reason (kept in the audit log)`, kind: 'text' }}
          run={(reason) => adminActions.sendReplacement(order.order_id, reason)}
        />
      )}
      {detail.can_refund_claim && (
        <ConfirmAction
          label={t`Refund the claim`}
          variant="destructive"
          destructive
          title={t`Refund ${total} for a defect in ${orderNumber}?`}
          description={t`The payment goes back to ${email}'s card and a credit note is issued; the order stays ${status} and the customer keeps the shirt. The customer gets an e-mail. This cannot be undone.`}
          confirmLabel={t`Refund the claim`}
          field={{ label: t`Reason (kept in the audit log)`, kind: 'text' }}
          run={(reason) => adminActions.refundClaim(order.order_id, reason)}
        />
      )}
      {detail.can_refund && (
        <ConfirmAction
          label={t`Cancel and refund`}
          variant="destructive"
          destructive
          title={t`Cancel ${orderNumber} and refund ${total}?`}
          description={t`The payment goes back to ${email}'s card, the order becomes canceled and the customer gets an e-mail. This cannot be undone.`}
          confirmLabel={t`Cancel and refund`}
          field={{ label: t`Reason (kept in the audit log)`, kind: 'text' }}
          run={(reason) => adminActions.refund(order.order_id, reason)}
        />
      )}
      <ConfirmAction
        label={t`Add note`}
        title={t`Add a note to this order`}
        description={t`Other operators see it in the order's audit log. The customer does not.`}
        confirmLabel={t`Add note`}
        field={{ label: t({ comment: 'An operator’s note on an order', message: 'Note' }), kind: 'textarea' }}
        run={(text) => adminActions.addNote(order.order_id, text)}
      />
    </div>
  );
}

/** The order's number, status, customer, when it was placed and what it came to. */
function OrderHeading({
  order,
  replacementOf,
}: {
  order: AdminOrderDetail['order'];
  replacementOf: AdminOrderDetail['replacement_of'];
}) {
  const { t } = useLingui();
  const { money, dateTime } = useAdminFormat();
  const placedAt = dateTime(order.created_at);
  const total = money(order.total_amount, order.currency);
  const shipping = money(order.shipping, order.currency);
  return (
    <div className="min-w-0">
      <h2 className="flex flex-wrap items-center gap-2 text-xl font-semibold tracking-tight">
        {order.display_order_id} <StatusPill status={order.status} />
      </h2>
      <p className="text-sm break-words text-muted-foreground">
        {/* Underlined: a link inside a line of text must not be told apart by its colour alone. */}
        <Link
          to={`/admin/customers/${encodeURIComponent(order.customer_id)}`}
          className="text-primary underline underline-offset-4"
        >
          {order.customer_email}
        </Link>{' '}
        · {t`placed ${placedAt}`} · {total}
        {order.shipping > 0 && ` ${t`(shipping ${shipping})`}`}
      </p>
      {replacementOf && <ReplacementOf original={replacementOf} />}
    </div>
  );
}

/** /admin/orders/:orderId: everything about one order, and what an operator can do to it. */
export function AdminOrderPage() {
  const { t } = useLingui();
  const { orderId = '' } = useParams();
  const query = useQuery(adminOrderQuery(orderId));
  return (
    <div>
      <Link
        to="/admin/orders"
        className="mb-4 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden /> <Trans>All orders</Trans>
      </Link>
      <QueryState query={query} loading={t`Loading the order...`}>
        {(detail) => (
          <div className="space-y-4">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <OrderHeading order={detail.order} replacementOf={detail.replacement_of} />
              <OrderActions detail={detail} />
            </div>
            <div className="grid gap-4 lg:grid-cols-2">
              <ItemsSection order={detail.order} items={detail.items} />
              <PaymentsSection detail={detail} />
              {detail.claim && <ClaimSection claim={detail.claim} />}
              <DocumentsSection
                displayOrderId={detail.order.display_order_id}
                documents={detail.documents}
                replacement={!!detail.replacement_of}
              />
              <ProducerSection detail={detail} />
              <AddressSection detail={detail} />
              <EmailsSection emails={detail.emails} />
              <Section title={t`Audit log`} className="lg:col-span-2">
                <AuditList entries={detail.audit} />
              </Section>
            </div>
          </div>
        )}
      </QueryState>
    </div>
  );
}

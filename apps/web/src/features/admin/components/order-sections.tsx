import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminOrderDetail } from '@prompttee/domain';
import { useAdminFormat } from '../lib/format';
import { Facts, Section } from './section';
import { StatusText } from './status-pill';

type Event = AdminOrderDetail['producer_events'][number];

function EventList({ events, empty }: { events: Event[]; empty: string }) {
  const { dateTime } = useAdminFormat();
  if (events.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <ol className="space-y-1.5 text-sm">
      {events.map((e, i) => (
        <li key={i} className="flex flex-wrap justify-between gap-x-3">
          <span>
            <StatusText status={e.status} />{' '}
            <span className="text-xs text-muted-foreground">({e.source})</span>
          </span>
          <span className="text-xs text-muted-foreground">{dateTime(e.created_at)}</span>
        </li>
      ))}
    </ol>
  );
}

// A checkout session's state as Stripe and the test checkout name it; another shows as it comes.
const SESSION_STATUSES: Record<string, MessageDescriptor> = {
  open: msg({ comment: 'A checkout session that awaits payment', message: 'open' }),
  complete: msg({ comment: 'A checkout session that was paid', message: 'complete' }),
  expired: msg({ comment: 'A checkout session that ran out of time', message: 'expired' }),
};

export function PaymentsSection({ detail }: { detail: AdminOrderDetail }) {
  const { t } = useLingui();
  const sessionStatus = (status: string) => {
    const words = SESSION_STATUSES[status];
    return words ? t(words) : status;
  };
  const { money, dateTime } = useAdminFormat();
  return (
    <Section title={t`Payments`}>
      <ul className="mb-3 space-y-2 text-sm">
        {detail.payment_sessions.map((s) => {
          const refundedAt = s.refunded_at && dateTime(s.refunded_at);
          return (
            <li key={s.session_id} className="min-w-0">
              <p className="font-mono text-xs break-all">{s.session_id}</p>
              <p className="text-muted-foreground">
                {s.provider} · {sessionStatus(s.status)} · {money(s.amount, detail.order.currency)}
                {refundedAt && <span className="text-destructive"> · {t`refunded ${refundedAt}`}</span>}
              </p>
            </li>
          );
        })}
      </ul>
      <EventList events={detail.payment_events} empty={t`No payment events.`} />
    </Section>
  );
}

export function ProducerSection({ detail }: { detail: AdminOrderDetail }) {
  const { t } = useLingui();
  return (
    <Section title={t`Production`}>
      <div className="mb-3">
        <Facts
          rows={[
            [t`Producer order`, detail.order.producer_order_id ?? t`not sent yet`],
            [t`Tracking`, detail.order.tracking_number ?? t`none yet`],
          ]}
        />
      </div>
      <EventList events={detail.producer_events} empty={t`No events.`} />
    </Section>
  );
}

export function AddressSection({ detail }: { detail: AdminOrderDetail }) {
  const { t } = useLingui();
  const a = detail.shipping_address;
  return (
    <Section title={t`Ship to`}>
      <address className="text-sm not-italic">
        {a.first_name} {a.last_name}
        {a.company && <>, {a.company}</>}
        <br />
        {a.address1}
        {a.address2 && <>, {a.address2}</>}
        <br />
        {a.postcode} {a.city}, {a.county}, {a.country}
        <br />
        {a.phone1}
      </address>
    </Section>
  );
}

const EMAIL_LABELS: Record<string, MessageDescriptor> = {
  order_confirmation: msg`Order confirmation`,
  shipped_notice: msg`Shipped notice`,
  canceled_notice: msg`Canceled and refunded`,
  claim_refund_notice: msg`Refunded for a defect`,
  replacement_notice: msg`Replacement on its way`,
};

export function EmailsSection({ emails }: { emails: AdminOrderDetail['emails'] }) {
  const { t } = useLingui();
  const { dateTime } = useAdminFormat();
  const kindName = (kind: string) => {
    const label = EMAIL_LABELS[kind];
    return label ? t(label) : kind;
  };
  return (
    <Section title={t`E-mails sent`}>
      {emails.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          <Trans comment="No e-mails sent yet">None yet.</Trans>
        </p>
      ) : (
        <Facts rows={emails.map((e) => [kindName(e.kind), dateTime(e.sent_at)])} />
      )}
    </Section>
  );
}

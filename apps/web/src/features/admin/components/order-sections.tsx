import { formatEuro, statusLabel, type AdminOrderDetail } from '@prompttee/domain';
import { formatDateTime } from '../lib/format';
import { Facts, Section } from './section';

type Event = AdminOrderDetail['producer_events'][number];

function EventList({ events, empty }: { events: Event[]; empty: string }) {
  if (events.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <ol className="space-y-1.5 text-sm">
      {events.map((e, i) => (
        <li key={i} className="flex flex-wrap justify-between gap-x-3">
          <span className="capitalize">
            {statusLabel(e.status)}{' '}
            <span className="text-xs text-muted-foreground normal-case">({e.source})</span>
          </span>
          <span className="text-xs text-muted-foreground">{formatDateTime(e.created_at)}</span>
        </li>
      ))}
    </ol>
  );
}

export function ItemsSection({ items }: { items: AdminOrderDetail['items'] }) {
  return (
    <Section title="Items" className="lg:col-span-2">
      <ul className="divide-y">
        {items.map((item) => (
          <li key={item.item_id} className="flex flex-wrap items-center gap-3 py-3 first:pt-0 last:pb-0">
            {(['front', 'back'] as const).map(
              (side) =>
                (item.mockups[side] ?? item.thumbnails[side]) && (
                  <img
                    key={side}
                    src={(item.mockups[side] ?? item.thumbnails[side])!}
                    alt={`Design on the ${side}`}
                    width={56}
                    height={56}
                    className="size-14 rounded-md border bg-muted object-contain"
                  />
                ),
            )}
            <div className="min-w-0 flex-1 text-sm">
              <p className="font-medium">
                {item.quantity} × {item.product_name}
              </p>
              <p className="text-muted-foreground">
                {item.color_name} · {item.size_name} · {formatEuro(item.unit_price)} each
              </p>
              <p className="text-xs text-muted-foreground">SKU {item.sku}</p>
            </div>
            <div className="flex flex-wrap gap-2 text-sm">
              {(['front', 'back'] as const).map(
                (side) =>
                  item.print_files[side] && (
                    <a
                      key={side}
                      href={item.print_files[side]!}
                      target="_blank"
                      rel="noreferrer"
                      className="text-primary underline-offset-4 hover:underline"
                    >
                      Print file ({side})
                    </a>
                  ),
              )}
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function PaymentsSection({ detail }: { detail: AdminOrderDetail }) {
  return (
    <Section title="Payments">
      <ul className="mb-3 space-y-2 text-sm">
        {detail.payment_sessions.map((s) => (
          <li key={s.session_id} className="min-w-0">
            <p className="font-mono text-xs break-all">{s.session_id}</p>
            <p className="text-muted-foreground">
              {s.provider} · {s.status} · {formatEuro(s.amount)}
              {s.refunded_at && (
                <span className="text-destructive"> · refunded {formatDateTime(s.refunded_at)}</span>
              )}
            </p>
          </li>
        ))}
      </ul>
      <EventList events={detail.payment_events} empty="No payment events." />
    </Section>
  );
}

export function ProducerSection({ detail }: { detail: AdminOrderDetail }) {
  return (
    <Section title="Production">
      <div className="mb-3">
        <Facts
          rows={[
            ['Producer order', detail.order.producer_order_id ?? 'not sent yet'],
            ['Tracking', detail.order.tracking_number ?? 'none yet'],
          ]}
        />
      </div>
      <EventList events={detail.producer_events} empty="No events." />
    </Section>
  );
}

export function AddressSection({ detail }: { detail: AdminOrderDetail }) {
  const a = detail.shipping_address;
  return (
    <Section title="Ship to">
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

const EMAIL_LABELS: Record<string, string> = {
  order_confirmation: 'Order confirmation',
  shipped_notice: 'Shipped notice',
  canceled_notice: 'Canceled and refunded',
};

export function EmailsSection({ emails }: { emails: AdminOrderDetail['emails'] }) {
  return (
    <Section title="E-mails sent">
      {emails.length === 0 ? (
        <p className="text-sm text-muted-foreground">None yet.</p>
      ) : (
        <Facts rows={emails.map((e) => [EMAIL_LABELS[e.kind] ?? e.kind, formatDateTime(e.sent_at)])} />
      )}
    </Section>
  );
}

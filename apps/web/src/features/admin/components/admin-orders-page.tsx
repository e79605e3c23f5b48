import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ORDER_STATUS_GROUP_LABELS, type AdminOrderSummary, type OrderStatusGroup } from '@prompttee/domain';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router';
import { orderStatusGroupText } from '@/i18n/order-status-texts';
import { adminOrdersQuery } from '../api/get-admin-data';
import { DataTable, type Column } from './data-table';
import { SearchBox, SelectBox } from './list-toolbar';
import { PagedList } from './paged-list';
import { StatusPill } from './status-pill';

const COLUMNS: Column<AdminOrderSummary>[] = [
  {
    header: msg({ comment: 'A column: the order number', message: 'Order' }),
    cell: (o) => (
      <div className="min-w-0">
        <Link
          to={`/admin/orders/${o.order_id}`}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          {o.display_order_id}
        </Link>
        {/* On phones the e-mail and status sit under the number instead of in their own columns. */}
        <p className="text-xs break-all text-muted-foreground sm:hidden">{o.customer_email}</p>
      </div>
    ),
  },
  {
    header: msg`Customer`,
    from: 'sm',
    cell: (o) => <span className="break-all">{o.customer_email}</span>,
  },
  {
    header: msg({ comment: 'A column: when the order was placed', message: 'Placed' }),
    from: 'md',
    cell: (o, { dateTime }) => dateTime(o.created_at),
  },
  { header: msg`Status`, cell: (o) => <StatusPill status={o.status} /> },
  {
    header: msg({ comment: 'A column: what the order came to', message: 'Total' }),
    align: 'right',
    cell: (o, { money }) => <span className="tabular-nums">{money(o.total_amount, o.currency)}</span>,
  },
];

/** /admin/orders: every customer's orders, filtered and searched on the server; filters live in the URL. */
export function AdminOrdersPage() {
  const { t, i18n } = useLingui();
  const [params, setParams] = useSearchParams();
  const group = (params.get('group') ?? '') as OrderStatusGroup | '';
  const q = params.get('q') ?? '';
  const page = Number(params.get('page') ?? '1') || 1;
  const query = useQuery(adminOrdersQuery({ group: group || undefined, q, page }));
  const groups = [
    { value: '' as const, label: t`All statuses` },
    ...ORDER_STATUS_GROUP_LABELS.map((g) => ({ value: g, label: orderStatusGroupText(i18n, g) })),
  ];

  const update = useCallback(
    (changes: Record<string, string>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const onSearch = useCallback((value: string) => update({ q: value, page: '' }), [update]);

  return (
    <PagedList
      toolbar={
        <>
          <SearchBox value={q} onChange={onSearch} label={t`Search by order number or e-mail`} />
          <SelectBox
            value={group}
            options={groups}
            onChange={(g) => update({ group: g, page: '' })}
            label={t`Filter by status`}
          />
        </>
      }
      query={query}
      loading={t`Loading orders...`}
      onPage={(p) => update({ page: String(p) })}
    >
      {(data) => (
        <DataTable
          rows={data.orders}
          columns={COLUMNS}
          rowKey={(o) => o.order_id}
          empty={t`No orders match.`}
          caption={t`Orders, newest first`}
        />
      )}
    </PagedList>
  );
}

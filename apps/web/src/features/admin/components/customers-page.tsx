import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminCustomer } from '@prompttee/domain';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { customersQuery } from '../api/get-admin-data';
import { DataTable, type Column } from './data-table';
import { SearchBox } from './list-toolbar';
import { PagedList } from './paged-list';

export function AccountBadges({ customer }: { customer: AdminCustomer }) {
  return (
    <span className="inline-flex flex-wrap gap-1">
      {customer.disabled && (
        <span className="rounded-full bg-destructive/10 px-2 py-0.5 text-xs font-medium text-destructive">
          <Trans comment="A badge: the account is disabled">disabled</Trans>
        </span>
      )}
      {!customer.email_verified && (
        <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground">
          <Trans comment="A badge: the account's e-mail address is not verified">unverified</Trans>
        </span>
      )}
    </span>
  );
}

const COLUMNS: Column<AdminCustomer>[] = [
  {
    header: msg`Customer`,
    cell: (c) => (
      <div className="min-w-0">
        <Link
          to={`/admin/customers/${encodeURIComponent(c.customer_id)}`}
          className="font-medium break-all text-primary underline-offset-4 hover:underline"
        >
          {c.email}
        </Link>
        <p className="text-xs text-muted-foreground">{c.name}</p>
      </div>
    ),
  },
  { header: msg`Account`, cell: (c) => <AccountBadges customer={c} /> },
  { header: msg`Joined`, from: 'md', cell: (c, { dateTime }) => dateTime(c.created_at) },
  {
    header: msg`Orders`,
    align: 'right',
    from: 'sm',
    cell: (c) => <span className="tabular-nums">{c.orders}</span>,
  },
];

/** /admin/customers: every account, searched by e-mail or name. */
export function CustomersPage() {
  const { t } = useLingui();
  const [filter, setFilter] = useState({ q: '', page: 1 });
  const query = useQuery(customersQuery(filter));
  const onSearch = useCallback((q: string) => setFilter({ q, page: 1 }), []);
  return (
    <PagedList
      toolbar={<SearchBox value={filter.q} onChange={onSearch} label={t`Search by e-mail or name`} />}
      query={query}
      loading={t`Loading customers...`}
      onPage={(page) => setFilter({ ...filter, page })}
    >
      {(data) => (
        <DataTable
          rows={data.customers}
          columns={COLUMNS}
          rowKey={(c) => c.customer_id}
          empty={t`No customers match.`}
          caption={t`Customers, newest first`}
        />
      )}
    </PagedList>
  );
}

import type { AdminCustomer } from '@prompttee/domain';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { customersQuery } from '../api/get-admin-data';
import { formatDateTime } from '../lib/format';
import { DataTable, type Column } from './data-table';
import { SearchBox } from './list-toolbar';
import { PagedList } from './paged-list';

export function AccountBadges({ customer }: { customer: AdminCustomer }) {
  return (
    <span className="inline-flex flex-wrap gap-1">
      {customer.disabled && (
        <span className="rounded-full bg-destructive/10 px-2 py-0.5 text-xs font-medium text-destructive">
          disabled
        </span>
      )}
      {!customer.email_verified && (
        <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground">
          unverified
        </span>
      )}
    </span>
  );
}

const COLUMNS: Column<AdminCustomer>[] = [
  {
    header: 'Customer',
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
  { header: 'Account', cell: (c) => <AccountBadges customer={c} /> },
  { header: 'Joined', from: 'md', cell: (c) => formatDateTime(c.created_at) },
  {
    header: 'Orders',
    align: 'right',
    from: 'sm',
    cell: (c) => <span className="tabular-nums">{c.orders}</span>,
  },
];

/** /admin/customers: every account, searched by e-mail or name. */
export function CustomersPage() {
  const [filter, setFilter] = useState({ q: '', page: 1 });
  const query = useQuery(customersQuery(filter));
  const onSearch = useCallback((q: string) => setFilter({ q, page: 1 }), []);
  return (
    <PagedList
      toolbar={<SearchBox value={filter.q} onChange={onSearch} label="Search by e-mail or name" />}
      query={query}
      loading="Loading customers..."
      onPage={(page) => setFilter({ ...filter, page })}
    >
      {(data) => (
        <DataTable
          rows={data.customers}
          columns={COLUMNS}
          rowKey={(c) => c.customer_id}
          empty="No customers match."
          caption="Customers, newest first"
        />
      )}
    </PagedList>
  );
}

import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { adminActions } from '../api/admin-actions';
import { customerQuery } from '../api/get-admin-data';
import { formatDateTime } from '../lib/format';
import { AuditList } from './audit-list';
import { ConfirmAction } from './confirm-action';
import { AccountBadges } from './customers-page';
import { QueryState } from './query-state';
import { Facts, Section } from './section';

/** /admin/customers/:customerId: the account, this month's quota, actions and the audit log. */
export function CustomerPage() {
  const { customerId = '' } = useParams();
  const query = useQuery(customerQuery(customerId));
  return (
    <div>
      <Link
        to="/admin/customers"
        className="mb-4 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden /> All customers
      </Link>
      <QueryState query={query} loading="Loading the customer...">
        {({ customer, quota, audit }) => (
          <div className="space-y-4">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0">
                <h2 className="text-xl font-semibold tracking-tight break-all">{customer.email}</h2>
                <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                  {customer.name} <AccountBadges customer={customer} />
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <ConfirmAction
                  label="Grant designs"
                  title="Grant extra designs this month"
                  description={`${customer.email} may generate this many more designs until ${formatDateTime(quota.reset_at)}, when the monthly quota starts again.`}
                  confirmLabel="Grant"
                  field={{ label: 'Designs', kind: 'number', initial: '5' }}
                  run={(units) => adminActions.grantQuota(customer.customer_id, Number(units))}
                />
                {customer.disabled ? (
                  <ConfirmAction
                    label="Enable account"
                    title="Enable this account?"
                    description={`${customer.email} can sign in and order again.`}
                    confirmLabel="Enable"
                    run={() => adminActions.enable(customer.customer_id)}
                  />
                ) : (
                  <ConfirmAction
                    label="Disable account"
                    variant="destructive"
                    destructive
                    title="Disable this account?"
                    description={`${customer.email} is signed out everywhere at once and cannot sign in until an operator enables the account again. Their orders are kept.`}
                    confirmLabel="Disable"
                    run={() => adminActions.disable(customer.customer_id)}
                  />
                )}
              </div>
            </div>
            <div className="grid gap-4 lg:grid-cols-2">
              <Section title="Account">
                <Facts
                  rows={[
                    ['Joined', formatDateTime(customer.created_at)],
                    [
                      'Orders',
                      <Link
                        key="o"
                        to={`/admin/orders?q=${encodeURIComponent(customer.email)}`}
                        className="text-primary underline-offset-4 hover:underline"
                      >
                        {customer.orders}
                      </Link>,
                    ],
                    [
                      'Designs this month',
                      `${quota.used} of ${quota.total}${quota.granted > 0 ? ` (${quota.granted} granted)` : ''}`,
                    ],
                    ['Quota resets', formatDateTime(quota.reset_at)],
                  ]}
                />
              </Section>
              <Section title="Audit log">
                <AuditList entries={audit} />
              </Section>
            </div>
          </div>
        )}
      </QueryState>
    </div>
  );
}

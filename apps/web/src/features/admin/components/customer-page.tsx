import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminCustomerDetail } from '@prompttee/domain';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { adminActions } from '../api/admin-actions';
import { customerQuery } from '../api/get-admin-data';
import { useAdminFormat } from '../lib/format';
import { AuditList } from './audit-list';
import { ConfirmAction } from './confirm-action';
import { AccountBadges } from './customers-page';
import { QueryState } from './query-state';
import { Facts, Section } from './section';

function CustomerActions({ customer, quota }: Pick<AdminCustomerDetail, 'customer' | 'quota'>) {
  const { t } = useLingui();
  const { dateTime } = useAdminFormat();
  const email = customer.email;
  const resetAt = dateTime(quota.reset_at);
  return (
    <div className="flex flex-wrap gap-2">
      <ConfirmAction
        label={t`Grant designs`}
        title={t`Grant extra designs this month`}
        description={t`${email} may generate this many more designs until ${resetAt}, when the monthly quota starts again.`}
        confirmLabel={t({ comment: 'Button: grant extra designs', message: 'Grant' })}
        field={{
          label: t({ context: 'how many designs to grant', message: 'Designs' }),
          kind: 'number',
          initial: '5',
        }}
        run={(units) => adminActions.grantQuota(customer.customer_id, Number(units))}
      />
      {customer.disabled ? (
        <ConfirmAction
          label={t`Enable account`}
          title={t`Enable this account?`}
          description={t`${email} can sign in and order again.`}
          confirmLabel={t({ comment: 'Button: enable an account', message: 'Enable' })}
          run={() => adminActions.enable(customer.customer_id)}
        />
      ) : (
        <ConfirmAction
          label={t`Disable account`}
          variant="destructive"
          destructive
          title={t`Disable this account?`}
          description={t`${email} is signed out everywhere at once and cannot sign in until an operator enables the account again. Their orders are kept.`}
          confirmLabel={t({ comment: 'Button: disable an account', message: 'Disable' })}
          run={() => adminActions.disable(customer.customer_id)}
        />
      )}
    </div>
  );
}

function AccountFacts({ customer, quota }: Pick<AdminCustomerDetail, 'customer' | 'quota'>) {
  const { t } = useLingui();
  const { dateTime } = useAdminFormat();
  const { used, total, granted } = quota;
  const designs = granted > 0 ? t`${used} of ${total} (${granted} granted)` : t`${used} of ${total}`;
  return (
    <Facts
      rows={[
        [t`Joined`, dateTime(customer.created_at)],
        [
          t`Orders`,
          <Link
            key="o"
            to={`/admin/orders?q=${encodeURIComponent(customer.email)}`}
            className="text-primary underline-offset-4 hover:underline"
          >
            {customer.orders}
          </Link>,
        ],
        [t`Designs this month`, designs],
        [t`Quota resets`, dateTime(quota.reset_at)],
      ]}
    />
  );
}

/** /admin/customers/:customerId: the account, this month's quota, actions and the audit log. */
export function CustomerPage() {
  const { t } = useLingui();
  const { customerId = '' } = useParams();
  const query = useQuery(customerQuery(customerId));
  return (
    <div>
      <Link
        to="/admin/customers"
        className="mb-4 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden /> <Trans>All customers</Trans>
      </Link>
      <QueryState query={query} loading={t`Loading the customer...`}>
        {({ customer, quota, audit }) => (
          <div className="space-y-4">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0">
                <h2 className="text-xl font-semibold tracking-tight break-all">{customer.email}</h2>
                <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                  {customer.name} <AccountBadges customer={customer} />
                </p>
              </div>
              <CustomerActions customer={customer} quota={quota} />
            </div>
            <div className="grid gap-4 lg:grid-cols-2">
              <Section title={t`Account`}>
                <AccountFacts customer={customer} quota={quota} />
              </Section>
              <Section title={t`Audit log`}>
                <AuditList entries={audit} />
              </Section>
            </div>
          </div>
        )}
      </QueryState>
    </div>
  );
}

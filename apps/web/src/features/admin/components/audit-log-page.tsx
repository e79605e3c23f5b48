import { Trans, useLingui } from '@lingui/react/macro';
import type { AuditEntry } from '@prompttee/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { auditLogQuery } from '../api/get-audit-log';
import { useAdminFormat } from '../lib/format';
import { useOperatorText } from '../lib/operator-texts';
import { useActionName } from './audit-list';
import { EmptyList, PagedList } from './paged-list';

const linkClass = 'text-primary underline-offset-4 hover:underline';

/** /admin/audit-log: every operator action in the shop, newest first, with what it touched. */
export function AuditLogPage() {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const query = useQuery(auditLogQuery(page));
  return (
    <PagedList query={query} loading={t`Loading the audit log...`} onPage={setPage}>
      {(data) =>
        data.entries.length === 0 ? (
          <EmptyList>
            <Trans>No operator actions yet.</Trans>
          </EmptyList>
        ) : (
          <ol className="divide-y rounded-lg border bg-card" aria-label={t`Audit log, newest first`}>
            {data.entries.map((entry) => (
              <AuditRow key={entry.id} entry={entry} />
            ))}
          </ol>
        )
      }
    </PagedList>
  );
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const { t } = useLingui();
  const { dateTime } = useAdminFormat();
  const actionName = useActionName();
  const operatorText = useOperatorText();
  const actor = entry.actor_email;
  return (
    <li className="grid gap-1 p-3 text-sm sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-4 sm:p-4">
      <p className="text-xs text-muted-foreground tabular-nums sm:pt-0.5">{dateTime(entry.created_at)}</p>
      <div className="min-w-0">
        <p className="font-medium">{actionName(entry.action)}</p>
        {entry.summary && (
          <p className="break-words text-foreground/80">{operatorText(entry.summary_text, entry.summary)}</p>
        )}
        <p className="mt-0.5 flex flex-wrap gap-x-3 text-xs text-muted-foreground">
          <span className="wrap-anywhere">
            {t({ comment: 'Who did an audited action: by an operator’s e-mail', message: `by ${actor}` })}
          </span>
          {entry.order_id && (
            <Link to={`/admin/orders/${entry.order_id}`} className={linkClass}>
              <Trans comment="A link to the order an audited action touched">Order</Trans>
            </Link>
          )}
          {entry.customer_id && (
            <Link to={`/admin/customers/${encodeURIComponent(entry.customer_id)}`} className={linkClass}>
              <Trans comment="A link to the customer an audited action touched">Customer</Trans>
            </Link>
          )}
        </p>
      </div>
    </li>
  );
}

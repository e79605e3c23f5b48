import type { AdminAlert } from '@prompttee/domain';
import { BellRing, CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';
import { adminActions } from '../api/admin-actions';
import { formatDateTime } from '../lib/format';
import { ConfirmAction } from './confirm-action';

const KIND_LABELS: Record<string, string> = {
  producer_refused: 'Producer refused',
  duplicate_payment: 'Paid twice',
  dead_letter_job: 'Job failed for good',
};

/** Open alerts, newest first, each with its order and a way to mark it dealt with. */
export function AlertList({ alerts }: { alerts: AdminAlert[] }) {
  if (alerts.length === 0) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <CheckCircle2 className="size-4 text-success" aria-hidden /> No open alerts.
      </p>
    );
  }
  return (
    <ul className="divide-y" aria-label="Open alerts">
      {alerts.map((alert) => (
        <li key={alert.alert_id} className="flex flex-wrap items-start gap-3 py-3 first:pt-0 last:pb-0">
          <BellRing className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
          <div className="min-w-0 flex-1">
            <p className="text-sm font-medium break-words">{alert.message}</p>
            <p className="text-xs text-muted-foreground">
              {KIND_LABELS[alert.kind] ?? alert.kind} · {formatDateTime(alert.created_at)}
              {alert.order_id && (
                <>
                  {' · '}
                  <Link
                    to={`/admin/orders/${alert.order_id}`}
                    className="text-primary underline-offset-4 hover:underline"
                  >
                    Open the order
                  </Link>
                </>
              )}
            </p>
          </div>
          <ConfirmAction
            label="Resolve"
            title="Resolve this alert?"
            description={`“${alert.message}” leaves the front page. Resolve it once the problem is dealt with.`}
            confirmLabel="Resolve"
            run={() => adminActions.resolveAlert(alert.alert_id)}
          />
        </li>
      ))}
    </ul>
  );
}

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminAlert } from '@prompttee/domain';
import { BellRing, CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';
import { adminActions } from '../api/admin-actions';
import { useAdminFormat } from '../lib/format';
import { ConfirmAction } from './confirm-action';

const KIND_LABELS: Record<string, MessageDescriptor> = {
  producer_refused: msg`Producer refused`,
  duplicate_payment: msg`Paid twice`,
  dead_letter_job: msg`Job failed for good`,
  exchange_rate_missing: msg`Exchange rate missing`,
};

/**
 * Open alerts, newest first, each with its order and a way to mark it dealt with. The server words
 * each message in the page's language (it words the operators' e-mail from the same catalogue).
 */
export function AlertList({ alerts }: { alerts: AdminAlert[] }) {
  const { t } = useLingui();
  const { dateTime } = useAdminFormat();
  if (alerts.length === 0) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <CheckCircle2 className="size-4 text-success" aria-hidden /> <Trans>No open alerts.</Trans>
      </p>
    );
  }
  return (
    <ul className="divide-y" aria-label={t`Open alerts`}>
      {alerts.map((alert) => {
        const kind = KIND_LABELS[alert.kind];
        const message = alert.message;
        return (
          <li key={alert.alert_id} className="flex flex-wrap items-start gap-3 py-3 first:pt-0 last:pb-0">
            <BellRing className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
            <div className="min-w-0 flex-1">
              <p className="text-sm font-medium break-words">{alert.message}</p>
              <p className="text-xs text-muted-foreground">
                {kind ? t(kind) : alert.kind} · {dateTime(alert.created_at)}
                {alert.order_id && (
                  <>
                    {' · '}
                    <Link
                      to={`/admin/orders/${alert.order_id}`}
                      className="text-primary underline underline-offset-4"
                    >
                      <Trans>Open the order</Trans>
                    </Link>
                  </>
                )}
              </p>
            </div>
            <ConfirmAction
              label={t({ comment: 'Button: mark an alert as dealt with', message: 'Resolve' })}
              title={t`Resolve this alert?`}
              description={t`“${message}” leaves the front page. Resolve it once the problem is dealt with.`}
              confirmLabel={t({ comment: 'Button: mark an alert as dealt with', message: 'Resolve' })}
              run={() => adminActions.resolveAlert(alert.alert_id)}
            />
          </li>
        );
      })}
    </ul>
  );
}

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AuditEntry } from '@prompttee/domain';
import { useAdminFormat } from '../lib/format';
import { useOperatorText } from '../lib/operator-texts';

// Keyed by the action's code rather than typed exhaustively: an action a newer server logs before
// the console names it still shows, as its code.
const ACTION_LABELS: Record<string, MessageDescriptor | undefined> = {
  'order.retry_submission': msg`Resent to the producer`,
  'order.refund': msg`Canceled and refunded`,
  'order.claim_refund': msg`Refunded for a defect`,
  'order.claim_replacement': msg`Replacement sent`,
  'order.note': msg({ comment: 'An audit log action: an operator noted something', message: 'Note' }),
  'customer.disable': msg`Account disabled`,
  'customer.enable': msg`Account enabled`,
  'customer.grant_quota': msg`Designs granted`,
  'design.remove': msg`Design removed`,
  'alert.resolve': msg`Alert resolved`,
  'exchange_rates.set': msg`Exchange rates set`,
  'catalog.product.update': msg`Product changed`,
  'catalog.variant.update': msg`Variant changed`,
};

/** What an audited action did, in the page's language ('Designs granted' / 'Lisakujundused antud'). */
export function useActionName() {
  const { t } = useLingui();
  return (action: string) => {
    const label = ACTION_LABELS[action];
    return label ? t(label) : action;
  };
}

/** What operators did here, newest first: who, what, when. */
export function AuditList({ entries }: { entries: AuditEntry[] }) {
  const { t } = useLingui();
  const actionName = useActionName();
  const operatorText = useOperatorText();
  const { dateTime } = useAdminFormat();
  if (entries.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        <Trans>No operator actions yet.</Trans>
      </p>
    );
  }
  return (
    <ol className="space-y-3" aria-label={t`Audit log`}>
      {entries.map((entry) => (
        <li key={entry.id} className="border-l-2 border-primary/40 pl-3 text-sm">
          <p className="font-medium">{actionName(entry.action)}</p>
          <p className="break-words text-foreground/80">{operatorText(entry.summary_text, entry.summary)}</p>
          <p className="text-xs text-muted-foreground">
            {entry.actor_email} · {dateTime(entry.created_at)}
          </p>
        </li>
      ))}
    </ol>
  );
}

import type { AuditEntry } from '@prompttee/domain';
import { formatDateTime } from '../lib/format';

export const ACTION_LABELS: Record<AuditEntry['action'], string> = {
  'order.retry_submission': 'Resent to the producer',
  'order.refund': 'Canceled and refunded',
  'order.note': 'Note',
  'customer.disable': 'Account disabled',
  'customer.enable': 'Account enabled',
  'customer.grant_quota': 'Designs granted',
  'design.remove': 'Design removed',
  'alert.resolve': 'Alert resolved',
};

/** What operators did here, newest first: who, what, when. */
export function AuditList({ entries }: { entries: AuditEntry[] }) {
  if (entries.length === 0) return <p className="text-sm text-muted-foreground">No operator actions yet.</p>;
  return (
    <ol className="space-y-3" aria-label="Audit log">
      {entries.map((entry) => (
        <li key={entry.id} className="border-l-2 border-primary/40 pl-3 text-sm">
          <p className="font-medium">{ACTION_LABELS[entry.action]}</p>
          <p className="break-words text-foreground/80">{entry.summary}</p>
          <p className="text-xs text-muted-foreground">
            {entry.actor_email} · {formatDateTime(entry.created_at)}
          </p>
        </li>
      ))}
    </ol>
  );
}

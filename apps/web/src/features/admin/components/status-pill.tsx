import { statusGroupOf, statusLabel } from '@prompttee/domain';
import { cn } from '@/lib/cn';

const TONES: Record<string, string> = {
  'Pending Payment': 'bg-muted text-muted-foreground',
  Processing: 'bg-accent text-accent-foreground',
  'On Hold': 'bg-amber-500/15 text-foreground',
  Shipped: 'bg-primary/15 text-foreground',
  Delivered: 'bg-success/15 text-success',
  'Canceled/Failed': 'bg-destructive/10 text-destructive',
};

/** An order's status in the spec's words (underscores become spaces), tinted by its group. */
export function StatusPill({ status }: { status: string }) {
  return (
    <span
      className={cn(
        'inline-block rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap capitalize',
        TONES[statusGroupOf(status) ?? ''] ?? 'bg-muted text-muted-foreground',
      )}
    >
      {statusLabel(status)}
    </span>
  );
}

import { useLingui } from '@lingui/react/macro';
import { statusGroupOf } from '@prompttee/domain';
import { orderStatusText } from '@/i18n/order-status-texts';
import { cn } from '@/lib/cn';

const TONES: Record<string, string> = {
  'Pending Payment': 'bg-muted text-muted-foreground',
  Processing: 'bg-accent text-accent-foreground',
  'On Hold': 'bg-amber-500/15 text-foreground',
  Shipped: 'bg-primary/15 text-foreground',
  Delivered: 'bg-success/15 text-success',
  'Canceled/Failed': 'bg-destructive/10 text-destructive',
};

/**
 * An order's status in the page's language: the spec's words in English (underscores become
 * spaces, each word capitalised by CSS), a capital only at the start in Estonian ('Ootab makset'),
 * as Estonian capitalises no other word of a phrase.
 */
export function StatusText({ status, className }: { status: string; className?: string }) {
  const { i18n } = useLingui();
  const text = orderStatusText(i18n, status);
  if (i18n.locale === 'en') return <span className={cn('capitalize', className)}>{text}</span>;
  return <span className={className}>{text.charAt(0).toLocaleUpperCase(i18n.locale) + text.slice(1)}</span>;
}

/** An order's status, tinted by its filter group. */
export function StatusPill({ status }: { status: string }) {
  return (
    <StatusText
      status={status}
      className={cn(
        'inline-block rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap',
        TONES[statusGroupOf(status) ?? ''] ?? 'bg-muted text-muted-foreground',
      )}
    />
  );
}

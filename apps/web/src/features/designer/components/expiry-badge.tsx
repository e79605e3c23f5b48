import { formatExpiry, secondsUntil } from '@prompttee/domain';
import { Clock } from 'lucide-react';
import { cn } from '@/lib/cn';

/** The countdown on a saved design: 'Xd Yh', 'Xh Ym', 'Xm Ys', 'Xs', then 'Expired' in red. */
export function ExpiryBadge({ expiryTime, now }: { expiryTime: number; now: number }) {
  const text = formatExpiry(secondsUntil(expiryTime, now));
  const expired = text === 'Expired';
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-1.5 py-0.5 text-[11px] whitespace-nowrap leading-none font-semibold tabular-nums shadow-sm',
        expired ? 'bg-destructive text-destructive-foreground' : 'bg-black/70 text-white',
      )}
      data-testid="expiry-badge"
    >
      {!expired && <Clock className="size-3" aria-hidden />}
      <span>
        <span className="sr-only">{expired ? '' : 'Expires in '}</span>
        {text}
      </span>
    </span>
  );
}

import { useLingui } from '@lingui/react/macro';
import { secondsUntil } from '@prompttee/domain';
import { Clock } from 'lucide-react';
import { cn } from '@/lib/cn';
import { expiredText, expiryText } from '../lib/expiry-text';

/** The countdown on a saved design: 'Xd Yh', 'Xh Ym', 'Xm Ys', 'Xs', then 'Expired' in red. */
export function ExpiryBadge({ expiryTime, now }: { expiryTime: number; now: number }) {
  const { t, i18n } = useLingui();
  const left = expiryText(i18n, secondsUntil(expiryTime, now));
  const expired = left === null;
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
        {/* Read before the countdown: 'Expires in 1d 2h' / 'Aegumiseni 1 p 2 t'. */}
        {!expired && (
          <span className="sr-only">{`${t({ comment: 'Read before a countdown such as 1d 2h', message: 'Expires in' })} `}</span>
        )}
        {left ?? expiredText(i18n)}
      </span>
    </span>
  );
}

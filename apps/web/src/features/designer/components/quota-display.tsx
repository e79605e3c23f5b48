import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { QuotaResponse } from '@prompttee/domain';
import type { ReactNode } from 'react';
import { useFormat } from '@/i18n/use-format';

/** remaining/total, 'N designs left this period' and the reset date (spec section 2). */
export function QuotaDisplay({ quota, footer }: { quota: QuotaResponse; footer?: ReactNode }) {
  const { t } = useLingui();
  // The quota resets at midnight UTC on the 1st: the day is read in UTC, as the server writes it.
  const resetDay = useFormat().dateUtc(quota.reset_at);
  const left = quota.remaining;
  const share = quota.total > 0 ? quota.remaining / quota.total : 0;
  return (
    <div className="grid gap-3 rounded-md border bg-muted/40 p-3" data-testid="quota">
      <div className="flex items-center gap-4">
        <p className="shrink-0 text-2xl font-bold tabular-nums">
          {quota.remaining}/{quota.total}
        </p>
        <div className="min-w-0 flex-1">
          <p className="text-sm font-medium">
            <Plural value={left} one="# design left this period" other="# designs left this period" />
          </p>
          <div
            className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-border"
            role="progressbar"
            aria-label={t`Designs left`}
            aria-valuemin={0}
            aria-valuemax={quota.total}
            aria-valuenow={quota.remaining}
          >
            <div
              className={
                quota.remaining > 0 ? 'h-full rounded-full bg-primary' : 'h-full rounded-full bg-destructive'
              }
              style={{ width: `${Math.max(share * 100, quota.remaining > 0 ? 4 : 0)}%` }}
            />
          </div>
          <p className="mt-1.5 text-xs text-muted-foreground">
            <Trans>Resets on {resetDay}</Trans>
          </p>
        </div>
      </div>
      {footer}
    </div>
  );
}

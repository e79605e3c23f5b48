import type { QuotaResponse } from '@prompttee/domain';
import type { ReactNode } from 'react';
import { designsLeftText } from '../lib/designer-texts';
import { formatResetDate } from '../lib/format-date';

/** remaining/total, 'N designs left this period' and the reset date (spec section 2). */
export function QuotaDisplay({ quota, footer }: { quota: QuotaResponse; footer?: ReactNode }) {
  const share = quota.total > 0 ? quota.remaining / quota.total : 0;
  return (
    <div className="grid gap-3 rounded-md border bg-muted/40 p-3" data-testid="quota">
      <div className="flex items-center gap-4">
        <p className="shrink-0 text-2xl font-bold tabular-nums">
          {quota.remaining}/{quota.total}
        </p>
        <div className="min-w-0 flex-1">
          <p className="text-sm font-medium">{designsLeftText(quota.remaining)}</p>
          <div
            className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-border"
            role="progressbar"
            aria-label="Designs left"
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
          <p className="mt-1.5 text-xs text-muted-foreground">Resets on {formatResetDate(quota.reset_at)}</p>
        </div>
      </div>
      {footer}
    </div>
  );
}

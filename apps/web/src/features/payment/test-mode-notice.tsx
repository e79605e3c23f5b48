import { Trans } from '@lingui/react/macro';
import { FlaskConical } from 'lucide-react';

// Stripe's published test cards: numbers, the same in every language.
const SUCCEEDS = '4242 4242 4242 4242';
const DECLINED = '4000 0000 0000 0002';

/** Says plainly that nothing is charged, and which test cards to use. */
export function TestModeNotice() {
  return (
    <div
      role="note"
      className="flex gap-3 rounded-md border border-amber-500/30 bg-amber-500/10 p-3 text-sm text-amber-900 dark:text-amber-200"
    >
      <FlaskConical className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div className="min-w-0">
        <p className="font-semibold">
          <Trans>Test mode: no real payment</Trans>
        </p>
        <p className="mt-0.5 text-amber-900/80 dark:text-amber-200/80">
          <Trans>
            Pay with <span className="font-mono whitespace-nowrap">{SUCCEEDS}</span>, any future expiry date
            and any CVC. <span className="font-mono whitespace-nowrap">{DECLINED}</span> is declined.
          </Trans>
        </p>
      </div>
    </div>
  );
}

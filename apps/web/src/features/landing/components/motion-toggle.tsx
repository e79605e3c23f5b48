import { useLingui } from '@lingui/react/macro';

/**
 * Pauses and resumes the landing page's moving wall and the pulsing button (WCAG 2.2.2: motion
 * that lasts more than 5 seconds needs a way to stop it). Under reduced motion nothing moves, so
 * the control is not shown. Inline icons: the landing page loads no icon library.
 */
export function MotionToggle({ paused, onToggle }: { paused: boolean; onToggle(): void }) {
  const { t } = useLingui();
  const label = paused ? t`Play animation` : t`Pause animation`;
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-label={label}
      title={label}
      className="absolute top-4 right-4 z-20 inline-flex size-11 cursor-pointer items-center justify-center rounded-full border bg-card/85 text-foreground shadow-sm backdrop-blur-sm transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring motion-reduce:hidden"
    >
      <svg aria-hidden viewBox="0 0 24 24" className="size-5" fill="currentColor">
        {paused ? <path d="M8 5.5v13l10.5-6.5z" /> : <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" />}
      </svg>
    </button>
  );
}

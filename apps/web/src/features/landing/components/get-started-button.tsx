import { Trans } from '@lingui/react/macro';

/** The landing page's call to action: fixed at the bottom, pulsing gently (spec section 2). */
export function GetStartedButton({
  onClick,
  onIntent,
  paused = false,
}: {
  onClick(): void;
  onIntent?: () => void;
  /** The visitor stopped the page's motion: no pulse either. */
  paused?: boolean;
}) {
  return (
    <div className="fixed inset-x-0 bottom-0 z-20 flex justify-center px-6 pt-6 pb-[max(2rem,env(safe-area-inset-bottom))]">
      <div className="relative">
        {!paused && (
          <span
            aria-hidden
            className="absolute inset-0 animate-cta-ring rounded-full bg-primary motion-reduce:hidden"
          />
        )}
        <button
          type="button"
          onClick={onClick}
          // A fixed width: the web font arriving must not move the button (CLS).
          // Start loading the next screen's code as soon as the visitor reaches for the button.
          onPointerEnter={onIntent}
          onTouchStart={onIntent}
          onFocus={onIntent}
          className="relative inline-flex h-14 w-64 cursor-pointer items-center justify-center gap-3 rounded-full bg-primary px-6 text-lg font-semibold text-primary-foreground shadow-[0_12px_32px_-8px] shadow-primary/60 transition-colors hover:bg-primary/90 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring"
        >
          <Trans>Get Started Now</Trans>
          <svg
            aria-hidden
            viewBox="0 0 24 24"
            className="size-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.25"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M5 12h14M13 6l6 6-6 6" />
          </svg>
        </button>
      </div>
    </div>
  );
}

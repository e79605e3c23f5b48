import { Loader2 } from 'lucide-react';
import type { Ref } from 'react';
import { DEFAULT_STEP_MS } from '../lib/designer-texts';
import { useCyclingStep } from '../hooks/use-cycling-step';

type LoadingOverlayProps = {
  steps: readonly string[];
  /** The whole loop; each step gets an equal share. Without it, DEFAULT_STEP_MS per step. */
  cycleMs?: number;
  /** Focusable (not in the tab order), so focus can follow GENERATE here. */
  ref?: Ref<HTMLDivElement> | undefined;
};

/** Covers its (relative) parent while something runs, cycling through the step texts (spec section 4). */
export function LoadingOverlay({ steps, cycleMs, ref }: LoadingOverlayProps) {
  const stepMs = cycleMs ? cycleMs / Math.max(steps.length, 1) : DEFAULT_STEP_MS;
  const step = useCyclingStep(steps.length, stepMs);
  return (
    <div
      ref={ref}
      role="status"
      tabIndex={-1}
      className="absolute inset-0 z-10 flex flex-col items-center justify-center gap-4 rounded-[inherit] bg-background/75 backdrop-blur-sm motion-safe:animate-fade-in focus-visible:-outline-offset-4"
      data-testid="generation-status"
    >
      <div className="relative flex size-16 items-center justify-center" aria-hidden>
        <span className="absolute inset-0 rounded-full bg-primary/15 motion-safe:animate-ping" />
        <Loader2 className="size-9 animate-spin text-primary" />
      </div>
      <p key={step} className="px-6 text-center text-sm font-semibold motion-safe:animate-fade-in">
        {steps[step]}
      </p>
    </div>
  );
}

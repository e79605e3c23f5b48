import { Spinner } from '@/components/ui/spinner';
import { DEFAULT_STEP_MS } from '../lib/designer-texts';
import { useCyclingStep } from '../hooks/use-cycling-step';

type LoadingOverlayProps = {
  steps: readonly string[];
  /** The whole loop; each step gets an equal share. Without it, DEFAULT_STEP_MS per step. */
  cycleMs?: number;
};

/** Covers its (relative) parent while something runs, cycling through the step texts (spec section 4). */
export function LoadingOverlay({ steps, cycleMs }: LoadingOverlayProps) {
  const stepMs = cycleMs ? cycleMs / Math.max(steps.length, 1) : DEFAULT_STEP_MS;
  const step = useCyclingStep(steps.length, stepMs);
  return (
    <div className="absolute inset-0 z-10 flex flex-col items-center justify-center gap-4 rounded-[inherit] bg-background/75 backdrop-blur-sm motion-safe:animate-fade-in">
      <div className="relative flex size-16 items-center justify-center">
        <span className="absolute inset-0 rounded-full bg-primary/15 motion-safe:animate-ping" aria-hidden />
        <Spinner className="size-9" label="Generating" />
      </div>
      <p
        key={step}
        aria-live="polite"
        className="px-6 text-center text-sm font-semibold motion-safe:animate-fade-in"
      >
        {steps[step]}
      </p>
    </div>
  );
}

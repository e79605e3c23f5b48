/**
 * One step of a use case that touches the outside world, with what takes it back. `run` may add
 * to the shared context what later steps and undos read.
 */
export type Step<C> = {
  name: string;
  run(context: C): Promise<void> | void;
  undo?(context: C): Promise<void> | void;
};

/** Thrown when undoing failed too: the original failure, and which undos did not complete. */
export class StepsUndoFailedError extends Error {
  constructor(
    readonly failure: unknown,
    readonly undoFailures: { step: string; error: unknown }[],
  ) {
    super(`undoing after a failed step failed in ${undoFailures.map((f) => f.step).join(', ')}`);
  }
}

/**
 * Runs the steps in order; when one throws, the steps done before it are undone in reverse order,
 * each attempted even if an earlier undo failed, and the step's error is thrown on (wrapped only
 * when an undo failed, so that is not lost). As Medusa's workflows do, without their engine.
 */
export async function runSteps<C>(steps: readonly Step<C>[], context: C): Promise<C> {
  const done: Step<C>[] = [];
  for (const step of steps) {
    try {
      await step.run(context);
      done.push(step);
    } catch (failure) {
      const undoFailures: { step: string; error: unknown }[] = [];
      for (const finished of done.reverse()) {
        try {
          await finished.undo?.(context);
        } catch (error) {
          undoFailures.push({ step: finished.name, error });
        }
      }
      throw undoFailures.length > 0 ? new StepsUndoFailedError(failure, undoFailures) : failure;
    }
  }
  return context;
}

import { randomUUID } from 'node:crypto';
import type { CreateDesignResponse, DesignStyle } from '@prompttee/domain';
import { AppError, notFound } from '../../errors';
import { jobRequest } from '../../ports/job-queue';
import type { UseCaseDeps } from '../use-case-deps';
import { newDesignFileToken } from './design-files';
import { generateDesignJob } from './generate-design-job';
import { quotaExhaustedMessage, quotaPeriodOf } from './quota-period';
import { quotaTotalOf } from './quota-total';
import { findRefusedWord, refusedWordMessage, refusedWordReason, type RefusedWords } from './refused-words';

export type CreateDesignInput = {
  userId: string;
  /** Already checked against the prompt contract (non-empty, at most 1000 characters). */
  prompt: string;
  refusedWords: RefusedWords;
  /** Refine this design of the customer's own: `prompt` then says what changes. */
  basedOn?: string | undefined;
  /** A drawing style picked beside the words; a refinement keeps its design's unless given. */
  style?: DesignStyle | undefined;
};

/**
 * Starts a generation, after the refused words and the generator's moderation: one quota unit is taken and the job enqueued in the same transaction, so
 * either both happen or neither does (no unit lost to a job that never runs, no free job).
 */
export async function createDesign(
  deps: Pick<UseCaseDeps, 'designs' | 'queue' | 'clock' | 'config' | 'imageGenerator' | 'identity'>,
  input: CreateDesignInput,
): Promise<CreateDesignResponse> {
  const base = input.basedOn
    ? (await deps.designs.ownedDesigns(input.userId, [input.basedOn]))[0]
    : undefined;
  if (input.basedOn && !base) throw notFound('Design');
  // A refinement is stored and checked as the whole new prompt ('a fox ... wearing a crown').
  const prompt = base
    ? (deps.imageGenerator.refinePrompt?.(base.prompt, input.prompt) ?? `${base.prompt}, ${input.prompt}`)
    : input.prompt;
  const refused = findRefusedWord(prompt, input.refusedWords);
  if (refused) {
    throw new AppError('BAD_REQUEST', refusedWordMessage(refused), {
      issues: [{ field: 'prompt', message: refusedWordReason(refused) }],
    });
  }
  // A generator with a moderation service (IMAGE_GENERATOR=openai) checks the prompt before a
  // quota unit is taken: a refused prompt costs the customer nothing.
  const verdict = await deps.imageGenerator.moderate?.(prompt);
  if (verdict && !verdict.allowed) {
    throw new AppError('BAD_REQUEST', verdict.message, {
      issues: [{ field: 'prompt', message: verdict.message }],
    });
  }

  const now = deps.clock.now();
  const period = quotaPeriodOf(now);
  const jobId = randomUUID();
  const started = await deps.designs.startGeneration({
    jobId,
    userId: input.userId,
    prompt,
    style: input.style ?? base?.style ?? null,
    periodStart: period.start,
    quotaTotal: await quotaTotalOf(deps, input.userId),
    createdAt: now,
    then: [
      jobRequest(
        generateDesignJob,
        {
          jobId,
          designId: randomUUID(),
          fileToken: newDesignFileToken(),
          ...(base ? { basedOn: base.id } : {}),
        },
        { id: jobId },
      ),
    ],
  });
  if (!started) {
    throw new AppError('QUOTA_EXHAUSTED', quotaExhaustedMessage(period.resetAt), {
      reset_at: period.resetAt.toISOString(),
    });
  }
  deps.queue.wake(generateDesignJob);
  return { job_id: jobId };
}

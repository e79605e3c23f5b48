import { randomUUID } from 'node:crypto';
import type { CreateDesignResponse } from '@prompttee/domain';
import type { Deps } from '../../deps';
import { generationJobs } from '../../db/schema';
import { AppError } from '../../errors';
import { generateDesignJob } from '../../jobs/generate-design';
import { newDesignFileToken } from './design-files';
import { consumeQuotaUnit } from './quota-repository';
import { quotaExhaustedMessage, quotaPeriodOf } from './quota-period';
import { findRefusedWord, refusedWordMessage, type RefusedWords } from './refused-words';

export type CreateDesignOptions = {
  userId: string;
  /** Already checked against the prompt contract (non-empty, at most 1000 characters). */
  prompt: string;
  refusedWords: RefusedWords;
};

/**
 * Starts a generation: one quota unit is taken and the job enqueued in the same transaction, so
 * either both happen or neither does (no unit lost to a job that never runs, no free job).
 */
export async function createDesign(
  deps: Pick<Deps, 'db' | 'queue' | 'clock' | 'config'>,
  options: CreateDesignOptions,
): Promise<CreateDesignResponse> {
  const refused = findRefusedWord(options.prompt, options.refusedWords);
  if (refused) {
    const message = refusedWordMessage(refused);
    throw new AppError('BAD_REQUEST', message, { issues: [{ field: 'prompt', message }] });
  }

  const now = deps.clock.now();
  const period = quotaPeriodOf(now);
  const jobId = randomUUID();
  await deps.queue.prepare(generateDesignJob);
  await deps.db.transaction(async (tx) => {
    const consumed = await consumeQuotaUnit(tx, {
      userId: options.userId,
      periodStart: period.start,
      total: deps.config.DESIGN_QUOTA,
    });
    if (!consumed) {
      throw new AppError('QUOTA_EXHAUSTED', quotaExhaustedMessage(period.resetAt), {
        reset_at: period.resetAt.toISOString(),
      });
    }
    await tx.insert(generationJobs).values({
      id: jobId,
      userId: options.userId,
      prompt: options.prompt,
      status: 'queued',
      quotaPeriodStart: period.start,
      createdAt: now,
    });
    await deps.queue.sendInTransaction(
      tx,
      generateDesignJob,
      { jobId, designId: randomUUID(), fileToken: newDesignFileToken() },
      { id: jobId },
    );
  });
  deps.queue.wake(generateDesignJob);
  return { job_id: jobId };
}

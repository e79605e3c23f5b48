import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { generationJobs } from '../../db/schema';
import { refundQuotaUnit } from './quota-repository';

export const OPEN_JOB_STATUSES = ['queued', 'running'];

/**
 * Marks a generation job failed and gives its quota unit back, in one transaction. The status
 * guard makes this happen at most once per job however often it is called (retries, the stale
 * job sweep, two workers): only the call that moves the job out of an open status refunds.
 */
export async function failGeneration(db: Db, options: { jobId: string; reason: string }): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [failed] = await tx
      .update(generationJobs)
      .set({ status: 'failed', error: options.reason.slice(0, 500) })
      .where(and(eq(generationJobs.id, options.jobId), inArray(generationJobs.status, OPEN_JOB_STATUSES)))
      .returning({ userId: generationJobs.userId, periodStart: generationJobs.quotaPeriodStart });
    if (!failed) return false;
    await refundQuotaUnit(tx, failed);
    return true;
  });
}

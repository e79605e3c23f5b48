import { and, asc, count, eq, gt, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Listen } from '../../db/listen';
import { enqueueInTransaction, prepareJobs, type Db, type TransactionalJobs, type Tx } from '../../db/types';
import { designQuotas, designs, generationJobs, user } from '../../db/schema';
import type { DesignStyle } from '@prompttee/domain';
import type { JobRequest } from '../../ports/job-queue';

export type DesignRow = typeof designs.$inferSelect;
export type GenerationJobRow = typeof generationJobs.$inferSelect;
export type DesignFiles = Pick<DesignRow, 'id' | 'printKey' | 'thumbnailKey'>;

/** A generation job is open while it is queued or running; only an open job can settle. */
export const OPEN_JOB_STATUSES = ['queued', 'running'];

/** The NOTIFY channel on which settled generation jobs are announced, to every process. */
export const GENERATION_CHANNEL = 'generation_jobs';

/** What a NOTIFY on GENERATION_CHANNEL says: whose job settled and how. */
export type GenerationSettled = { userId: string; jobId: string; status: 'completed' | 'failed' };

/**
 * Announces a settled job inside the transaction that settles it: PostgreSQL delivers a NOTIFY
 * only when (and if) the transaction commits, so a listener never hears of a job that is not
 * there yet, and a rolled-back completion says nothing.
 */
async function announceSettled(tx: Tx, event: GenerationSettled) {
  const payload = JSON.stringify({ u: event.userId, j: event.jobId, s: event.status });
  await tx.execute(sql`select pg_notify(${GENERATION_CHANNEL}, ${payload})`);
}

function parseSettled(payload: string): GenerationSettled | null {
  try {
    const { u, j, s } = JSON.parse(payload) as { u?: unknown; j?: unknown; s?: unknown };
    if (typeof u !== 'string' || typeof j !== 'string' || (s !== 'completed' && s !== 'failed')) return null;
    return { userId: u, jobId: j, status: s };
  } catch {
    return null;
  }
}

/**
 * Takes one unit of the user's quota for the period, or returns false when none is left. One
 * conditional upsert: the row lock it takes makes concurrent creates queue behind each other, and
 * the `where` re-checks the count under that lock, so the quota can never be overspent. `total`
 * is DESIGN_QUOTA; units an operator granted for the period come on top of it.
 */
async function consumeQuotaUnit(tx: Tx, input: { userId: string; periodStart: Date; total: number }) {
  const rows = await tx
    .insert(designQuotas)
    .values({ userId: input.userId, periodStart: input.periodStart, used: 1 })
    .onConflictDoUpdate({
      target: [designQuotas.userId, designQuotas.periodStart],
      set: { used: sql`${designQuotas.used} + 1` },
      setWhere: sql`${designQuotas.used} < ${input.total} + ${designQuotas.granted}`,
    })
    .returning({ used: designQuotas.used });
  return rows.length === 1;
}

async function countUploadsSince(db: Db | Tx, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(designs)
    .where(and(eq(designs.userId, userId), eq(designs.source, 'upload'), gte(designs.createdAt, since)));
  return row?.n ?? 0;
}

/**
 * Designs, their generation jobs and the monthly quota: the designer's data, scoped per user.
 * `listen` (the database's LISTEN) lets `onJobSettled` hear completions from any process.
 */
export function createDesignRepository(db: Db, jobs: TransactionalJobs, listen?: Listen) {
  return {
    /**
     * Takes a quota unit, records the queued job and enqueues its work, all in one transaction:
     * no unit lost to a job that never runs, no free job. False, with nothing written, when the
     * period's quota is used up.
     */
    async startGeneration(input: {
      jobId: string;
      userId: string;
      prompt: string;
      style?: DesignStyle | null | undefined;
      periodStart: Date;
      quotaTotal: number;
      createdAt: Date;
      then: JobRequest[];
    }): Promise<boolean> {
      await prepareJobs(
        jobs,
        input.then.map((request) => request.job),
      );
      return db.transaction(async (tx) => {
        const { userId, periodStart } = input;
        if (!(await consumeQuotaUnit(tx, { userId, periodStart, total: input.quotaTotal }))) return false;
        await tx.insert(generationJobs).values({
          id: input.jobId,
          userId,
          prompt: input.prompt,
          style: input.style ?? null,
          status: 'queued',
          quotaPeriodStart: periodStart,
          createdAt: input.createdAt,
        });
        await enqueueInTransaction(jobs, tx, input.then);
        return true;
      });
    },

    async quotaUsed(userId: string, periodStart: Date): Promise<number> {
      return (await this.quotaOf(userId, periodStart)).used;
    },

    /** Units used in the period, and the extra units operators granted for it. */
    async quotaOf(userId: string, periodStart: Date): Promise<{ used: number; granted: number }> {
      const [row] = await db
        .select({ used: designQuotas.used, granted: designQuotas.granted })
        .from(designQuotas)
        .where(and(eq(designQuotas.userId, userId), eq(designQuotas.periodStart, periodStart)));
      return { used: row?.used ?? 0, granted: row?.granted ?? 0 };
    },

    /** Adds `units` to what the user may generate in the period; answers the period's new grant. */
    async grantQuota(userId: string, periodStart: Date, units: number): Promise<number> {
      const [row] = await db
        .insert(designQuotas)
        .values({ userId, periodStart, used: 0, granted: units })
        .onConflictDoUpdate({
          target: [designQuotas.userId, designQuotas.periodStart],
          set: { granted: sql`${designQuotas.granted} + ${units}` },
        })
        .returning({ granted: designQuotas.granted });
      return row!.granted;
    },

    async generationJob(jobId: string): Promise<GenerationJobRow | null> {
      const [row] = await db.select().from(generationJobs).where(eq(generationJobs.id, jobId));
      return row ?? null;
    },

    /** Of these designs, the user's own that still exist, in the order of `ids`. */
    async ownedDesigns(userId: string, ids: string[]): Promise<DesignRow[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select()
        .from(designs)
        .where(and(eq(designs.userId, userId), inArray(designs.id, ids)));
      return ids.flatMap((id) => rows.filter((r) => r.id === id));
    },

    /** The user's job with its design once there is one; null for anyone else's job. */
    async ownedGenerationJob(
      userId: string,
      jobId: string,
    ): Promise<{ job: GenerationJobRow; design: DesignRow | null } | null> {
      const [row] = await db
        .select({ job: generationJobs, design: designs })
        .from(generationJobs)
        .leftJoin(designs, eq(designs.id, generationJobs.designId))
        .where(and(eq(generationJobs.id, jobId), eq(generationJobs.userId, userId)));
      return row ?? null;
    },

    async markRunning(jobId: string): Promise<void> {
      await db
        .update(generationJobs)
        .set({ status: 'running' })
        .where(and(eq(generationJobs.id, jobId), eq(generationJobs.status, 'queued')));
    },

    /**
     * Stores the GENERATE's designs (the first is the job's design) and completes its job, once:
     * 'failed' when the job was failed meanwhile (nothing is stored), 'completed' when it is (or
     * already was) complete.
     */
    async completeGeneration(input: {
      jobId: string;
      designs: Omit<DesignRow, 'userId' | 'prompt' | 'source' | 'style'>[];
      /** Jobs to enqueue with the completion (the print file's rendering). */
      then?: JobRequest[];
    }): Promise<'completed' | 'failed'> {
      const then = input.then ?? [];
      await prepareJobs(
        jobs,
        then.map((request) => request.job),
      );
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select({
            status: generationJobs.status,
            userId: generationJobs.userId,
            prompt: generationJobs.prompt,
            style: generationJobs.style,
          })
          .from(generationJobs)
          .where(eq(generationJobs.id, input.jobId))
          .for('update');
        if (!current || current.status === 'failed') return 'failed';
        if (current.status === 'completed') return 'completed';
        await tx
          .insert(designs)
          .values(
            input.designs.map((d) => ({
              ...d,
              userId: current.userId,
              prompt: current.prompt,
              style: current.style,
            })),
          )
          .onConflictDoNothing();
        await tx
          .update(generationJobs)
          .set({ status: 'completed', designId: input.designs[0]!.id, error: null })
          .where(and(eq(generationJobs.id, input.jobId), inArray(generationJobs.status, OPEN_JOB_STATUSES)));
        await enqueueInTransaction(jobs, tx, then);
        await announceSettled(tx, { userId: current.userId, jobId: input.jobId, status: 'completed' });
        return 'completed';
      });
    },

    /**
     * Marks an open job failed and gives its quota unit back, in one transaction. The status guard
     * makes this happen at most once per job however often it is called: true only for the call
     * that moved the job out of an open status.
     */
    async failGeneration(jobId: string, reason: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [failed] = await tx
          .update(generationJobs)
          .set({ status: 'failed', error: reason.slice(0, 500) })
          .where(and(eq(generationJobs.id, jobId), inArray(generationJobs.status, OPEN_JOB_STATUSES)))
          .returning({ userId: generationJobs.userId, periodStart: generationJobs.quotaPeriodStart });
        if (!failed) return false;
        await announceSettled(tx, { userId: failed.userId, jobId, status: 'failed' });
        await tx
          .update(designQuotas)
          .set({ used: sql`greatest(${designQuotas.used} - 1, 0)` })
          .where(
            and(eq(designQuotas.userId, failed.userId), eq(designQuotas.periodStart, failed.periodStart)),
          );
        return true;
      });
    },

    /**
     * Calls `listener` for every job that settles from now on, in any process on this database,
     * until the returned function is called. Needs the database's LISTEN.
     */
    async onJobSettled(listener: (event: GenerationSettled) => void): Promise<() => Promise<void>> {
      if (!listen) throw new Error('This design repository was built without LISTEN');
      return listen(GENERATION_CHANNEL, (payload) => {
        const event = parseSettled(payload);
        if (event) listener(event);
      });
    },

    async designById(designId: string): Promise<DesignRow | null> {
      const [row] = await db.select().from(designs).where(eq(designs.id, designId));
      return row ?? null;
    },

    /** The user's design; null for anyone else's, exactly like a missing one. */
    async ownedDesign(userId: string, designId: string): Promise<DesignRow | null> {
      const [row] = await db
        .select()
        .from(designs)
        .where(and(eq(designs.id, designId), eq(designs.userId, userId)));
      return row ?? null;
    },

    /** Ids of the designs with these print file keys whose print file is not stored yet. */
    async awaitingPrintFile(printKeys: string[]): Promise<string[]> {
      if (printKeys.length === 0) return [];
      const rows = await db
        .select({ id: designs.id })
        .from(designs)
        .where(and(inArray(designs.printKey, printKeys), isNull(designs.printReadyAt)));
      return rows.map((row) => row.id);
    },

    async markPrintReady(designId: string, at: Date): Promise<void> {
      await db
        .update(designs)
        .set({ printReadyAt: at })
        .where(and(eq(designs.id, designId), isNull(designs.printReadyAt)));
    },

    /** Ids of open jobs created before `cutoff`, oldest first. */
    async openJobsCreatedBefore(cutoff: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: generationJobs.id })
        .from(generationJobs)
        .where(and(inArray(generationJobs.status, OPEN_JOB_STATUSES), lt(generationJobs.createdAt, cutoff)))
        .orderBy(asc(generationJobs.createdAt))
        .limit(limit);
      return rows.map((row) => row.id);
    },

    /** The user's designs that have not expired at `now`, soonest expiry first. */
    listUnexpired(userId: string, now: Date): Promise<DesignRow[]> {
      return db
        .select()
        .from(designs)
        .where(and(eq(designs.userId, userId), gt(designs.expiresAt, now)))
        .orderBy(asc(designs.expiresAt), asc(designs.id));
    },

    /** Designs that expired before `cutoff`, oldest expiry first. */
    expiredBefore(cutoff: Date, limit: number): Promise<DesignFiles[]> {
      return db
        .select({ id: designs.id, printKey: designs.printKey, thumbnailKey: designs.thumbnailKey })
        .from(designs)
        .where(lt(designs.expiresAt, cutoff))
        .orderBy(asc(designs.expiresAt))
        .limit(limit);
    },

    /**
     * Stores an upload (or a background removal) unless the user stored `max` of them since
     * `since`: null, with nothing written, when they have. The customer's row is locked first, so
     * their concurrent uploads count one after another and the limit is never overrun; the lock is
     * 'no key update', which leaves other writes that only refer to the customer unblocked.
     */
    async insertUploadWithinLimit(
      design: Omit<DesignRow, 'createdAt' | 'source'> & { createdAt: Date },
      limit: { since: Date; max: number },
    ): Promise<DesignRow | null> {
      return db.transaction(async (tx) => {
        await tx.select({ id: user.id }).from(user).where(eq(user.id, design.userId)).for('no key update');
        if ((await countUploadsSince(tx, design.userId, limit.since)) >= limit.max) return null;
        const [row] = await tx
          .insert(designs)
          .values({ ...design, source: 'upload' })
          .returning();
        return row!;
      });
    },

    /** How many uploads the user stored since `since` (the daily upload limit). */
    countUploadsSince(userId: string, since: Date): Promise<number> {
      return countUploadsSince(db, userId, since);
    },

    async deleteDesigns(ids: string[]): Promise<void> {
      if (ids.length > 0) await db.delete(designs).where(inArray(designs.id, ids));
    },
  };
}

export type DesignRepository = ReturnType<typeof createDesignRepository>;

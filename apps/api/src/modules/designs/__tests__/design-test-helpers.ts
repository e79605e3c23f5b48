import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { designs, generationJobs } from '../../../db/schema';
import type { TestApp, TestUser } from '../../../testing/test-app';

/** What the helpers need of a running shop: a test app or any app built on real deps. */
export type Shop = Pick<TestApp, 'app' | 'deps'>;
import { bearer } from '../../../testing/test-app';

export async function createDesignJob(t: Shop, user: TestUser, prompt = 'a red fox under a full moon') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/designs/create',
    headers: bearer(user),
    payload: { prompt, file: '' },
  });
  return res;
}

export async function jobStatus(t: Shop, user: TestUser, jobId: string) {
  return t.app.inject({ url: `/v1/designs/jobs/status?id=${jobId}`, headers: bearer(user) });
}

export async function waitForJob(t: Shop, jobId: string, statuses: string[], ms = 15_000) {
  const until = Date.now() + ms;
  for (;;) {
    const [row] = await t.deps.db.select().from(generationJobs).where(eq(generationJobs.id, jobId));
    if (row && statuses.includes(row.status)) return row;
    if (Date.now() > until) throw new Error(`job ${jobId} is ${row?.status}, not ${statuses.join('/')}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

export async function quotaOf(t: Shop, user: TestUser) {
  const res = await t.app.inject({ url: '/v1/designs/jobs/quota', headers: bearer(user) });
  expect(res.statusCode).toBe(200);
  return res.json<{ used: number; total: number; remaining: number; reset_at: string }>();
}

/** Waits for a design's second stage: its print file stored (decision 021). */
export async function waitForPrintFile(t: Shop, designId: string, ms = 15_000) {
  const until = Date.now() + ms;
  for (;;) {
    const [row] = await t.deps.db.select().from(designs).where(eq(designs.id, designId));
    if (row?.printReadyAt) return row;
    if (Date.now() > until) throw new Error(`design ${designId} has no print file after ${ms} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

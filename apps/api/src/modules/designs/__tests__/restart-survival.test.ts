import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../../app';
import { loadConfig } from '../../../config';
import { createDeps, type Deps } from '../../../deps';
import { workGenerateDesign } from '../../../jobs/generate-design';
import type { ImageGenerator } from '../../../ports/image-generator';
import { createTestDatabase } from '../../../testing/test-database';
import { signUpTestUser, testEnv, type TestUser } from '../../../testing/test-app';
import { createDesignJob, jobStatus, quotaOf, waitForPrintFile } from './design-test-helpers';

type Shop = { app: App; deps: Deps };

/** A generator that starts and then waits, like a slow image API, until the worker is stopped. */
function stuckGenerator() {
  let started!: () => void;
  const startedOnce = new Promise<void>((resolve) => (started = resolve));
  const generator: ImageGenerator = {
    name: 'openai',
    generate: ({ signal }) =>
      new Promise((_, reject) => {
        started();
        signal?.addEventListener('abort', () => reject(new Error('worker stopped')), { once: true });
      }),
  };
  return { generator, startedOnce };
}

describe('a generation job across a restart', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('is picked up again by the next process and completes', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-restart-'));
    // The first process starts on a copy of the run's migrated database, in the data folder the
    // second process then opens by itself.
    const database = await createTestDatabase({ dataDir });
    cleanups.push(async () => {
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    });
    const config = loadConfig(testEnv(dataDir, database.url));
    let firstDatabase: Deps['database'] | undefined = database.database;
    const start = async (imageGenerator?: ImageGenerator): Promise<Shop> => {
      const deps = await createDeps(config, {
        log: pino({ level: 'silent' }),
        ...(firstDatabase ? { database: firstDatabase } : {}),
        ...(imageGenerator ? { imageGenerator } : {}),
      });
      firstDatabase = undefined;
      const app = await buildApp(deps);
      await app.ready();
      await deps.queue.start();
      await workGenerateDesign(deps);
      return { app, deps };
    };

    // First process: the job starts, then the process shuts down in the middle of it.
    const stuck = stuckGenerator();
    const first = await start(stuck.generator);
    const user: TestUser = await signUpTestUser(first.app);
    const created = await createDesignJob(first, user, 'a lighthouse in fog');
    expect(created.statusCode).toBe(202);
    const { job_id } = created.json<{ job_id: string }>();
    await stuck.startedOnce;
    expect((await jobStatus(first, user, job_id)).json().status).toBe('running');
    await first.app.close();
    await first.deps.queue.boss.stop({ graceful: true, timeout: 1000 });
    await first.deps.database.close();

    // Second process on the same database, with the real local generator.
    const second = await start();
    const t = second;
    cleanups.push(async () => {
      await second.app.close();
      await second.deps.queue.boss.stop({ graceful: true, timeout: 1000 });
      await second.deps.database.close();
    });
    const until = Date.now() + 20_000;
    let status = '';
    while (status !== 'completed' && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 100));
      status = (await jobStatus(t, user, job_id)).json().status;
    }
    expect(status).toBe('completed');
    const done = (await jobStatus(t, user, job_id)).json();
    expect(done.design_id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await t.app.inject(new URL(done.thumbnail_url).pathname)).statusCode).toBe(200);
    // The job completes with the thumbnail; the print file follows. Wait for it, so the clean-up
    // does not remove the data folder while it is being written (ENOTEMPTY once, under load).
    await waitForPrintFile(t, done.design_id!);
    // One unit for one design: the interrupted attempt neither refunded nor charged twice.
    expect(await quotaOf(t, user)).toMatchObject({ used: 1 });
  }, 60_000);
});

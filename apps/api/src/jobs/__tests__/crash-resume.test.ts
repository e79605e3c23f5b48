import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { GENERATION_CANDIDATES } from '@prompttee/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designs } from '../../db/schema';
import { createDesignJob, jobStatus } from '../../modules/designs/__tests__/design-test-helpers';
import { createTestApp, signUpTestUser, testEnv, type TestApp, type TestUser } from '../../testing/test-app';
import { workGenerateDesign } from '../generate-design';

// A job whose process died stayed 'running' for the queue's 5-minute expiry. Now its
// heartbeat stops and it is retried within 60 s. A real second process is SIGKILLed mid-job, so
// this needs PostgreSQL (the embedded database has one process).
const here = path.dirname(fileURLToPath(import.meta.url));
const stuckWorker = path.resolve(here, '../../testing/stuck-worker.ts');

describe.skipIf(!process.env.DATABASE_URL)('a job whose worker process is killed', () => {
  let t: TestApp;
  let user: TestUser;
  let child: ChildProcess | undefined;

  beforeAll(async () => {
    t = await createTestApp();
    user = await signUpTestUser(t.app);
  });
  afterAll(async () => {
    child?.kill('SIGKILL');
    await t.close();
  });

  it('runs again on another process within 60 s, once', async () => {
    child = spawn(process.execPath, ['--import', 'tsx', stuckWorker], {
      env: { ...process.env, ...testEnv(t.dataDir, t.deps.database.url), ROLE: 'worker' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const lines: string[] = [];
    const saw = (line: string, ms = 30_000) =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${line} from the worker`)), ms);
        const check = () => {
          if (lines.includes(line)) {
            clearTimeout(timer);
            resolve();
          }
        };
        child!.stdout!.on('data', (chunk: Buffer) => {
          lines.push(...chunk.toString().split('\n'));
          check();
        });
        check();
      });
    await saw('worker-ready');
    await t.deps.queue.start();

    const created = await createDesignJob(t, user, 'a lighthouse in fog');
    expect(created.statusCode).toBe(202);
    const { job_id } = created.json<{ job_id: string }>();
    await saw('generation-started');
    expect((await jobStatus(t, user, job_id)).json().status).toBe('running');

    // This process is the survivor: its queue supervises, its worker takes the retry.
    await workGenerateDesign(t.deps);
    child.kill('SIGKILL');
    const killedAt = Date.now();

    let status = '';
    while (status !== 'completed' && Date.now() - killedAt < 60_000) {
      await new Promise((r) => setTimeout(r, 200));
      status = (await jobStatus(t, user, job_id)).json().status;
    }
    const seconds = (Date.now() - killedAt) / 1000;
    console.info(`crash-to-resume: job completed ${seconds.toFixed(1)} s after its worker was killed`);
    expect(status).toBe('completed');
    expect(seconds).toBeLessThan(60);
    // Once: the GENERATE's candidates, not twice as many.
    expect(await t.deps.db.select().from(designs).where(eq(designs.userId, user.id))).toHaveLength(
      GENERATION_CANDIDATES,
    );
  }, 90_000);
});

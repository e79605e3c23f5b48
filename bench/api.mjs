// `npm run bench:api`: only the API read of the bench (run.mjs runs it too), on PGlite and on
// PostgreSQL. The shop's API runs without the web build; a customer with 25 orders is seeded
// before it starts. PROFILE=1 writes a CPU profile of the shop process to bench/results/.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiLoad } from './api-load.mjs';
import { freshDatabase, signIn, startApi } from './server.mjs';

// Budget: at least 0.3 of the bare route on PostgreSQL, 0.15 on the embedded PGlite; p99 <= 50 ms.
const budgets = { apiRatioPostgres: 0.3, apiRatioPglite: 0.15, apiP99Ms: 50 };

/** A shop with the bench's customer in it: seeded first, then started. */
export async function measureSeededApi(name, port, env) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
  const seedEnv = { ...process.env, DATA_DIR: dataDir, ...env };
  const seeded = spawnSync('npx', ['tsx', 'bench/seed-orders.ts'], { env: seedEnv, encoding: 'utf8' });
  if (seeded.status !== 0) throw new Error(`seeding failed: ${seeded.stderr}`);
  const customer = JSON.parse(seeded.stdout.trim().split('\n').at(-1));
  const profileDir = process.env.PROFILE ? path.resolve('bench/results') : undefined;
  if (profileDir) mkdirSync(profileDir, { recursive: true });
  const shop = await startApi(port, { DATA_DIR: dataDir, ...env }, { profileDir, profileName: name });
  try {
    const { token } = await signIn(shop.baseUrl, customer.email, customer.password);
    return {
      bench: name,
      ...(await apiLoad(shop.baseUrl, token)),
      budgetRatio: env.DATABASE_URL ? budgets.apiRatioPostgres : budgets.apiRatioPglite,
      budgetP99Ms: budgets.apiP99Ms,
    };
  } finally {
    await shop.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const only = process.argv[2];
  if (!only || only === 'pglite')
    console.log(JSON.stringify(await measureSeededApi('api-load-pglite', 3300, {})));
  if (!only || only === 'postgres') {
    const database = await freshDatabase(
      process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    );
    if (database) {
      try {
        console.log(
          JSON.stringify(await measureSeededApi('api-load-postgres', 3301, { DATABASE_URL: database.url })),
        );
      } finally {
        await database.drop();
      }
    }
  }
}

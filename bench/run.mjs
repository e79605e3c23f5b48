// `npm run bench`: page weight, Lighthouse, API load, the generation pipeline and the mockup and
// print-file rendering, one JSON line each.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { apiLoad } from './api-load.mjs';
import { lighthouseScores } from './lighthouse.mjs';
import { freshDatabase, signUp, startShop } from './server.mjs';
import { routeWeights } from './web-weight.mjs';

const budgets = {
  landingJsKb: 90,
  designerJsKb: 180,
  lighthousePerformance: 98,
  cls: 0.02,
  apiRatio: 0.3,
  apiP99Ms: 50,
};
const results = {};
const report = (name, value) => {
  results[name] = value;
  console.log(JSON.stringify({ bench: name, ...value }));
};

const build = spawnSync('npm', ['run', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
if (build.status !== 0) process.exit(1);
report('page-weight', {
  ...routeWeights('apps/web/dist'),
  budgetLandingKb: budgets.landingJsKb,
  budgetDesignerKb: budgets.designerJsKb,
});

async function measureApi(name, shop) {
  const user = await signUp(shop.baseUrl);
  report(name, {
    ...(await apiLoad(shop.baseUrl, user.token)),
    budgetRatio: budgets.apiRatio,
    budgetP99Ms: budgets.apiP99Ms,
  });
}

const shop = await startShop(3300);
try {
  report('lighthouse-landing', {
    ...(await lighthouseScores(`${shop.baseUrl}/`)),
    budgetPerformance: budgets.lighthousePerformance,
    budgetCls: budgets.cls,
  });
  await measureApi('api-load-pglite', shop);
} finally {
  await shop.stop();
}

// The same read on PostgreSQL (BENCH_DATABASE_URL names a server; a fresh database is made on it).
const database = await freshDatabase(
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
);
if (database) {
  const pgShop = await startShop(3301, { DATABASE_URL: database.url });
  try {
    await measureApi('api-load-postgres', pgShop);
  } finally {
    await pgShop.stop();
    await database.drop();
  }
}

const generation = spawnSync('npx', ['tsx', 'bench/generation.ts'], {
  encoding: 'utf8',
  stdio: ['ignore', 'pipe', 'inherit'],
});
for (const line of generation.stdout.split('\n').filter((l) => l.startsWith('{'))) {
  const value = JSON.parse(line);
  report(value.bench ?? 'generation', value);
}

const mockup = spawnSync('npx', ['tsx', 'bench/mockup.ts'], {
  encoding: 'utf8',
  stdio: ['ignore', 'pipe', 'inherit'],
});
for (const line of mockup.stdout.split('\n').filter((l) => l.startsWith('{'))) {
  const value = JSON.parse(line);
  report(value.bench, value);
}

mkdirSync('bench/results', { recursive: true });
writeFileSync(
  `bench/results/${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
  JSON.stringify(results, null, 2),
);

// `npm run bench`: page weight, Lighthouse, API load, the generation pipeline and the mockup and
// print-file rendering, one JSON line each. `node bench/run.mjs <part>...` runs only the parts
// named (weight, pages, api, generation, mockup, layers, busy); `pages /login` measures only the pages given.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { measureSeededApi } from './api.mjs';
import { lighthouseScores } from './lighthouse.mjs';
import { freshDatabase, startShop } from './server.mjs';
import { routeWeights } from './web-weight.mjs';

// DESIGN.md: every public page scores >= 95 on Lighthouse mobile (the landing page >= 98), with
// LCP <= 2.5 s and CLS <= 0.02.
const publicPages = ['/', '/login', '/support', '/forbidden'];
const pageBudgets = (page) => ({
  budgetPerformance: page === '/' ? 98 : 95,
  budgetLcpMs: 2500,
  budgetCls: 0.02,
});

const [partsArg, ...pagesArg] = process.argv.slice(2);
const parts = partsArg
  ? partsArg.split(',')
  : ['weight', 'pages', 'api', 'generation', 'mockup', 'layers', 'busy'];
const pages = pagesArg.length > 0 ? pagesArg : publicPages;
const results = {};
const report = (name, value) => {
  results[name] = value;
  console.log(JSON.stringify({ bench: name, ...value }));
};

if (parts.includes('weight') || parts.includes('pages')) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) process.exit(1);
}
if (parts.includes('weight')) report('page-weight', routeWeights('apps/web/dist'));

if (parts.includes('pages')) {
  const shop = await startShop(3300);
  try {
    for (const page of pages) {
      const scores = await pageScores(shop.baseUrl, page);
      const budgets = pageBudgets(page);
      const withinBudget =
        !scores.error &&
        scores.performance >= budgets.budgetPerformance &&
        scores.lcpMs <= budgets.budgetLcpMs &&
        scores.cls <= budgets.budgetCls;
      report(`lighthouse ${page}`, { page, ...scores, ...budgets, withinBudget });
    }
  } finally {
    await shop.stop();
  }
}

// The order history of a customer with 25 orders, against a bare route in its own process.
if (parts.includes('api')) {
  const { bench: _pglite, ...pgliteLoad } = await measureSeededApi('api-load-pglite', 3300, {});
  report('api-load-pglite', pgliteLoad);

  // The same read on PostgreSQL (BENCH_DATABASE_URL names a server; a fresh database is made on it).
  const database = await freshDatabase(
    process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  );
  if (database) {
    try {
      const { bench: _postgres, ...postgresLoad } = await measureSeededApi('api-load-postgres', 3301, {
        DATABASE_URL: database.url,
      });
      report('api-load-postgres', postgresLoad);
    } finally {
      await database.drop();
    }
  }
}

if (parts.includes('generation')) runTsBench('bench/generation.ts', 'generation');
if (parts.includes('mockup')) runTsBench('bench/mockup.ts', 'mockup');
if (parts.includes('layers')) runTsBench('bench/compose-layers.ts', 'compose-layers');
if (parts.includes('busy')) runTsBench('bench/busy-process.ts', 'busy-process');

mkdirSync('bench/results', { recursive: true });
writeFileSync(
  `bench/results/${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
  JSON.stringify(results, null, 2),
);

// Lighthouse now and then fails to record a trace (NO_NAVSTART): one more try, then the error is
// reported and the other benchmarks still run.
async function pageScores(baseUrl, page) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseScores(`${baseUrl}${page}`);
    } catch (err) {
      if (attempt === 2) return { error: String(err instanceof Error ? err.message : err) };
    }
  }
}

function runTsBench(file, name) {
  const run = spawnSync('npx', ['tsx', file], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  for (const line of run.stdout.split('\n').filter((l) => l.startsWith('{'))) {
    const value = JSON.parse(line);
    report(value.bench ?? name, value);
  }
}

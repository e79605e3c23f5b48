// `npx tsx bench/identity-timing.ts`: how long sign-up and the password-reset request take for an
// address that has an account and for one that has not, at the production password cost
// (scrypt N=2^17), through app.inject on an embedded test shop whose queue and workers run as in
// production. Alternates known and unknown so that drift (other work on the machine) hits both.
// One JSON line per endpoint: medians, 10th and 90th percentiles in ms, and their difference.
// BENCH_ROUNDS (default 50) sets the number of requests per kind.
import { performance } from 'node:perf_hooks';
import { startWorkers } from '../apps/api/src/jobs/workers';
import { createTestApp, type TestApp } from '../apps/api/src/testing/test-app';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 50);
const PASSWORD = 'correct-horse-1';

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};
const summary = (values: number[]) => ({
  median: Math.round(quantile(values, 0.5) * 10) / 10,
  p10: Math.round(quantile(values, 0.1) * 10) / 10,
  p90: Math.round(quantile(values, 0.9) * 10) / 10,
});

async function timed(t: TestApp, url: string, payload: object) {
  const started = performance.now();
  const res = await t.app.inject({ method: 'POST', url, payload });
  return { ms: performance.now() - started, status: res.statusCode };
}

function report(bench: string, known: number[], unknown: number[], statuses: Set<string>) {
  const k = summary(known);
  const u = summary(unknown);
  const difference = Math.round((k.median - u.median) * 10) / 10;
  console.log(
    JSON.stringify({ bench, rounds: ROUNDS, known: k, unknown: u, difference, statuses: [...statuses] }),
  );
}

const t = await createTestApp({ PASSWORD_SCRYPT_LOG_N: '17' });
try {
  await t.deps.queue.start();
  await startWorkers(t.deps);
  const address = (i: number) => `timing-${process.pid}-${i}@example.com`;
  const signUp = (email: string) =>
    timed(t, '/api/auth/sign-up/email', { email, password: PASSWORD, name: '' });
  const requestReset = (email: string) => timed(t, '/api/auth/request-password-reset', { email });

  // Warm-up: the first requests pay for lazy loading and queue creation.
  await signUp(address(0));
  await signUp(address(0));
  await requestReset(address(0));

  const known: number[] = [];
  const unknown: number[] = [];
  const statuses = new Set<string>();
  for (let i = 1; i <= ROUNDS; i++) {
    const fresh = await signUp(address(i));
    const again = await signUp(address(i - 1));
    unknown.push(fresh.ms);
    known.push(again.ms);
    statuses.add(`unknown ${fresh.status}`).add(`known ${again.status}`);
  }
  report('sign-up', known, unknown, statuses);

  const knownReset: number[] = [];
  const unknownReset: number[] = [];
  const resetStatuses = new Set<string>();
  for (let i = 1; i <= ROUNDS; i++) {
    const a = await requestReset(address(i));
    const b = await requestReset(`nobody-${process.pid}-${i}@example.com`);
    knownReset.push(a.ms);
    unknownReset.push(b.ms);
    resetStatuses.add(`known ${a.status}`).add(`unknown ${b.status}`);
  }
  report('request-password-reset', knownReset, unknownReset, resetStatuses);
} finally {
  await t.close();
}

// Starts the built shop on a free port with a throwaway data folder, for benchmarks.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export async function startShop(port, extraEnv = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
  const baseUrl = `http://localhost:${port}`;
  // The Node running the bench (the project's own under `npm run bench`) runs the shop too.
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...extraEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(baseUrl);
  return running(child, baseUrl);
}

/**
 * The API alone (no web build), run like `npm start` runs it, for the API bench. With
 * `profileDir`, Node writes a CPU profile of the whole run there when the process exits.
 */
export async function startApi(port, extraEnv = {}, { profileDir, profileName = 'api' } = {}) {
  const baseUrl = `http://localhost:${port}`;
  // One profile per thread (tsx's loader has its own) in a folder per run; the largest is the server's.
  const profile = profileDir
    ? ['--cpu-prof', `--cpu-prof-dir=${path.join(profileDir, `${profileName}-${Date.now()}`)}`]
    : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'apps/api/src/main.ts'], {
    env: { ...process.env, PORT: String(port), PUBLIC_URL: baseUrl, LOG_LEVEL: 'warn', ...extraEnv },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(baseUrl);
  return running(child, baseUrl);
}

/** A started shop process: its address, and a stop that resolves once it has exited. */
function running(child, baseUrl) {
  return {
    baseUrl,
    stop: () =>
      new Promise((resolve) => {
        child.on('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

async function waitForHealth(baseUrl) {
  const until = Date.now() + 120_000;
  for (;;) {
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error('shop did not start');
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Signs an existing customer in and returns a bearer ID token. */
export async function signIn(baseUrl, email, password) {
  const res = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const token = await fetch(`${baseUrl}/api/auth/token`, { headers: { cookie } }).then((r) => r.json());
  return { email, token: token.token, cookie };
}

/** Signs a customer up and returns a bearer ID token. */
export async function signUp(baseUrl) {
  const email = `bench-${Date.now()}@example.com`;
  const res = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email, password: 'bench-password-1', name: '' }),
  });
  if (!res.ok) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const token = await fetch(`${baseUrl}/api/auth/token`, { headers: { cookie } }).then((r) => r.json());
  return { email, token: token.token, cookie };
}

/** A new, empty database on the PostgreSQL server at `serverUrl`, or null when none answers. */
export async function freshDatabase(serverUrl) {
  const name = `shop_bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  try {
    await admin.connect();
    await admin.query(`create database ${name}`);
  } catch {
    return null;
  } finally {
    await admin.end().catch(() => {});
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

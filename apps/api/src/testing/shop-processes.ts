import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { testEnv } from './test-app';
import { createTestDatabase, type TestDatabase } from './test-database';

// The shop as it runs in production: separate processes (ROLE=web, ROLE=worker) on one PostgreSQL
// database, started from main.ts as a deployment would, for tests of what crosses processes.
export const mainTs = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../main.ts');

export type ShopProcesses = {
  database: TestDatabase;
  /** The web processes' ports, in the order they were started. */
  ports: number[];
  /** The shop's public address (the first web process): the origin its auth routes accept. */
  publicUrl: string;
  /** Starts one more process of the shop (a script run as `node --import tsx`) on its database. */
  start(script: string, env: Record<string, string>): ChildProcess;
  /** Kills every process, drops the database and removes the shared data folder. */
  stop(): Promise<void>;
};

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

async function waitForHealth(port: number) {
  const until = Date.now() + 90_000;
  for (;;) {
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > until) throw new Error(`web process on ${port} did not start`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** `web` ROLE=web processes on a fresh PostgreSQL database (DATABASE_URL), healthy when it resolves. */
export async function startShopProcesses(options: {
  web: number;
  env?: Record<string, string>;
}): Promise<ShopProcesses> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-multi-'));
  const database = await createTestDatabase();
  await database.database.close();
  const ports = await Promise.all(Array.from({ length: options.web }, freePort));
  const publicUrl = `http://localhost:${ports[0]}`;
  const children: ChildProcess[] = [];
  const start = (script: string, env: Record<string, string>) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      env: {
        ...process.env,
        ...testEnv(dataDir, database.url),
        PUBLIC_URL: publicUrl,
        ...options.env,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.push(child);
    return child;
  };
  for (const port of ports) start(mainTs, { ROLE: 'web', PORT: String(port), LOG_LEVEL: 'warn' });
  const stop = async () => {
    for (const child of children) child.kill('SIGKILL');
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await Promise.all(ports.map(waitForHealth));
  } catch (err) {
    await stop();
    throw err;
  }
  return { database, ports, publicUrl, start, stop };
}

/** Resolves once `child` has written `line` to its standard output. */
export function waitForLine(child: ChildProcess, line: string, ms = 60_000) {
  return new Promise<void>((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error(`no "${line}" within ${ms} ms`)), ms);
    child.stdout!.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      if (seen.includes(line)) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
}

import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { buildApp, type App } from '../app';
import { loadConfig } from '../config';
import { createDeps, type Deps, type DepsOverrides } from '../deps';
import { createTestDatabaseUrl } from './test-database';

export type TestApp = { app: App; deps: Deps; dataDir: string; close(): Promise<void> };

/** A complete shop on a throwaway database and data folder, for `app.inject` tests. */
export async function createTestApp(
  env: Record<string, string> = {},
  overrides: DepsOverrides = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-test-'));
  const database = await createTestDatabaseUrl();
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    ...env,
  });
  const deps = await createDeps(config, {
    inMemoryDatabase: !database.url,
    log: pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }),
    ...overrides,
  });
  const app = await buildApp(deps);
  await app.ready();
  return {
    app,
    deps,
    dataDir,
    async close() {
      await app.close();
      await deps.queue.stop().catch(() => {});
      await deps.database.close();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestUser = { id: string; email: string; token: string; cookie: string };

let counter = 0;

/** Signs a new customer up through the real identity routes and returns their ID token. */
export async function signUpTestUser(
  app: App,
  email?: string,
  password = 'correct-horse-1',
): Promise<TestUser> {
  const address = email ?? `customer${Date.now()}${counter++}@example.com`;
  const signUp = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: { email: address, password, name: address.split('@')[0] },
  });
  if (signUp.statusCode !== 200) throw new Error(`sign-up failed: ${signUp.statusCode} ${signUp.body}`);
  const cookie = [signUp.headers['set-cookie']]
    .flat()
    .filter((c): c is string => !!c)
    .map((c) => c.split(';')[0])
    .join('; ');
  const tokenResponse = await app.inject({ method: 'GET', url: '/api/auth/token', headers: { cookie } });
  if (tokenResponse.statusCode !== 200) throw new Error(`token failed: ${tokenResponse.body}`);
  const token = tokenResponse.json<{ token: string }>().token;
  return { id: signUp.json<{ user: { id: string } }>().user.id, email: address, token, cookie };
}

export const bearer = (user: TestUser) => ({ authorization: `Bearer ${user.token}` });

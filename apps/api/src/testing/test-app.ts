import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { readOutbox } from '../adapters/outbox-mailer';
import { buildApp, type App } from '../app';
import { loadConfig } from '../config';
import { createDeps, type Deps, type DepsOverrides } from '../deps';
import { createOutboxRepository } from '../modules/mail/outbox-repository';
import type { MailOutbox } from '../ports/mailer';
import { createTestDatabase } from './test-database';

export type TestApp = {
  app: App;
  deps: Deps;
  dataDir: string;
  /** The mail the shop kept in its database's outbox (none with SMTP_URL or a mailer of the test's own). */
  outbox: MailOutbox;
  close(): Promise<void>;
};

/**
 * The settings every test shop shares. Passwords are hashed at scrypt's cheapest setting the
 * config allows: the suite signs up and in a few hundred times, and at the production cost of
 * ~0.5 s each that alone took minutes. The production cost has its own test (sign-up-and-sign-in).
 */
export function testEnv(
  dataDir: string,
  databaseUrl: string | undefined,
): Record<string, string | undefined> {
  return {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    PASSWORD_SCRYPT_LOG_N: '10',
    // Every reply is checked against its contract in the tests (production skips the check).
    VALIDATE_RESPONSES: 'true',
    // Test customers are not verified; the suite's quota tests count the full monthly quota.
    // (The unverified quota has its own test, which sets it.)
    UNVERIFIED_DESIGN_QUOTA: '1000',
    // Never the real ECB: a test that imports rates serves a stored copy of its file.
    ECB_RATES_URL: 'http://127.0.0.1:9/eurofxref-daily.xml',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
}

/** A complete shop on a throwaway database and data folder, for `app.inject` tests. */
export async function createTestApp(
  /** Settings over the test defaults; `undefined` takes the shop's own default. */
  env: Record<string, string | undefined> = {},
  overrides: DepsOverrides = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-test-'));
  const database = await createTestDatabase();
  const config = loadConfig({ ...testEnv(dataDir, database.url), ...env });
  const deps = await createDeps(config, {
    database: database.database,
    log: pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }),
    ...overrides,
  });
  const app = await buildApp(deps);
  await app.ready();
  return {
    app,
    deps,
    dataDir,
    outbox: readOutbox(createOutboxRepository(deps.db)),
    async close() {
      await app.close();
      await deps.queue.stop().catch(() => {});
      await deps.imageWork.close();
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
  // The sign-up answer names nobody (a taken address gets the same); the session says who it is.
  const session = await app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
  return { id: session.json<{ user: { id: string } }>().user.id, email: address, token, cookie };
}

export const bearer = (user: TestUser) => ({ authorization: `Bearer ${user.token}` });

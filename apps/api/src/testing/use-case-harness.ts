import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { createC2paCredentials } from '../adapters/c2pa-credentials';
import { createEcbRates } from '../adapters/ecb-rates';
import { createTestPayments } from '../adapters/test-payments';
import { loadConfig } from '../config';
import type { Db } from '../db/client';
import { user } from '../db/schema';
import { createRepositories } from '../deps';
import { allJobs } from '../jobs/definitions';
import { createQueue, type Queue } from '../jobs/queue';
import { createCatalogMockups } from '../images/catalog-mockups';
import { createImageWork } from '../images/workers/image-work';
import { loadShopCatalog } from '../modules/orders/shop-catalog';
import { createCatalogStore } from '../modules/catalog/catalog-store';
import type { UseCaseDeps } from '../modules/use-case-deps';
import { assertPublicKey, assertSafeKey, type BlobStore } from '../ports/blob-store';
import type { Fulfilment, FulfilmentOrder } from '../ports/fulfilment';
import type { MailMessage } from '../ports/mailer';
import { createTestDatabase } from './test-database';
import { testEnv } from './test-app';

/** A clock the test moves by hand. */
export function manualClock(start = new Date('2026-11-15T10:00:00Z')) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
    set(date: Date) {
      now = date.getTime();
    },
  };
}

/** Files in memory, with the local store's key rule and URL shape. */
export function memoryBlobStore(): BlobStore & { files: Map<string, Buffer> } {
  const files = new Map<string, Buffer>();
  return {
    files,
    async put(key, body) {
      assertSafeKey(key);
      files.set(key, body);
    },
    async get(key) {
      return files.get(key) ?? null;
    },
    async delete(key) {
      files.delete(key);
    },
    publicUrl: (key) => {
      assertPublicKey(key);
      return `http://localhost:3000/media/${key}`;
    },
    signedUrl: async (key, expiresAt) =>
      `http://localhost:3000/media/${key}?expires=${Math.floor(expiresAt.getTime() / 1000)}&signature=test`,
  };
}

export type UseCaseHarness = {
  deps: UseCaseDeps & { queue: Queue };
  /** For assertions and fixtures only. */
  db: Db;
  clock: ReturnType<typeof manualClock>;
  mail: MailMessage[];
  submitted: FulfilmentOrder[];
  blobs: ReturnType<typeof memoryBlobStore>;
  /** A customer row, as sign-up would leave it. */
  addUser(email?: string): Promise<{ id: string; email: string }>;
  close(): Promise<void>;
};

/**
 * Use cases on their real repositories (a copy of the run's migrated database, PGlite in memory by
 * default) with the queue stopped: what a use case writes and enqueues can be read back, and no
 * worker acts on it. No HTTP and no identity service, so a file of such tests runs in well under
 * a second after its database is loaded.
 */
export async function createUseCaseHarness(
  env: Record<string, string | undefined> = {},
): Promise<UseCaseHarness> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-unit-'));
  const database = await createTestDatabase();
  const config = loadConfig({ ...testEnv(dataDir, database.url), ...env });
  const log = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
  const queue = createQueue(database.database, (msg, err) => log.error({ err }, msg), allJobs);
  await queue.start();
  const clock = manualClock();
  const mail: MailMessage[] = [];
  const submitted: FulfilmentOrder[] = [];
  const blobs = memoryBlobStore();
  const repositories = createRepositories(database.database.db, queue, database.database.listen);
  const fulfilment: Fulfilment = {
    name: 'simulated',
    async submitOrder(order) {
      submitted.push(order);
      return { producerOrderId: `sim_${order.orderId}`, status: 'created' };
    },
  };
  const catalogStore = await createCatalogStore({
    repository: repositories.catalogRepository,
    file: loadShopCatalog(),
    clock,
  });
  const deps: UseCaseHarness['deps'] = {
    config,
    log,
    clock,
    queue,
    mailer: { name: 'outbox', send: async (message) => void mail.push(message) },
    blobStore: blobs,
    imageGenerator: {
      name: 'local',
      generate: () => Promise.reject(new Error('no image generator in use case tests')),
    },
    contentCredentials: await createC2paCredentials(config, log),
    fulfilment,
    payments: createTestPayments({ clock, readSession: (id) => repositories.paymentSessions.byId(id) }),
    catalogStore,
    get catalog() {
      return catalogStore.current();
    },
    referenceRates: createEcbRates({ url: config.ECB_RATES_URL }),
    mockups: createCatalogMockups(),
    imageWork: createImageWork(),
    ...repositories,
  };
  let users = 0;
  return {
    deps,
    db: database.database.db,
    clock,
    mail,
    submitted,
    blobs,
    async addUser(email = `customer-${randomUUID()}@example.com`) {
      const id = `user-${++users}-${randomUUID()}`;
      await database.database.db.insert(user).values({ id, name: email.split('@')[0]!, email });
      return { id, email };
    },
    async close() {
      await queue.stop();
      await deps.imageWork.close();
      await database.database.close();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

import path from 'node:path';
import type { Catalog } from '@prompttee/domain';
import { pino, type Logger } from 'pino';
import { createLocalGenerator, subjectsOfPrompt } from './adapters/local-generator';
import { createOpenAiGenerator } from './adapters/openai-generator';
import { createOutboxMailer } from './adapters/outbox-mailer';
import { selectBlobStore } from './adapters/select-blob-store';
import { selectFulfilment, type ShopFulfilment } from './adapters/select-fulfilment';
import { createSmtpMailer } from './adapters/smtp-mailer';
import { createStripePayments } from './adapters/stripe-payments';
import { createTestPayments } from './adapters/test-payments';
import type { Config } from './config';
import { openDatabase, type Database, type Db } from './db/client';
import { allJobs } from './jobs/definitions';
import { createQueue, type Queue } from './jobs/queue';
import { resolveAuthSecret } from './modules/identity/auth-secret';
import { createAuth, type Auth } from './modules/identity/create-auth';
import { createSessionStatusChecker } from './modules/identity/session-status';
import { loadShopCatalog } from './modules/orders/shop-catalog';
import { createPaymentSessionsRepository } from './modules/payments/payment-sessions-repository';
import { createIdTokenVerifier, type AuthUser } from './modules/identity/verify-id-token';
import type { BlobStore } from './ports/blob-store';
import { systemClock, type Clock } from './ports/clock';
import type { ImageGenerator } from './ports/image-generator';
import type { Mailer } from './ports/mailer';
import type { Payments } from './ports/payments';

/** Everything a use case may need, built in one place from the config. */
export type Deps = {
  config: Config;
  log: Logger;
  clock: Clock;
  database: Database;
  db: Db;
  queue: Queue;
  mailer: Mailer;
  blobStore: BlobStore;
  imageGenerator: ImageGenerator;
  fulfilment: ShopFulfilment;
  payments: Payments;
  /** The server's catalog, read once at start-up: the only source of prices. */
  catalog: Catalog;
  auth: Auth;
  verifyIdToken: (token: string) => Promise<AuthUser | null>;
};

export type DepsOverrides = Partial<
  Pick<
    Deps,
    'clock' | 'mailer' | 'blobStore' | 'log' | 'imageGenerator' | 'fulfilment' | 'payments' | 'catalog'
  >
> & {
  database?: Database;
  inMemoryDatabase?: boolean;
};

export async function createDeps(config: Config, overrides: DepsOverrides = {}): Promise<Deps> {
  const log = overrides.log ?? pino({ level: config.LOG_LEVEL });
  const database =
    overrides.database ??
    (await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.dataDir,
      inMemory: overrides.inMemoryDatabase ?? false,
      onPoolError: (err) => log.warn({ err }, 'database connection lost'),
    }));
  await database.migrate();
  const queue = createQueue(database, (msg, err) => log.error({ err }, msg), allJobs);
  const mailer =
    overrides.mailer ??
    (config.SMTP_URL
      ? createSmtpMailer({ url: config.SMTP_URL, from: config.MAIL_FROM })
      : createOutboxMailer({
          dir: path.join(config.dataDir, 'outbox'),
          from: config.MAIL_FROM,
          log: (msg) => log.info(msg),
        }));
  const blobStore = overrides.blobStore ?? selectBlobStore(config);
  const imageGenerator = overrides.imageGenerator ?? createImageGenerator(config);
  const fulfilment = overrides.fulfilment ?? selectFulfilment(config, queue);
  const clock = overrides.clock ?? systemClock;
  const payments = overrides.payments ?? createPayments(config, clock, database.db);
  const catalog = overrides.catalog ?? loadShopCatalog();
  const auth = createAuth({
    config,
    db: database.db,
    mailer,
    secret: resolveAuthSecret(config.AUTH_SECRET, config.dataDir),
    logError: (err, msg) => log.error({ err }, msg),
  });
  const verifyIdToken = createIdTokenVerifier({
    issuer: config.PUBLIC_URL,
    audience: `${config.PUBLIC_URL}/v1`,
    loadJwks: () => auth.api.getJwks(),
    isSessionActive: createSessionStatusChecker(database.db),
  });
  return {
    config,
    log,
    clock,
    database,
    db: database.db,
    queue,
    mailer,
    blobStore,
    imageGenerator,
    fulfilment,
    payments,
    catalog,
    auth,
    verifyIdToken,
  };
}

/** IMAGE_GENERATOR=openai: any OpenAI-compatible images API (the config requires its key); else local. */
function createImageGenerator(config: Config): ImageGenerator {
  if (config.IMAGE_GENERATOR === 'openai') {
    return createOpenAiGenerator({
      apiKey: config.OPENAI_API_KEY!,
      baseURL: config.OPENAI_BASE_URL,
      model: config.IMAGE_MODEL,
      // The local generator's prompt reading names the subjects the model was asked to draw.
      subjectsOf: subjectsOfPrompt,
    });
  }
  return createLocalGenerator();
}

/** Stripe when its secret key is set (the config then requires the other two keys), else the test checkout. */
function createPayments(config: Config, clock: Clock, db: Db): Payments {
  if (config.STRIPE_SECRET_KEY) {
    return createStripePayments({
      secretKey: config.STRIPE_SECRET_KEY,
      publishableKey: config.STRIPE_PUBLISHABLE_KEY!,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET!,
      apiBase: config.STRIPE_API_BASE,
      now: () => clock.now(),
    });
  }
  const sessions = createPaymentSessionsRepository(db);
  return createTestPayments({ clock, readSession: (id) => sessions.byId(id) });
}

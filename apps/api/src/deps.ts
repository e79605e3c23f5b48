import path from 'node:path';
import { pino, type Logger } from 'pino';
import { createLocalGenerator } from './adapters/local-generator';
import { createLocalBlobStore } from './adapters/local-blob-store';
import { createOutboxMailer } from './adapters/outbox-mailer';
import { selectFulfilment, type ShopFulfilment } from './adapters/select-fulfilment';
import { createSmtpMailer } from './adapters/smtp-mailer';
import type { Config } from './config';
import { openDatabase, type Database, type Db } from './db/client';
import { createQueue, type Queue } from './jobs/queue';
import { resolveAuthSecret } from './modules/identity/auth-secret';
import { createAuth, type Auth } from './modules/identity/create-auth';
import { createIdTokenVerifier, type AuthUser } from './modules/identity/verify-id-token';
import type { BlobStore } from './ports/blob-store';
import { systemClock, type Clock } from './ports/clock';
import type { ImageGenerator } from './ports/image-generator';
import type { Mailer } from './ports/mailer';

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
  auth: Auth;
  verifyIdToken: (token: string) => Promise<AuthUser | null>;
};

export type DepsOverrides = Partial<Pick<Deps, 'clock' | 'mailer' | 'blobStore' | 'log' | 'imageGenerator' | 'fulfilment'>> & {
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
    }));
  await database.migrate();
  const queue = createQueue(database, (msg, err) => log.error({ err }, msg));
  const mailer =
    overrides.mailer ??
    (config.SMTP_URL
      ? createSmtpMailer({ url: config.SMTP_URL, from: config.MAIL_FROM })
      : createOutboxMailer({
          dir: path.join(config.dataDir, 'outbox'),
          from: config.MAIL_FROM,
          log: (msg) => log.info(msg),
        }));
  const blobStore =
    overrides.blobStore ??
    createLocalBlobStore({ dir: path.join(config.dataDir, 'media'), publicBaseUrl: config.PUBLIC_URL });
  const imageGenerator = overrides.imageGenerator ?? createImageGenerator(config);
  const fulfilment = overrides.fulfilment ?? selectFulfilment(config, queue);
  const auth = createAuth({
    config,
    db: database.db,
    mailer,
    secret: resolveAuthSecret(config.AUTH_SECRET, config.dataDir),
  });
  const verifyIdToken = createIdTokenVerifier({
    issuer: config.PUBLIC_URL,
    audience: `${config.PUBLIC_URL}/v1`,
    loadJwks: () => auth.api.getJwks(),
  });
  return {
    config,
    log,
    clock: overrides.clock ?? systemClock,
    database,
    db: database.db,
    queue,
    mailer,
    blobStore,
    imageGenerator,
    fulfilment,
    auth,
    verifyIdToken,
  };
}

function createImageGenerator(config: Config): ImageGenerator {
  if (config.IMAGE_GENERATOR === 'openai') {
    throw new Error('IMAGE_GENERATOR=openai: the OpenAI-compatible adapter is not part of this build yet');
  }
  return createLocalGenerator();
}

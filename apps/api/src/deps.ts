import { createHmac } from 'node:crypto';
import type { Logger } from 'pino';
import { createC2paCredentials } from './adapters/c2pa-credentials';
import { createOutboxMailer } from './adapters/outbox-mailer';
import { selectBlobStore } from './adapters/select-blob-store';
import { selectFulfilment } from './adapters/select-fulfilment';
import { selectImageGenerator } from './adapters/select-image-generator';
import { createSmtpMailer } from './adapters/smtp-mailer';
import { createStripePayments } from './adapters/stripe-payments';
import { createTestPayments } from './adapters/test-payments';
import type { Config } from './config';
import { openDatabase, type Database, type Db, type Listen } from './db/client';
import type { TransactionalJobs } from './db/types';
import { allJobs } from './jobs/definitions';
import { createQueue, type Queue } from './jobs/queue';
import { createAlertRepository } from './modules/alerts/alert-repository';
import { createAddressRepository } from './modules/addresses/address-repository';
import { createAdminCustomerRepository } from './modules/admin/admin-customer-repository';
import { createAdminOrderRepository } from './modules/admin/admin-order-repository';
import { createAuditRepository } from './modules/admin/audit-repository';
import { createClaimRepository } from './modules/admin/claim-repository';
import { createCompositionRepository } from './modules/compositions/composition-repository';
import { createEcbRates } from './adapters/ecb-rates';
import { createExchangeRateRepository } from './modules/exchange-rates/exchange-rate-repository';
import { createDesignRepository } from './modules/designs/design-repository';
import { resolveAuthSecret } from './modules/identity/auth-secret';
import { createAuth, type Auth } from './modules/identity/create-auth';
import { createIdentityRepository } from './modules/identity/identity-repository';
import { withSessionStatusCache } from './modules/identity/cached-identity-repository';
import { createIdTokenVerifier, type AuthUser } from './modules/identity/verify-id-token';
import { createOrderRepository } from './modules/orders/order-repository';
import { withOrderHistoryCache } from './modules/orders/cached-order-repository';
import { createCatalogMockups } from './images/catalog-mockups';
import { createImageWork } from './images/workers/image-work';
import { loadShopCatalog } from './modules/orders/shop-catalog';
import { createCatalogRepository } from './modules/catalog/catalog-repository';
import { createCatalogStore, staticCatalogStore } from './modules/catalog/catalog-store';
import {
  createPaymentSessionsRepository,
  type PaymentSessionsRepository,
} from './modules/payments/payment-sessions-repository';
import { createRefundRepository } from './modules/payments/refund-repository';
import { createInvoiceRepository } from './modules/invoices/invoice-repository';
import { createOutboxRepository } from './modules/mail/outbox-repository';
import { spendDailyAllowance } from './modules/rate-limits/consume-rate-limit';
import { createRateLimitRepository } from './modules/rate-limits/rate-limit-repository';
import type { UseCaseDeps } from './modules/use-case-deps';
import { systemClock, type Clock } from './ports/clock';
import type { Mailer, OutboxStore } from './ports/mailer';
import type { Payments } from './ports/payments';
import { paymentProviderOf } from './payment-provider';
import { createShopLogger } from './shop-logger';

/**
 * The composition root: everything the shop runs on, built in one place from the config. The only
 * file that knows which adapters exist. Use cases receive the UseCaseDeps part; `database`, `db`
 * and the full queue are here for the process's lifecycle (migrate, start, stop) and for tests.
 */
export type Deps = UseCaseDeps & {
  log: Logger;
  database: Database;
  /** For tests and the process lifecycle only: use cases reach the database through repositories. */
  db: Db;
  queue: Queue;
  auth: Auth;
  verifyIdToken: (token: string) => Promise<AuthUser | null>;
  /** Signs and checks the local store's private media URLs (print files); derived from AUTH_SECRET. */
  mediaSigningSecret: string;
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
  const log = overrides.log ?? createShopLogger(config.LOG_LEVEL);
  const database =
    overrides.database ??
    (await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.dataDir,
      inMemory: overrides.inMemoryDatabase ?? false,
      onPoolError: (err) => log.warn({ err }, 'database connection lost'),
    }));
  await database.migrate();
  const { db } = database;
  const queue = createQueue(database, (msg, err) => log.error({ err }, msg), allJobs);
  const repositories = createRepositories(db, queue, database.listen);
  const mailer = overrides.mailer ?? createMailer(config, log, createOutboxRepository(db));
  const clock = overrides.clock ?? systemClock;
  const secret = resolveAuthSecret(config.AUTH_SECRET, config.dataDir);
  // A key of its own for media URLs, so a leaked media signature says nothing about session keys.
  const mediaSigningSecret = createHmac('sha256', secret).update('media-urls').digest('base64url');
  const auth = createAuth({
    config,
    identity: repositories.identity,
    rateLimits: repositories.rateLimits,
    queue,
    secret,
    logError: (err, msg) => log.error({ err }, msg),
  });
  const catalogStore = overrides.catalog
    ? staticCatalogStore(overrides.catalog)
    : await createCatalogStore({
        repository: repositories.catalogRepository,
        file: loadShopCatalog(),
        clock,
        onError: (err) => log.warn({ err }, 'catalogue read failed'),
      });
  return {
    config,
    log,
    clock,
    database,
    db,
    queue,
    ...repositories,
    mailer,
    blobStore: overrides.blobStore ?? selectBlobStore(config, mediaSigningSecret),
    mediaSigningSecret,
    imageGenerator:
      overrides.imageGenerator ??
      selectImageGenerator(config, {
        ...(config.IMAGE_DAILY_LIMIT
          ? {
              spendDailyImage: (provider: string) =>
                spendDailyAllowance(repositories, {
                  key: `image-provider:${provider}`,
                  max: config.IMAGE_DAILY_LIMIT!,
                }),
            }
          : {}),
        warn: (message, details) => log.warn(details, message),
      }),
    contentCredentials: await createC2paCredentials(config, log),
    fulfilment: overrides.fulfilment ?? selectFulfilment(config, queue),
    payments: overrides.payments ?? createPayments(config, clock, repositories.paymentSessions),
    catalogStore,
    // Read at each use: the operator's changes and a sale's start or end apply at once.
    get catalog() {
      return catalogStore.current();
    },
    referenceRates: createEcbRates({ url: config.ECB_RATES_URL }),
    mockups: createCatalogMockups(),
    imageWork: createImageWork(),
    auth,
    verifyIdToken: createIdTokenVerifier({
      issuer: config.PUBLIC_URL,
      audience: `${config.PUBLIC_URL}/v1`,
      loadJwks: () => auth.api.getJwks(),
      sessionStatus: (sessionId, userId) =>
        repositories.identity.sessionStatus(sessionId, userId, new Date()),
    }),
  };
}

/** One repository per aggregate, on the shop's database; jobs they enqueue go in their transactions. */
export function createRepositories(db: Db, jobs: TransactionalJobs, listen?: Listen) {
  return {
    designs: createDesignRepository(db, jobs, listen),
    orders: withOrderHistoryCache(createOrderRepository(db, jobs), listen),
    paymentSessions: createPaymentSessionsRepository(db, jobs),
    refunds: createRefundRepository(db),
    invoices: createInvoiceRepository(db),
    alerts: createAlertRepository(db),
    addresses: createAddressRepository(db),
    identity: withSessionStatusCache(createIdentityRepository(db), listen),
    rateLimits: createRateLimitRepository(db),
    adminOrders: createAdminOrderRepository(db),
    adminCustomers: createAdminCustomerRepository(db),
    audit: createAuditRepository(db),
    claims: createClaimRepository(db, jobs),
    compositions: createCompositionRepository(db),
    exchangeRates: createExchangeRateRepository(db),
    catalogRepository: createCatalogRepository(db),
  };
}

/** SMTP_URL sends real mail; otherwise it is kept in the database outbox (mail_outbox) for /dev/outbox. */
function createMailer(config: Config, log: Logger, store: OutboxStore): Mailer {
  if (config.SMTP_URL) return createSmtpMailer({ url: config.SMTP_URL, from: config.MAIL_FROM });
  return createOutboxMailer({ store, from: config.MAIL_FROM, log: (msg) => log.info(msg) });
}

/** The adapter of the provider `paymentProviderOf` names, so the browser's config says the same. */
function createPayments(config: Config, clock: Clock, sessions: PaymentSessionsRepository): Payments {
  if (paymentProviderOf(config) === 'stripe') {
    return createStripePayments({
      secretKey: config.STRIPE_SECRET_KEY!,
      publishableKey: config.STRIPE_PUBLISHABLE_KEY!,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET!,
      apiBase: config.STRIPE_API_BASE,
      now: () => clock.now(),
    });
  }
  return createTestPayments({ clock, readSession: (id) => sessions.byId(id) });
}

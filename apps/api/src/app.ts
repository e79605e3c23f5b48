import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalogPublicDir } from '@prompttee/catalog';
import Fastify, { LogController, type FastifyBaseLogger } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from './deps';
import { requireBearer } from './plugins/authenticate';
import { registerErrorHandler } from './plugins/error-handler';
import { registerInputGuard } from './plugins/input-guard';
import { registerOpenApi } from './plugins/openapi';
import { createResponseSerializer } from './plugins/response-serializer';
import { inlineScriptHashes, registerSecurity } from './plugins/security';
import { registerStaticFiles, servedPages } from './plugins/static-files';
import { registerUntrustedProxyWarning } from './plugins/untrusted-proxy-warning';
import { requireOperator } from './plugins/require-operator';
import { adminAuditRoutes } from './routes/admin-audit';
import { adminCustomerRoutes } from './routes/admin-customers';
import { adminExchangeRateRoutes } from './routes/admin-exchange-rates';
import { adminCatalogRoutes } from './routes/admin-catalog';
import { catalogDocumentRoutes } from './routes/catalog-document';
import { adminOrderDocumentRoutes } from './routes/admin-order-documents';
import { adminOrderRoutes } from './routes/admin-orders';
import { adminOverviewRoutes } from './routes/admin-overview';
import { registerAuthRoutes } from './routes/auth';
import { checkoutSessionRoutes } from './routes/checkout-session';
import { designRoutes } from './routes/designs';
import { fontRoutes } from './routes/fonts';
import { registerDevOutbox } from './routes/dev-outbox';
import { healthRoutes } from './routes/health';
import { orderEventsRoutes } from './routes/order-events';
import { mockupRoutes } from './routes/mockups';
import { orderHistoryRoutes } from './routes/order-history';
import { invoiceRoutes } from './routes/invoices';
import { adminVatReportRoutes } from './routes/admin-vat-report';
import { orderRoutes } from './routes/orders';
import { shippingAddressRoutes } from './routes/shipping-address';
import { profileRoutes } from './routes/profile';
import { testCheckoutRoutes } from './routes/test-checkout';
import { gelatoWebhookRoutes } from './routes/webhooks-gelato';
import { stripeWebhookRoutes } from './routes/webhooks-stripe';
import { publicShopConfig } from './public-config';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export const REQUEST_TIMEOUT_MS = 30_000;
export const HEADERS_TIMEOUT_MS = 10_000;

/**
 * TRUST_PROXY for Fastify: a hop count trusts that many proxies nearest the shop (the addresses
 * they appended to X-Forwarded-For), never the entries a client wrote itself; a list trusts those
 * proxies' addresses. (proxy-addr's own semantics; Fastify's types omit the number form.)
 */
function trustProxyOption(value: false | number | string[]) {
  if (typeof value !== 'number') return value;
  return (_address: string, hop: number) => hop < value;
}

/** Builds the whole HTTP app from its dependencies; does no I/O of its own beyond reading files. */
export async function buildApp(deps: Deps) {
  const app = Fastify({
    loggerInstance: deps.log as FastifyBaseLogger,
    trustProxy: trustProxyOption(deps.config.TRUST_PROXY),
    bodyLimit: 256 * 1024,
    // A request (headers and body) must arrive within 30 s: a client trickling a body a byte at a
    // time would otherwise hold its connection and parser state for ever.
    requestTimeout: REQUEST_TIMEOUT_MS,
    // One line per request is noise at info level; debug and trace turn it back on.
    logController: new LogController({
      disableRequestLogging: deps.config.LOG_LEVEL !== 'debug' && deps.config.LOG_LEVEL !== 'trace',
    }),
  }).withTypeProvider<ZodTypeProvider>();
  // Headers must be complete within 10 s (Node's default is 60 s).
  app.server.headersTimeout = HEADERS_TIMEOUT_MS;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createResponseSerializer({ validate: deps.config.VALIDATE_RESPONSES }));
  registerErrorHandler(app);
  registerInputGuard(app);
  registerUntrustedProxyWarning(app, { trustProxy: deps.config.TRUST_PROXY, clock: deps.clock });
  const webDistDir = deps.config.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist');
  await registerSecurity(app, {
    scriptHashes: inlineScriptHashes(...servedPages(webDistDir)),
    ownOrigins: deps.config.trustedOrigins,
    fileOrigin: deps.config.publicFileOrigin,
  });
  await registerOpenApi(app, deps.config.SHOP_NAME);

  await app.register(healthRoutes(deps));
  registerAuthRoutes(app, deps.auth, {
    publicUrl: deps.config.PUBLIC_URL,
    ownOrigins: deps.config.trustedOrigins,
  });
  await registerDevOutbox(app, deps);

  // The bundled fonts are public: the browser loads them from CSS, which sends no bearer token.
  await app.register(fontRoutes(), { prefix: '/v1' });

  // The product API of the spec: every route in this scope needs the bearer ID token.
  await app.register(
    async (v1) => {
      requireBearer(v1, deps.verifyIdToken);
      await v1.register(designRoutes(deps));
      await v1.register(shippingAddressRoutes(deps));
      await v1.register(profileRoutes(deps));
      await v1.register(orderHistoryRoutes(deps));
      await v1.register(mockupRoutes(deps));
      await v1.register(orderEventsRoutes(deps));
      await v1.register(orderRoutes(deps));
      await v1.register(invoiceRoutes(deps));
      await v1.register(checkoutSessionRoutes(deps));
      await v1.register(testCheckoutRoutes(deps));
      // The operator console's API: operators only, checked on every call (decision 019).
      await v1.register(
        async (admin) => {
          requireOperator(admin, deps);
          await admin.register(adminOverviewRoutes(deps));
          await admin.register(adminOrderRoutes(deps));
          await admin.register(adminOrderDocumentRoutes(deps));
          await admin.register(adminCustomerRoutes(deps));
          await admin.register(adminAuditRoutes(deps));
          await admin.register(adminVatReportRoutes(deps));
          await admin.register(adminExchangeRateRoutes(deps));
          await admin.register(adminCatalogRoutes(deps));
        },
        { prefix: '/admin' },
      );
    },
    { prefix: '/v1' },
  );

  // Webhooks: public (the sender proves itself by signature, not a bearer token), and JSON bodies
  // stay raw bytes in this scope only, because signatures are computed over the exact bytes sent.
  await app.register(
    async (hooks) => {
      hooks.removeContentTypeParser('application/json');
      hooks.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
        done(null, body),
      );
      await hooks.register(stripeWebhookRoutes(deps));
      await hooks.register(gelatoWebhookRoutes(deps));
    },
    { prefix: '/v1/webhooks' },
  );

  await app.register(catalogDocumentRoutes(deps));
  await registerStaticFiles(app, {
    webDistDir,
    // The package's public folder mirrors the URLs: public/catalog/... is served at /catalog/...
    catalogDir: path.join(catalogPublicDir, 'catalog'),
    mediaDir: path.join(deps.config.dataDir, 'media'),
    mediaSigningSecret: deps.mediaSigningSecret,
    clock: deps.clock,
    publicConfig: publicShopConfig(deps.config),
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

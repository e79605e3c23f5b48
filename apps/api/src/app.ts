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
import { requireOperator } from './plugins/require-operator';
import { adminCustomerRoutes } from './routes/admin-customers';
import { adminOrderRoutes } from './routes/admin-orders';
import { adminOverviewRoutes } from './routes/admin-overview';
import { registerAuthRoutes } from './routes/auth';
import { checkoutSessionRoutes } from './routes/checkout-session';
import { designRoutes } from './routes/designs';
import { registerDevOutbox } from './routes/dev-outbox';
import { healthRoutes } from './routes/health';
import { orderEventsRoutes } from './routes/order-events';
import { mockupRoutes } from './routes/mockups';
import { orderHistoryRoutes } from './routes/order-history';
import { orderRoutes } from './routes/orders';
import { shippingAddressRoutes } from './routes/shipping-address';
import { testCheckoutRoutes } from './routes/test-checkout';
import { gelatoWebhookRoutes } from './routes/webhooks-gelato';
import { stripeWebhookRoutes } from './routes/webhooks-stripe';
import { publicShopConfig } from './public-config';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Builds the whole HTTP app from its dependencies; does no I/O of its own beyond reading files. */
export async function buildApp(deps: Deps) {
  const app = Fastify({
    loggerInstance: deps.log as FastifyBaseLogger,
    trustProxy: deps.config.TRUST_PROXY,
    bodyLimit: 256 * 1024,
    // One line per request is noise at info level; debug and trace turn it back on.
    logController: new LogController({
      disableRequestLogging: deps.config.LOG_LEVEL !== 'debug' && deps.config.LOG_LEVEL !== 'trace',
    }),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createResponseSerializer({ validate: deps.config.VALIDATE_RESPONSES }));
  registerErrorHandler(app);
  registerInputGuard(app);
  const webDistDir = deps.config.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist');
  await registerSecurity(app, {
    scriptHashes: inlineScriptHashes(...servedPages(webDistDir)),
    ownOrigins: deps.config.trustedOrigins,
  });
  await registerOpenApi(app, deps.config.SHOP_NAME);

  await app.register(healthRoutes(deps));
  registerAuthRoutes(app, deps.auth, deps.config.PUBLIC_URL);
  await registerDevOutbox(app, deps);

  // The product API of the spec: every route in this scope needs the bearer ID token.
  await app.register(
    async (v1) => {
      requireBearer(v1, deps.verifyIdToken);
      await v1.register(designRoutes(deps));
      await v1.register(shippingAddressRoutes(deps));
      await v1.register(orderHistoryRoutes(deps));
      await v1.register(mockupRoutes(deps));
      await v1.register(orderEventsRoutes(deps));
      await v1.register(orderRoutes(deps));
      await v1.register(checkoutSessionRoutes(deps));
      await v1.register(testCheckoutRoutes(deps));
      // The operator console's API: operators only, checked on every call (decision 019).
      await v1.register(
        async (admin) => {
          requireOperator(admin, deps);
          await admin.register(adminOverviewRoutes(deps));
          await admin.register(adminOrderRoutes(deps));
          await admin.register(adminCustomerRoutes(deps));
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

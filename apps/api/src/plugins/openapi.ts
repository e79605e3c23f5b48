import fastifySwagger, { type SwaggerTransform } from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';
import type { ZodMiniType } from 'zod/mini';
import { CONTRACT_DOCS } from '@prompttee/domain/contracts/docs/index';
import { documentedJsonSchemaTransform } from './openapi-field-docs';

const BEARER = [
  'A short-lived JWT (minutes). Sign up with `POST /api/auth/sign-up/email` or sign in with',
  '`POST /api/auth/sign-in/email` (`{ "email", "password" }`): the answer sets a session cookie.',
  'Then `GET /api/auth/token` with that cookie answers `{ "token" }`: send it as',
  '`Authorization: Bearer <token>`, and ask again when a call answers 401. The `token` in the',
  "sign-in answer is the session's own id, not this bearer.",
].join(' ');

const QUICK_START = [
  'Quick start (a runnable copy is `examples/api-quick-start.mjs` in the repository):',
  '1. `POST /api/auth/sign-up/email` with `{ "email", "password", "name" }`; keep the session cookie.',
  '2. `GET /api/auth/token` with the cookie: the bearer for every `/v1` call.',
  '3. `POST /v1/designs/create` with `{ "prompt", "file": "" }`; poll',
  '`GET /v1/designs/jobs/status?id=<job_id>` until `status` is `completed`.',
  '4. `POST /v1/shipping-address`, then `POST /v1/orders` with the design on an item.',
  "5. Pay: with the built-in test checkout, `POST /v1/test-checkout/pay` with the order's",
  '`client_secret` and the card 4242 4242 4242 4242; with Stripe, confirm `client_secret` with Stripe.js.',
].join('\n');

/** The zod contracts of a route as its part of the OpenAPI document, with every field's description. */
export const documentedTransform = documentedJsonSchemaTransform(CONTRACT_DOCS);

/**
 * For a route's `config.swaggerTransform`: its document shows `body` as its request body, which
 * the route reads itself (a multipart upload) instead of having it validated.
 */
export const withDocumentedBody =
  (body: ZodMiniType): SwaggerTransform =>
  (document) =>
    documentedTransform({ ...document, schema: { ...document.schema, body } });

/** OpenAPI generated from the zod contracts of every route, browsable at /docs. */
export async function registerOpenApi(app: FastifyInstance, shopName: string) {
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: `${shopName} API`, version: '1.0.0', description: QUICK_START },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: BEARER },
        },
      },
      security: [{ bearer: [] }],
    },
    transform: documentedTransform,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/docs',
    theme: docsTheme(shopName),
    // Without the explorer's top bar (an unlabelled URL box and logo), without links nested in each
    // route's button (too small to tap, and interactive inside interactive) and without syntax colours,
    // whose tokens fall below 4.5:1 on Swagger UI's own backgrounds.
    uiConfig: { layout: 'BaseLayout', syntaxHighlight: false, deepLinking: false },
  });
}

/** Swagger UI's light colours brought to AA contrast, and the names its dialog leaves out. */
function docsTheme(shopName: string) {
  const file = (name: string) => ({
    filename: name,
    content: readFileSync(new URL(`./api-docs/${name}`, import.meta.url), 'utf8'),
  });
  return { title: `${shopName} API`, css: [file('theme.css')], js: [file('theme.js')] };
}

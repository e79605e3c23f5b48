import {
  apiErrorSchema,
  testCheckoutPayBodySchema,
  testCheckoutPayResponseSchema,
  testCheckoutSessionQuerySchema,
  testCheckoutSessionResponseSchema,
} from '@prompttee/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getTestCheckoutSession, payTestCheckout } from '../modules/payments/test-checkout';
import type { UseCaseDeps } from '../modules/use-case-deps';
import { translateError } from '../i18n/errors/translate-error';
import { currentUser } from '../plugins/authenticate';
import { requestLocale } from '../plugins/request-locale';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 410: apiErrorSchema };

/**
 * The built-in test checkout's two calls. They sit in the bearer scope: the card form runs inside
 * the signed-in shop, and a session answers only its owner.
 */
export const testCheckoutRoutes =
  (deps: UseCaseDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['Payments'];

    app.get(
      '/test-checkout/session',
      {
        schema: {
          tags,
          querystring: testCheckoutSessionQuerySchema,
          response: { 200: testCheckoutSessionResponseSchema, ...errors },
        },
      },
      async (request) =>
        getTestCheckoutSession(deps, {
          user: currentUser(request),
          clientSecret: request.query.client_secret,
        }),
    );

    app.post(
      '/test-checkout/pay',
      {
        schema: {
          tags,
          body: testCheckoutPayBodySchema,
          response: { 200: testCheckoutPayResponseSchema, ...errors },
        },
      },
      async (request) => {
        const answer = await payTestCheckout(deps, { user: currentUser(request), body: request.body });
        // A decline is an answer, not an error: its card message is put in the request's language here.
        return answer.status === 'declined'
          ? { ...answer, message: translateError(answer.message, requestLocale(request)) }
          : answer;
      },
    );
  };

import { apiErrorSchema, profilePatchBodySchema, profileResponseSchema } from '@prompttee/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getProfile, setProfileLocale } from '../modules/identity/profile';
import type { UseCaseDeps } from '../modules/use-case-deps';
import { currentUser } from '../plugins/authenticate';
import { userWriteLimit } from './user-write-limit';

const errors = { 401: apiErrorSchema, 404: apiErrorSchema };

/** GET /v1/profile and PATCH /v1/profile { locale }: the customer's own account, never another's. */
export const profileRoutes =
  (deps: UseCaseDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['Profile'];

    app.get(
      '/profile',
      {
        schema: {
          tags,
          description: "The signed-in customer's e-mail, name and chosen language (null until chosen).",
          response: { 200: profileResponseSchema, ...errors },
        },
      },
      async (request) => getProfile(deps, { userId: currentUser(request).id }),
    );

    app.patch(
      '/profile',
      {
        preHandler: userWriteLimit(deps, 'profile-update'),
        schema: {
          tags,
          description:
            "Sets the customer's language ('en' or 'et'): the shop's pages, e-mails and documents made afterwards use it.",
          body: profilePatchBodySchema,
          response: { 200: profileResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema, ...errors },
        },
      },
      async (request) =>
        setProfileLocale(deps, { userId: currentUser(request).id, locale: request.body.locale }),
    );
  };

import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { jwt } from 'better-auth/plugins';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema';
import type { Mailer } from '../../ports/mailer';

export const ID_TOKEN_LIFETIME_SECONDS = 15 * 60;

export type AuthDeps = { config: Config; db: Db; mailer: Mailer; secret: string };

/** The shop's identity service (better-auth on our own database), mounted at /api/auth. */
export function createAuth({ config, db, secret }: AuthDeps) {
  return betterAuth({
    appName: config.SHOP_NAME,
    baseURL: config.PUBLIC_URL,
    basePath: '/api/auth',
    secret,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        jwks: schema.jwks,
        rateLimit: schema.rateLimit,
      },
    }),
    emailAndPassword: { enabled: true, minPasswordLength: 6, maxPasswordLength: 128 },
    plugins: [
      jwt({
        jwt: {
          issuer: config.PUBLIC_URL,
          audience: `${config.PUBLIC_URL}/v1`,
          expirationTime: `${ID_TOKEN_LIFETIME_SECONDS}s`,
          definePayload: ({ user, session }) => ({ email: user.email, sid: session.id }),
        },
      }),
    ],
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;

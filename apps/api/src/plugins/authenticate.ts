import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import type { AuthUser } from '../modules/identity/verify-id-token';

// Request-scoped user without `declare module 'fastify'`: routes ask for it explicitly.
const users = new WeakMap<FastifyRequest, AuthUser>();

/** The signed-in customer of a /v1 request; the scope's hook has already refused anonymous calls. */
export function currentUser(request: FastifyRequest): AuthUser {
  const user = users.get(request);
  if (!user) throw new AppError('UNAUTHORIZED', 'Sign in to continue.');
  return user;
}

/** The signed-in customer of a request, if its scope asked for a bearer token and it was valid. */
export const signedInUser = (request: FastifyRequest): AuthUser | undefined => users.get(request);

/** Every route registered inside `scope` requires `Authorization: Bearer <ID token>`. */
export function requireBearer(scope: FastifyInstance, verify: (token: string) => Promise<AuthUser | null>) {
  scope.addHook('onRequest', async (request) => {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) throw new AppError('UNAUTHORIZED', 'Missing bearer token.');
    const user = await verify(match[1]!);
    if (!user) throw new AppError('UNAUTHORIZED', 'The token is invalid or has expired.');
    users.set(request, user);
  });
}

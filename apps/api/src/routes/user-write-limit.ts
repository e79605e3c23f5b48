import type { FastifyRequest } from 'fastify';
import { limitUserWrite, type UserWrite } from '../modules/rate-limits/consume-rate-limit';
import type { UseCaseDeps } from '../modules/use-case-deps';
import { currentUser } from '../plugins/authenticate';

/** A route's preHandler: the customer's per-minute limit for this write (429 with Retry-After). */
export const userWriteLimit =
  (deps: Pick<UseCaseDeps, 'rateLimits'>, action: UserWrite) => async (request: FastifyRequest) => {
    await limitUserWrite(deps, { userId: currentUser(request).id, action });
  };

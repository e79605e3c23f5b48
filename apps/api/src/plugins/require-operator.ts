import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import { checkOperator, type Operator } from '../modules/admin/check-operator';
import type { UseCaseDeps } from '../modules/use-case-deps';
import { currentUser } from './authenticate';

const operators = new WeakMap<FastifyRequest, Operator>();

/** The operator making an /v1/admin call; the scope's hook has already refused everyone else. */
export function currentOperator(request: FastifyRequest): Operator {
  const operator = operators.get(request);
  if (!operator) throw new AppError('FORBIDDEN', 'Only operators may do this.');
  return operator;
}

/**
 * Every route registered inside `scope` is for operators only (403 for customers). Runs right
 * after the bearer check of the /v1 scope (both onRequest, in registration order) and before any
 * validation, so a customer learns nothing about the admin API's inputs; on every call, because
 * rights are never cached in the browser or a token.
 */
export function requireOperator(
  scope: FastifyInstance,
  deps: Pick<UseCaseDeps, 'config' | 'adminCustomers'>,
) {
  scope.addHook('onRequest', async (request) => {
    operators.set(request, await checkOperator(deps, { userId: currentUser(request).id }));
  });
}

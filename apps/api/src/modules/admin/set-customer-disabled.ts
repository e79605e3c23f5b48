import { operatorText, type OperatorText } from '@prompttee/domain';
import { AppError, notFound } from '../../errors';
import type { UseCaseDeps } from '../use-case-deps';
import type { Operator } from './check-operator';

/**
 * Disables an account (every session ends, so its ID tokens stop working and no new one can be
 * had; sign-in refuses it) or enables it again. Every process refuses its tokens from the next
 * call: the database notifies them of the change (cached-identity-repository.ts).
 */
export async function setCustomerDisabled(
  deps: Pick<UseCaseDeps, 'adminCustomers' | 'audit' | 'clock'>,
  input: { operator: Operator; customerId: string; disabled: boolean },
): Promise<{ message: string; text: OperatorText }> {
  if (input.customerId === input.operator.id && input.disabled) {
    throw new AppError('CONFLICT', 'Operators cannot disable their own account.');
  }
  const now = deps.clock.now();
  if (!(await deps.adminCustomers.setDisabled(input.customerId, input.disabled, now))) {
    throw notFound('Customer');
  }
  const message = input.disabled ? 'Account disabled; its sessions ended.' : 'Account enabled.';
  const text = operatorText(input.disabled ? 'account_disabled' : 'account_enabled', {});
  await deps.audit.record({
    actor: input.operator,
    action: input.disabled ? 'customer.disable' : 'customer.enable',
    customerId: input.customerId,
    summary: message,
    summaryText: text,
    at: now,
  });
  return { message, text };
}

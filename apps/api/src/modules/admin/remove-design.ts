import { operatorText, type OperatorText } from '@prompttee/domain';
import { notFound } from '../../errors';
import type { UseCaseDeps } from '../use-case-deps';
import type { Operator } from './check-operator';

/**
 * Takes a design out of the shop (an abusive image): its row and the files no order uses. Orders
 * captured their print files when placed (order_items.print_files), so an order that needs this
 * design keeps its files and prints as bought; the customer's order history is untouched.
 */
export async function removeDesign(
  deps: Pick<UseCaseDeps, 'adminCustomers' | 'designs' | 'orders' | 'blobStore' | 'audit' | 'clock'>,
  input: { operator: Operator; designId: string },
): Promise<{ message: string; text: OperatorText }> {
  const design = await deps.adminCustomers.designById(input.designId);
  if (!design) throw notFound('Design');
  const keys = [design.printKey, design.thumbnailKey];
  const inUse = await deps.orders.printFileKeysInUse(keys);
  for (const key of keys) if (!inUse.has(key)) await deps.blobStore.delete(key);
  await deps.designs.deleteDesigns([design.id]);
  const message =
    inUse.size > 0
      ? 'Design removed; its print files stay for the orders that need them.'
      : 'Design removed.';
  await deps.audit.record({
    actor: input.operator,
    action: 'design.remove',
    customerId: design.userId,
    summary: `${message} Prompt: “${design.prompt}”`,
    summaryText: operatorText('design_removed', { files_kept: inUse.size > 0, prompt: design.prompt }),
    detail: { design_id: design.id },
    at: deps.clock.now(),
  });
  return { message, text: operatorText('design_removed', { files_kept: inUse.size > 0 }) };
}

import { useLingui } from '@lingui/react/macro';
import type { Order } from '@prompttee/domain';

/**
 * A replacement the shop sent at no charge for a defect, named on both orders: the replacement
 * says which order it replaces, the replaced order which order replaces it. Nothing otherwise.
 */
export function useReplacementNote(order: Order): string | null {
  const { t } = useLingui();
  const original = order.replacement_of;
  const replacement = order.replaced_by;
  if (original) return t`Replacement for ${original}, at no charge`;
  if (replacement) return t`Replaced by ${replacement}`;
  return null;
}

/** The note under an order's number in the table. */
export function ReplacementNote({ order }: { order: Order }) {
  const note = useReplacementNote(order);
  if (!note) return null;
  return (
    <span className="mt-0.5 block text-xs font-normal tracking-normal text-muted-foreground">{note}</span>
  );
}

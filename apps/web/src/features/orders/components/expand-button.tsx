import { useLingui } from '@lingui/react/macro';
import type { Order } from '@prompttee/domain';
import { ChevronRight } from 'lucide-react';
import { cn } from '@/lib/cn';
import { detailsIdOf } from '../lib/order-expansion';

/** The expand arrow of a row: turns down when open; the label names the order for screen readers. */
export function ExpandButton({
  order,
  expanded,
  onToggle,
  className,
}: {
  order: Order;
  expanded: boolean;
  onToggle: (orderId: string) => void;
  className?: string;
}) {
  const { t } = useLingui();
  const number = order.display_order_id;
  return (
    <button
      type="button"
      aria-expanded={expanded}
      aria-controls={detailsIdOf(order)}
      aria-label={expanded ? t`Hide details of order ${number}` : t`Show details of order ${number}`}
      onClick={(event) => {
        event.stopPropagation();
        onToggle(order.order_id);
      }}
      className={cn(
        'inline-flex size-8 shrink-0 cursor-pointer items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        className,
      )}
    >
      <ChevronRight
        className={cn('size-4 transition-transform motion-reduce:transition-none', expanded && 'rotate-90')}
        aria-hidden
      />
    </button>
  );
}

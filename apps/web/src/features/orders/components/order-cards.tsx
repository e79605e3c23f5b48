import { useLingui } from '@lingui/react/macro';
import type { Order } from '@prompttee/domain';
import { VatLine } from '@/components/vat-line';
import { useFormat } from '@/i18n/use-format';
import { cn } from '@/lib/cn';
import { formatOrderDate } from '../lib/format-order';
import { detailsIdOf, type OrderListProps } from '../lib/order-expansion';
import { ExpandButton } from './expand-button';
import { OrderActions } from './order-actions';
import { OrderDetails } from './lazy-order-details';
import { OrderStatusBadge } from './order-status-badge';
import { useReplacementNote } from './replacement-note';

/** The same table as cards on narrow screens: every column stays readable without side-scrolling. */
export function OrderCards({ orders, expanded, onToggle }: OrderListProps) {
  const { t } = useLingui();
  const { money, locale } = useFormat();
  return (
    <ul className="flex flex-col gap-3" aria-label={t`Orders`}>
      {orders.map((order) => {
        const open = expanded.has(order.order_id);
        return (
          <li
            key={order.order_id}
            data-order-id={order.display_order_id}
            className={cn(
              'rounded-lg border bg-card shadow-sm transition-shadow',
              open && 'ring-1 ring-primary/20',
            )}
          >
            <div className="flex items-start gap-2 p-4 pb-3">
              <ExpandButton order={order} expanded={open} onToggle={onToggle} className="-ml-1" />
              {/* The number's column is as wide as the number: the total's VAT line ('sisaldab
                  käibemaksu 24 % (4,84 €)') wraps beside it instead of cutting the number short. */}
              <dl className="grid min-w-0 flex-1 grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-2 text-sm">
                <div>
                  <dt className="sr-only">{t`Order ID`}</dt>
                  <dd className="font-semibold tracking-wide whitespace-nowrap tabular-nums">
                    {order.display_order_id}
                  </dd>
                </div>
                <div className="text-right">
                  <dt className="sr-only">{t`Total`}</dt>
                  <dd className="font-semibold tabular-nums">{money(order.total_amount, order.currency)}</dd>
                  <dd>
                    <VatLine vat={order.vat} currency={order.currency} />
                  </dd>
                </div>
                <div>
                  <dt className="sr-only">{t`Date`}</dt>
                  <dd className="text-muted-foreground">
                    <time dateTime={order.created_at}>{formatOrderDate(order.created_at, locale)}</time>
                  </dd>
                </div>
                {/* Under 380 px the status has no room beside the date: it takes a row of its own. */}
                <div className="text-right max-[379px]:col-span-2 max-[379px]:text-left">
                  <dt className="sr-only">{t`Status`}</dt>
                  <dd>
                    <OrderStatusBadge status={order.status} />
                  </dd>
                </div>
                <ReplacementRow order={order} />
              </dl>
            </div>
            <OrderActions order={order} className="border-t px-4 py-3 [&>*]:flex-1" />
            {open && (
              <div id={detailsIdOf(order)} className="border-t bg-muted/40 p-4">
                <OrderDetails order={order} />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** A replacement's link to its original (or the original's to it), a row across the card. */
function ReplacementRow({ order }: { order: Order }) {
  const { t } = useLingui();
  const note = useReplacementNote(order);
  if (!note) return null;
  return (
    <div className="col-span-2">
      <dt className="sr-only">{t`Replacement`}</dt>
      <dd className="text-xs text-muted-foreground">{note}</dd>
    </div>
  );
}

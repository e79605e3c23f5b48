import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Fragment } from 'react';
import { VatLine } from '@/components/vat-line';
import { useFormat } from '@/i18n/use-format';
import { cn } from '@/lib/cn';
import { formatOrderDate } from '../lib/format-order';
import { detailsIdOf, type OrderListProps } from '../lib/order-expansion';
import { ExpandButton } from './expand-button';
import { OrderActions } from './order-actions';
import { OrderDetails } from './lazy-order-details';
import { OrderStatusBadge } from './order-status-badge';
import { ReplacementNote } from './replacement-note';

type Column = { name: MessageDescriptor; className?: string };
const HEADERS: readonly Column[] = [
  { name: msg`Order ID` },
  { name: msg`Date` },
  { name: msg`Status` },
  { name: msg`Total`, className: 'text-right' },
  { name: msg`Actions`, className: 'pr-5' },
];

/** The order table of spec section 2 (desktop): expand arrow, Order ID, Date, Status, Total, Actions. */
export function OrdersTable({ orders, expanded, onToggle }: OrderListProps) {
  const { t } = useLingui();
  const { money, locale } = useFormat();
  return (
    <div className="overflow-x-auto rounded-lg border bg-card shadow-sm">
      <table className="w-full min-w-[44rem] border-collapse text-sm">
        <thead>
          <tr className="border-b bg-muted/50 text-left text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            <th scope="col" className="w-12 py-3 pl-3">
              <span className="sr-only">{t`Details`}</span>
            </th>
            {HEADERS.map((header) => (
              <th key={header.name.id} scope="col" className={cn('px-3 py-3', header.className)}>
                {t(header.name)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => {
            const open = expanded.has(order.order_id);
            return (
              <Fragment key={order.order_id}>
                <tr
                  data-order-id={order.display_order_id}
                  onClick={() => onToggle(order.order_id)}
                  className={cn(
                    'cursor-pointer border-b transition-colors last:border-b-0 hover:bg-muted/40',
                    open && 'border-b-0 bg-muted/40',
                  )}
                >
                  <td className="py-3 pl-3">
                    <ExpandButton order={order} expanded={open} onToggle={onToggle} />
                  </td>
                  <th scope="row" className="px-3 py-3 text-left font-semibold tracking-wide tabular-nums">
                    {/* An order number breaks at its hyphen otherwise, where a longer column name is wider. */}
                    <span className="whitespace-nowrap">{order.display_order_id}</span>
                    <ReplacementNote order={order} />
                  </th>
                  <td className="px-3 py-3 whitespace-nowrap text-muted-foreground">
                    <time dateTime={order.created_at}>{formatOrderDate(order.created_at, locale)}</time>
                  </td>
                  <td className="px-3 py-3">
                    <OrderStatusBadge status={order.status} />
                  </td>
                  <td className="px-3 py-3 text-right">
                    <span className="block font-semibold tabular-nums">
                      {money(order.total_amount, order.currency)}
                    </span>
                    <VatLine vat={order.vat} currency={order.currency} className="whitespace-nowrap" />
                  </td>
                  <td className="px-3 py-3 pr-5" onClick={(event) => event.stopPropagation()}>
                    <OrderActions order={order} />
                  </td>
                </tr>
                {open && (
                  <tr id={detailsIdOf(order)} className="border-b bg-muted/40 last:border-b-0">
                    <td colSpan={6} className="px-5 pt-1 pb-5 pl-14">
                      <OrderDetails order={order} />
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

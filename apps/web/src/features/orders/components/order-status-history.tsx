import { useLingui } from '@lingui/react/macro';
import type { Order } from '@prompttee/domain';
import { History } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner';
import { orderStatusText } from '@/i18n/order-status-texts';
import { useFormat } from '@/i18n/use-format';
import { useOrderEvents } from '../api/get-order-events';
import { detailsErrorMessage } from '../lib/error-message';
import { formatEventTime } from '../lib/format-order';
import { ORDER_MESSAGES } from '../lib/order-messages';
import { DetailsError } from './details-error';
import { lookOf } from './order-status-badge';

/** The expanded order's way so far: each status it reached, with its date and time. */
export function OrderStatusHistory({ order }: { order: Pick<Order, 'order_id' | 'status'> }) {
  const { t, i18n } = useLingui();
  const { locale } = useFormat();
  const { data: events, error, isPending, refetch } = useOrderEvents(order);
  return (
    <section aria-labelledby={`history-${order.order_id}`} className="min-w-0">
      <h3
        id={`history-${order.order_id}`}
        className="mb-2 flex items-center gap-1.5 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
      >
        <History className="size-3.5" aria-hidden /> {t`Status history`}
      </h3>
      {isPending ? (
        <Spinner className="size-5" label={t`Loading the status history`} />
      ) : error ? (
        <DetailsError message={detailsErrorMessage(error, ORDER_MESSAGES.detailsFailed)} onRetry={refetch} />
      ) : (
        <ol className="relative flex flex-col gap-3 border-l pl-4" data-testid="status-history">
          {events.map((event, index) => {
            const { icon: Icon } = lookOf(event.status);
            const latest = index === events.length - 1;
            return (
              <li key={`${event.status}-${event.at}`} className="relative text-sm">
                <span
                  aria-hidden
                  className={
                    latest
                      ? 'absolute top-1 -left-[1.4rem] flex size-3 rounded-full bg-primary'
                      : 'absolute top-1 -left-[1.4rem] flex size-3 rounded-full bg-border'
                  }
                />
                <p
                  className={latest ? 'flex items-center gap-1.5 font-semibold' : 'flex items-center gap-1.5'}
                >
                  <Icon className="size-3.5 shrink-0 text-muted-foreground" aria-hidden />
                  {orderStatusText(i18n, event.status)}
                </p>
                <p className="text-xs text-muted-foreground">
                  <time dateTime={event.at}>{formatEventTime(event.at, locale)}</time>
                </p>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { invoiceLink } from '@prompttee/domain';
import { ExternalLink, PackageOpen, ReceiptText, SearchX } from 'lucide-react';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { shopConfig } from '@/config/shop-config';
import { preloadableLazy } from '@/lib/preloadable-lazy';
import { useIsMobile } from '@/lib/use-media-query';
import { useAuthStore } from '@/stores/auth-store';
import { useOrders } from '../api/get-orders';
import { ordersErrorMessage } from '../lib/error-message';
import { ALL_STATUSES, filterOrders, sortNewestFirst, type StatusFilter } from '../lib/filter-orders';
import { ORDER_MESSAGES } from '../lib/order-messages';
import { OrdersToolbar } from './orders-toolbar';

// The list shows once the orders have arrived: its chunk (the table, the cards, their actions)
// loads beside them, from the page's first render on, so it is in by the time they are.
const OrderList = preloadableLazy(() => import('./order-list').then((m) => m.OrderList));

/** /order-history (spec section 2): the customer's orders, newest first, searchable and filterable. */
export function OrderHistoryPage() {
  const { t } = useLingui();
  const email = useAuthStore((s) => s.user?.email ?? '');
  const { data, error, isPending, refetch, isRefetching } = useOrders();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>(ALL_STATUSES);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const isMobile = useIsMobile();
  useEffect(() => void OrderList.preload().catch(() => {}), []);

  const orders = useMemo(() => sortNewestFirst(data ?? []), [data]);
  const shown = useMemo(() => filterOrders(orders, search, status), [orders, search, status]);

  const toggle = (orderId: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(orderId)) next.add(orderId);
      return next;
    });

  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-6 pb-24 md:px-8 md:py-10">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{t`Order History`}</h1>
          <p className="mt-1 text-sm text-muted-foreground">
            {t`Follow your orders from the print shop to your door.`}
          </p>
        </div>
        <Button variant="outline" asChild>
          <a href={invoiceLink(shopConfig.invoiceUrl, email)} target="_blank" rel="noopener noreferrer">
            <ReceiptText className="size-4" aria-hidden />
            {t`Check All Invoices`}
            <ExternalLink className="size-3.5 opacity-60" aria-hidden />
          </a>
        </Button>
      </div>

      <div className="mb-4">
        <OrdersToolbar search={search} onSearch={setSearch} status={status} onStatus={setStatus} />
      </div>

      {isPending ? (
        <PageSpinner text={t`Loading orders...`} />
      ) : error ? (
        <Alert
          tone="error"
          title={t`Error`}
          action={
            <Button variant="outline" size="sm" onClick={() => void refetch()} disabled={isRefetching}>
              {t`Retry`}
            </Button>
          }
        >
          {ordersErrorMessage(error)}
        </Alert>
      ) : shown.length === 0 ? (
        <EmptyState hasOrders={orders.length > 0} />
      ) : (
        <Suspense fallback={<PageSpinner text={t`Loading orders...`} />}>
          <OrderList cards={isMobile} orders={shown} expanded={expanded} onToggle={toggle} />
        </Suspense>
      )}
    </div>
  );
}

function EmptyState({ hasOrders }: { hasOrders: boolean }) {
  const { t } = useLingui();
  const Icon = hasOrders ? SearchX : PackageOpen;
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed bg-card/50 px-6 py-14 text-center">
      <Icon className="size-10 text-muted-foreground/70" aria-hidden />
      <p className="text-base font-medium">
        {t(hasOrders ? ORDER_MESSAGES.noMatches : ORDER_MESSAGES.noOrders)}
      </p>
      {!hasOrders && (
        <Button asChild className="mt-2">
          <Link to={paths.design}>
            <Trans>Go to Designer</Trans>
          </Link>
        </Button>
      )}
    </div>
  );
}

import { useLingui } from '@lingui/react/macro';
import type { OrderItem } from '@prompttee/domain';
import { Shirt } from 'lucide-react';
import { AiGeneratedBadge, isAiGenerated } from '@/components/ai-generated-badge';
import { DesignTitle } from '@/components/design-title';
import { Spinner } from '@/components/ui/spinner';
import { useFormat } from '@/i18n/use-format';
import { useItemNames } from '@/lib/catalog-names';
import { useOrderItems } from '../api/get-order-items';
import { detailsErrorMessage } from '../lib/error-message';
import { formatItemPrice } from '../lib/format-order';
import { ORDER_MESSAGES } from '../lib/order-messages';
import { sideName } from '../lib/side-names';
import { DetailsError } from './details-error';
import { ItemLayers } from './item-layers';

type Props = {
  orderId: string;
  /** The order's currency (ISO 4217), in which its items' prices are written. */
  currency?: string | undefined;
};

export function OrderItemsList({ orderId, currency }: Props) {
  const { t } = useLingui();
  const { data: items, error, isPending, refetch } = useOrderItems(orderId, true);
  return (
    <section aria-label={t`Order items`} className="min-w-0">
      <h3 className="mb-2 flex items-center gap-1.5 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        <Shirt className="size-3.5" aria-hidden /> {t`Items`}
      </h3>
      {isPending ? (
        <Spinner className="size-5" label={t`Loading order items`} />
      ) : error ? (
        <DetailsError message={detailsErrorMessage(error, ORDER_MESSAGES.itemsBadFormat)} onRetry={refetch} />
      ) : items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t(ORDER_MESSAGES.noItems)}</p>
      ) : (
        <ul className="divide-y rounded-md border bg-card">
          {items.map((item) => (
            <OrderItemLine key={item.item_id} item={item} currency={currency} />
          ))}
        </ul>
      )}
    </section>
  );
}

function OrderItemLine({ item, currency }: { item: OrderItem; currency?: string | undefined }) {
  const { t } = useLingui();
  const { locale } = useFormat();
  const names = useItemNames(item);
  const name = names?.product ?? item.name;
  const color = names?.color ?? item.color_name;
  const size = names?.size ?? item.size_name;
  const sides = item.print_locations.map(sideName).join(' & ');
  const quantity = item.quantity;
  const side = item.print_locations[0] ?? 'front';
  // The design on the shirt as ordered (rendered with the order); the bare design when there is none.
  const mockup = item.mockup_urls[side] ?? item.mockup_urls.front ?? item.mockup_urls.back;
  const thumbnail = item.thumbnail_urls[side] ?? item.thumbnail_urls.front ?? item.thumbnail_urls.back;
  return (
    <li className="flex items-center gap-3 p-3">
      <div className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-md border bg-[repeating-conic-gradient(var(--muted)_0_25%,transparent_0_50%)] bg-[length:12px_12px]">
        {mockup ? (
          <img
            src={mockup}
            alt={t`Design of ${name}`}
            width={64}
            height={80}
            loading="lazy"
            className="size-full bg-[#ecebe8] object-cover dark:bg-[#2e2e32]"
            data-testid="order-item-mockup"
          />
        ) : thumbnail ? (
          <img
            src={thumbnail}
            alt={t`Design of ${name}`}
            width={64}
            height={85}
            loading="lazy"
            className="h-full w-auto object-contain"
          />
        ) : (
          <Shirt className="size-6 text-muted-foreground" aria-hidden />
        )}
      </div>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium break-words">{name}</p>
        <DesignTitle title={item.design_title} />
        {isAiGenerated(item.design_source) && <AiGeneratedBadge className="my-0.5" />}
        <p className="text-xs text-muted-foreground">{t`Color: ${color} · Size: ${size} · Print: ${sides}`}</p>
        <p className="text-xs text-muted-foreground">{t`Qty: ${quantity}`}</p>
        <ItemLayers layers={item.layers} />
      </div>
      <p className="text-sm font-semibold tabular-nums">{formatItemPrice(item.price, locale, currency)}</p>
    </li>
  );
}

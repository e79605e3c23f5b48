import { useLingui } from '@lingui/react/macro';
import { currencyOrEuro } from '@prompttee/domain';
import { Suspense, useEffect, useState } from 'react';
import { PageSpinner } from '@/components/ui/spinner';
import { preloadableLazy } from '@/lib/preloadable-lazy';
import { useCartStore } from '@/stores/cart-store';
// The lines show from the first render: the saved cart is read at once, not beside the page.
import '@/stores/stored-cart-reader';
import { useShippingAddresses } from '../api/get-shipping-addresses';
import { useCheckoutCurrency } from '../hooks/use-checkout-currency';
import { useLogFailure } from '../hooks/use-log-failure';
import { usePendingOrder } from '../hooks/use-pending-order';
import { usePlaceOrder } from '../hooks/use-place-order';
import { useShippingEstimate } from '../hooks/use-shipping-estimate';
import { orderErrorDetail } from '../lib/order-error-detail';
import { EmptyCart } from './empty-cart';
import { LazyPaymentStep as PaymentStep, loadPaymentStep } from './lazy-payment-step';

// The main view shows only once the saved addresses have arrived: its chunk loads beside them,
// from the page's first render on, so it is in by the time they are.
const CheckoutView = preloadableLazy(() => import('./checkout-view').then((m) => m.CheckoutView));

/** /checkout: loading, the empty cart, the main view, then the payment form (spec sections 2, 4). */
export function CheckoutPage() {
  const { t } = useLingui();
  const items = useCartStore((s) => s.items);
  const totalItems = useCartStore((s) => s.totalItems);
  const subtotalCents = useCartStore((s) => s.cartTotalCents);
  const addressesQuery = useShippingAddresses();
  // Each choice is a new selection (the shipping estimate reruns even for the same address).
  const [selection, setSelection] = useState<{ id: string; n: number } | null>(null);
  const order = usePlaceOrder();
  const pending = usePendingOrder(items, { enabled: !order.data });
  // eslint-disable-next-line lingui/no-unlocalized-strings -- for the console, not the customer
  useLogFailure(addressesQuery.error, 'Loading the shipping addresses failed');

  const addresses = addressesQuery.data ?? [];
  // An address deleted (here or in another tab) is no longer selected.
  const selectedId = selection && addresses.some((a) => a.id === selection.id) ? selection.id : null;
  const estimate = useShippingEstimate(
    selectedId && selection ? `${selectedId}#${selection.n}` : null,
    totalItems,
  );
  const addressOf = (id: string | null | undefined) => addresses.find((a) => a.id === id) ?? null;
  const destination = addressOf(selectedId)?.country;
  // The order's currency: chosen here, else the shipping country's; the cart priced in it.
  const priced = useCheckoutCurrency(items, destination);
  const shipping = { ...estimate, cents: priced.shippingOf(totalItems, estimate.cents) };
  const hasItems = items.length > 0;
  useEffect(() => {
    if (hasItems) void CheckoutView.preload().catch(() => {});
  }, [hasItems]);

  // What is paid for is shown in the order's own currency, whatever is chosen here since.
  const paying = order.data ?? pending.payment;
  if (paying) {
    const address = addressOf(order.data ? selectedId : pending.order?.shipping_address_id);
    return (
      <PaymentStep order={paying} items={priced.itemsIn(currencyOrEuro(paying.currency))} address={address} />
    );
  }
  if (!hasItems) return <EmptyCart />;
  if (addressesQuery.isPending) return <PageSpinner text={t`Loading checkout...`} />;

  const select = (id: string | null) => setSelection(id ? { id, n: (selection?.n ?? 0) + 1 } : null);
  return (
    <Suspense fallback={<PageSpinner text={t`Loading checkout...`} />}>
      <CheckoutView
        addresses={addresses}
        selectedId={selectedId}
        onSelect={select}
        items={items}
        pricedItems={priced.items}
        totalItems={totalItems}
        subtotalCents={priced.subtotal ?? subtotalCents}
        currency={priced.currency}
        onChooseCurrency={priced.choose}
        shipping={shipping}
        destination={destination}
        processing={order.isPending}
        orderFailed={order.isError}
        orderErrorDetail={orderErrorDetail(order.error, items)}
        orderError={order.error}
        onPlaceOrder={() => {
          if (!selectedId) return;
          void loadPaymentStep();
          order.placeOrder(items, selectedId, priced.currency);
        }}
        pending={pending}
      />
    </Suspense>
  );
}

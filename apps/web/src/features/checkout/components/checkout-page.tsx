import { useLingui } from '@lingui/react/macro';
import { currencyOrEuro, orderVat, toOrderVat } from '@prompttee/domain';
import { useState } from 'react';
import { PageSpinner } from '@/components/ui/spinner';
import { shopConfig } from '@/config/shop-config';
import { useCartStore } from '@/stores/cart-store';
import { useShippingAddresses } from '../api/get-shipping-addresses';
import { useCheckoutCurrency } from '../hooks/use-checkout-currency';
import { useLogFailure } from '../hooks/use-log-failure';
import { usePendingOrder } from '../hooks/use-pending-order';
import { usePlaceOrder } from '../hooks/use-place-order';
import { useShippingEstimate } from '../hooks/use-shipping-estimate';
import { orderErrorDetail } from '../lib/order-error-detail';
import { CurrencySelect } from './currency-select';
import { EmptyCart } from './empty-cart';
import { ItemsCarousel } from './items-carousel';
import { LazyPaymentStep as PaymentStep, loadPaymentStep } from './lazy-payment-step';
import { OrderSummary } from './order-summary';
import { ShippingAddressSection } from './shipping-address-section';

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

  // What is paid for is shown in the order's own currency, whatever is chosen here since.
  const paying = order.data ?? pending.payment;
  if (paying) {
    const address = addressOf(order.data ? selectedId : pending.order?.shipping_address_id);
    return (
      <PaymentStep order={paying} items={priced.itemsIn(currencyOrEuro(paying.currency))} address={address} />
    );
  }
  if (!items.length) return <EmptyCart />;
  if (addressesQuery.isPending) return <PageSpinner text={t`Loading checkout...`} />;

  const subtotal = priced.subtotal ?? subtotalCents;
  // The order's date is now: the rate the server will fix on the order when it is placed.
  const vat = destination
    ? toOrderVat(
        orderVat({ destination, scheme: shopConfig.vatScheme, at: new Date(), grossCents: subtotal }),
      )
    : null;
  const select = (id: string | null) => setSelection(id ? { id, n: (selection?.n ?? 0) + 1 } : null);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 md:px-8">
      <h1 className="mb-6 text-2xl font-bold tracking-tight md:text-3xl">{t`Checkout`}</h1>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_400px] lg:items-start">
        <div className="flex min-w-0 flex-col gap-6">
          <ShippingAddressSection addresses={addresses} selectedId={selectedId} onSelect={select} />
          <ItemsCarousel items={items} />
        </div>
        <div className="min-w-0 lg:sticky lg:top-24">
          <OrderSummary
            items={priced.items}
            totalItems={totalItems}
            subtotalCents={subtotal}
            currency={priced.currency}
            currencyChoice={
              <CurrencySelect value={priced.currency} onChange={priced.choose} disabled={order.isPending} />
            }
            shipping={shipping}
            hasAddress={selectedId !== null}
            processing={order.isPending}
            orderFailed={order.isError}
            orderErrorDetail={orderErrorDetail(order.error, items)}
            orderError={order.error}
            vat={vat}
            onPlaceOrder={() => {
              if (!selectedId) return;
              void loadPaymentStep();
              order.placeOrder(items, selectedId, priced.currency);
            }}
            pending={pending}
          />
        </div>
      </div>
    </div>
  );
}

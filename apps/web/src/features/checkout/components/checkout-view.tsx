import { useLingui } from '@lingui/react/macro';
import { orderVat, toOrderVat, type CartItem, type Currency, type ShippingAddress } from '@prompttee/domain';
import { shopConfig } from '@/config/shop-config';
import type { ShippingEstimate } from '../hooks/use-shipping-estimate';
import type { PendingOrder } from './order-summary';
import { CurrencySelect } from './currency-select';
import { ItemsCarousel } from './items-carousel';
import { OrderSummary } from './order-summary';
import { ShippingAddressSection } from './shipping-address-section';

export type CheckoutViewProps = {
  addresses: readonly ShippingAddress[];
  selectedId: string | null;
  onSelect(id: string | null): void;
  /** The cart's lines as stored, and priced in the order's currency. */
  items: readonly CartItem[];
  pricedItems: readonly CartItem[];
  totalItems: number;
  subtotalCents: number;
  currency: Currency;
  onChooseCurrency(currency: Currency): void;
  shipping: ShippingEstimate;
  /** The shipping address's country: the VAT's destination. */
  destination: string | undefined;
  processing: boolean;
  orderFailed: boolean;
  orderErrorDetail: string | null;
  orderError: unknown;
  onPlaceOrder(): void;
  pending: PendingOrder;
};

/**
 * The checkout's main view (spec sections 2, 4): the shipping address, the items and the order
 * summary. It shows once the saved addresses have arrived, so its chunk loads beside them
 * (checkout-page.tsx), not before the page's first render.
 */
export function CheckoutView(props: CheckoutViewProps) {
  const { t } = useLingui();
  const { destination, subtotalCents } = props;
  // The order's date is now: the rate the server will fix on the order when it is placed.
  const vat = destination
    ? toOrderVat(
        orderVat({ destination, scheme: shopConfig.vatScheme, at: new Date(), grossCents: subtotalCents }),
      )
    : null;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 md:px-8">
      <h1 className="mb-6 text-2xl font-bold tracking-tight md:text-3xl">{t`Checkout`}</h1>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_400px] lg:items-start">
        <div className="flex min-w-0 flex-col gap-6">
          <ShippingAddressSection
            addresses={props.addresses}
            selectedId={props.selectedId}
            onSelect={props.onSelect}
          />
          <ItemsCarousel items={props.items} />
        </div>
        <div className="min-w-0 lg:sticky lg:top-24">
          <OrderSummary
            items={props.pricedItems}
            totalItems={props.totalItems}
            subtotalCents={subtotalCents}
            currency={props.currency}
            currencyChoice={
              <CurrencySelect
                value={props.currency}
                onChange={props.onChooseCurrency}
                disabled={props.processing}
              />
            }
            shipping={props.shipping}
            hasAddress={props.selectedId !== null}
            processing={props.processing}
            orderFailed={props.orderFailed}
            orderErrorDetail={props.orderErrorDetail}
            orderError={props.orderError}
            vat={vat}
            onPlaceOrder={props.onPlaceOrder}
            pending={props.pending}
          />
        </div>
      </div>
    </div>
  );
}

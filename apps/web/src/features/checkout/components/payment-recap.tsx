import { useLingui } from '@lingui/react/macro';
import {
  currencyOrEuro,
  itemTotalIn,
  type CartItem,
  type OrderVat,
  type ShippingAddress,
} from '@prompttee/domain';
import { CartItemSides } from '@/components/cart-item-sides';
import { useLineName } from '@/components/cart-line/use-line-name';
import { DesignTitle } from '@/components/design-title';
import { VatLine } from '@/components/vat-line';
import { useFormat } from '@/i18n/use-format';
import { addressLine, addressName } from '../lib/format-address';

type PaymentRecapProps = {
  items: readonly CartItem[];
  address: ShippingAddress | null;
  /** The order's total and the VAT the server fixed on it. */
  totalCents: number;
  vat: OrderVat;
  /** The order's currency (ISO 4217); euros when not given. */
  currency?: string | undefined;
};

/**
 * What is being paid for, beside the card form: the shirts and where they go. An order number and
 * an amount alone left the customer to remember what they had ordered, and where to.
 */
export function PaymentRecap({ items, address, totalCents, vat, currency }: PaymentRecapProps) {
  const { t } = useLingui();
  const { money, locale } = useFormat();
  const lineName = useLineName();
  return (
    <section aria-labelledby="payment-recap-title" className="rounded-lg border bg-card p-4 sm:p-5">
      <h2 id="payment-recap-title" className="text-base font-semibold">
        {t`Your order`}
      </h2>
      <ul className="mt-2 divide-y" data-testid="payment-items">
        {items.map((item) => {
          const color = item.colorName || item.colorCode;
          const size = item.sizeCode;
          const quantity = item.quantity;
          return (
            <li key={item.id} className="flex items-center gap-3 py-3">
              {/* Beside the card form two sides stand one above the other: a row left the name no room. */}
              <CartItemSides item={item} previewClassName="w-12" className="shrink-0 flex-col" />
              <div className="min-w-0 flex-1">
                <p className="text-sm font-medium break-words">{lineName(item)}</p>
                <DesignTitle title={item.designTitle} />
                <p className="text-xs text-muted-foreground">{t`${color} · ${size} · Qty ${quantity}`}</p>
              </div>
              <p className="text-sm font-semibold tabular-nums">
                {money(itemTotalIn(item, currencyOrEuro(currency)), currency)}
              </p>
            </li>
          );
        })}
      </ul>
      <div className="flex flex-col items-end gap-0.5 border-t pt-3" data-testid="payment-total">
        <p className="flex w-full justify-between text-sm font-semibold">
          <span>{t`Total`}</span>
          <span className="tabular-nums">{money(totalCents, currency)}</span>
        </p>
        <VatLine vat={vat} currency={currency} />
      </div>
      {address && (
        <div className="mt-2 border-t pt-3 text-sm" data-testid="payment-address">
          <h3 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            {t`Shipping to`}
          </h3>
          <p className="mt-1 font-medium break-words">{addressName(address)}</p>
          <p className="break-words text-muted-foreground">{addressLine(address, locale)}</p>
        </div>
      )}
    </section>
  );
}

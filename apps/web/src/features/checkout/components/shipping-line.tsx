import { formatEuro } from '@prompttee/domain';
import { Spinner } from '@/components/ui/spinner';
import type { ShippingEstimate } from '../hooks/use-shipping-estimate';

/** Shipping: the estimate struck through beside 'FREE' (spec section 9). */
export function ShippingLine({ shipping }: { shipping: ShippingEstimate }) {
  return (
    <div className="flex items-center justify-between gap-3 text-sm" data-testid="shipping-line">
      <span className="text-muted-foreground">Shipping</span>
      {shipping.status === 'idle' && <span className="text-muted-foreground">Choose an address</span>}
      {shipping.status === 'calculating' && (
        <span className="flex items-center gap-2 text-muted-foreground">
          <Spinner className="size-4" label="Calculating shipping" />
          Calculating...
        </span>
      )}
      {shipping.status === 'ready' && (
        <span className="flex items-center gap-2">
          <s className="text-muted-foreground tabular-nums" aria-label={`was ${formatEuro(shipping.cents)}`}>
            {formatEuro(shipping.cents)}
          </s>
          <span className="font-semibold text-success">FREE</span>
        </span>
      )}
      {shipping.status === 'error' && <span className="tabular-nums">{formatEuro(0)}</span>}
    </div>
  );
}

import { estimateShippingCents } from '@prompttee/domain';
import { useEffect, useState } from 'react';
import type { ShippingStatus } from '../lib/checkout-state';
import { SHIPPING_ESTIMATE_DELAY_MS } from '../lib/shipping-estimate-delay';

export type ShippingEstimate = { status: ShippingStatus; cents: number };

type Result = { key: string; cents: number; failed: boolean };

/**
 * Recomputes whenever an address is chosen (`selection` changes with every choice, even of the
 * same address) and whenever the item count changes. With no address there is nothing to estimate.
 */
export function useShippingEstimate(selection: string | null, totalItems: number): ShippingEstimate {
  const key = selection === null ? null : `${selection}|${totalItems}`;
  const [result, setResult] = useState<Result | null>(null);

  useEffect(() => {
    if (key === null) return;
    const timer = window.setTimeout(() => {
      try {
        setResult({ key, cents: estimateShippingCents(totalItems), failed: false });
      } catch {
        // Spec section 8: on failure the shipping is set to 0 and an error is shown.
        setResult({ key, cents: 0, failed: true });
      }
    }, SHIPPING_ESTIMATE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [key, totalItems]);

  if (key === null) return { status: 'idle', cents: 0 };
  if (result?.key !== key) return { status: 'calculating', cents: 0 };
  return { status: result.failed ? 'error' : 'ready', cents: result.cents };
}

import * as z from 'zod/mini';
import type { CartState } from './cart';
import { cartItemSchema } from './cart-item';

// A cart saved in local storage, read back. Apart from cart.ts: it needs zod and the line's schema,
// and the web app loads it beside reading the storage, not with every signed-in page.

const storedCart = z.catch(
  z.object({
    items: z.catch(z.array(z.unknown()), []),
    metadata: z.catch(z.record(z.string(), z.unknown()), {}),
  }),
  { items: [], metadata: {} },
);

/**
 * Reads a cart saved in local storage. Lines that no longer fit the schema (corrupted, or from
 * an older version) are dropped one by one, as are repeated ids; anything unreadable is an empty cart.
 */
export function restoreCart(value: unknown): CartState {
  const { items, metadata } = storedCart.parse(value);
  const seen = new Set<string>();
  const kept = items.flatMap((raw) => {
    const parsed = cartItemSchema.safeParse(raw);
    if (!parsed.success || seen.has(parsed.data.id)) return [];
    seen.add(parsed.data.id);
    return [parsed.data];
  });
  return { items: kept, metadata };
}

import { type CartItem, placementKey, type PrintLocation } from '@prompttee/domain';
// Not in the domain's index: only the (lazy) cart needs it, so no route's first load carries it.
import { designMockupResponseSchema, type DesignMockupResponse } from '@prompttee/domain/contracts/mockups';
import { useQuery } from '@tanstack/react-query';
import { useAuthStore } from '@/stores/auth-store';
import { api } from './api-client';
import { getLayersMockup } from './layers-mockup';

/** GET /v1/designs/{design_id}/mockup: the server's render of a cart line (cached for good). */
export async function getItemMockup(item: CartItem, signal?: AbortSignal): Promise<DesignMockupResponse> {
  const { x, y, width, rotation } = item.placement;
  return api(`/designs/${encodeURIComponent(item.designId)}/mockup`, {
    schema: designMockupResponseSchema,
    query: {
      product_id: item.productId,
      color: item.colorCode,
      side: item.printLocation,
      x,
      y,
      width,
      rotation,
    },
    signal,
  });
}

/** What names one side's picture: its layers composed, or the design at its placement. */
function mockupQuery(item: CartItem, side: PrintLocation) {
  const layers = item.layers?.[side];
  if (layers) {
    return {
      queryKey: ['layers-mockup', item.productId, item.colorCode, side, layers],
      queryFn: ({ signal }: { signal: AbortSignal }) => getLayersMockup(item, side, layers, signal),
    };
  }
  const { designId, productId, colorCode, printLocation, placement } = item;
  return {
    queryKey: ['design-mockup', designId, productId, colorCode, printLocation, placementKey(placement)],
    queryFn: ({ signal }: { signal: AbortSignal }) => getItemMockup(item, signal),
  };
}

/**
 * The server's mockup of one side of a cart line (with the fabric's folds and light): a layered
 * side composed as it will print, else the design at its placement on the ordered colour. Undefined
 * meanwhile, signed out or on failure, when the caller shows its own approximation.
 */
export function useItemMockup(
  item: CartItem,
  side: PrintLocation = item.printLocation,
): DesignMockupResponse | undefined {
  const signedIn = useAuthStore((s) => s.isAuthenticated);
  const { data } = useQuery({
    ...mockupQuery(item, side),
    enabled: signedIn && Boolean(item.designId && item.colorCode),
    // The same question always names the same image.
    staleTime: Infinity,
    gcTime: 30 * 60_000,
    retry: 1,
  });
  return data;
}

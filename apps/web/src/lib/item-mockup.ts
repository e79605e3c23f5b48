import { type CartItem, placementKey } from '@prompttee/domain';
// Not in the domain's index: only the (lazy) cart needs it, so no route's first load carries it.
import { designMockupResponseSchema, type DesignMockupResponse } from '@prompttee/domain/contracts/mockups';
import { useQuery } from '@tanstack/react-query';
import { useAuthStore } from '@/stores/auth-store';
import { api } from './api-client';

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

/**
 * The server's mockup of a cart line (the design at its placement on the ordered colour, with the
 * fabric's folds and light), once it is there; undefined meanwhile, signed out or on failure, when
 * the caller shows its own approximation.
 */
export function useItemMockup(item: CartItem): DesignMockupResponse | undefined {
  const signedIn = useAuthStore((s) => s.isAuthenticated);
  const { data } = useQuery({
    queryKey: [
      'design-mockup',
      item.designId,
      item.productId,
      item.colorCode,
      item.printLocation,
      placementKey(item.placement),
    ],
    queryFn: ({ signal }) => getItemMockup(item, signal),
    enabled: signedIn && Boolean(item.designId && item.colorCode),
    // The same question always names the same image.
    staleTime: Infinity,
    gcTime: 30 * 60_000,
    retry: 1,
  });
  return data;
}

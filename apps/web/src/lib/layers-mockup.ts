import type { CartItem, Layer, PrintLocation } from '@prompttee/domain';
// Not in the domain's index: only the (lazy) cart needs it, so no route's first load carries it.
import {
  designMockupResponseSchema,
  type DesignMockupResponse,
  type LayersMockupBody,
} from '@prompttee/domain/contracts/mockups';
import { api } from './api-client';

/**
 * POST /v1/mockups/layers: one side of a layered cart line composed by the server as its print
 * file will be (texts and uploads included), on the line's colour. The server keeps the
 * composition by the stack's content, so asking again, or ordering, composes nothing new.
 */
export async function getLayersMockup(
  item: CartItem,
  side: PrintLocation,
  layers: Layer[],
  signal?: AbortSignal,
): Promise<DesignMockupResponse> {
  const body: LayersMockupBody = { product_id: item.productId, color: item.colorCode, side, layers };
  return api('/mockups/layers', { method: 'POST', body, schema: designMockupResponseSchema, signal });
}

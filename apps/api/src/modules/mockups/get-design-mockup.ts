import { findPrintArea, normalizePlacement } from '@prompttee/domain';
import type { DesignMockupQuery, DesignMockupResponse } from '@prompttee/domain/contracts/mockups';
import { AppError, notFound } from '../../errors';
import type { UseCaseDeps } from '../use-case-deps';
import { ensureMockup, type MockupDeps } from './item-mockup';

/** A query field the catalog refuses: named in the message, as a request check would, and in details. */
const fieldRefused = (field: string, message: string) =>
  new AppError('BAD_REQUEST', `${field}: ${message}`, { issues: [{ field, message }] });

/**
 * GET /v1/designs/{design_id}/mockup: the customer's design at a placement on a product colour's
 * side, for the cart and checkout before an order exists. Rendered once (renderMockup from the
 * design's thumbnail) and kept in the blob store under a key hashed from what it shows; the answer
 * names that file, whose URL is a capability and is cached for good. Another user's design is 404.
 */
export async function getDesignMockup(
  deps: MockupDeps & Pick<UseCaseDeps, 'orders' | 'clock'>,
  input: { userId: string; designId: string; query: DesignMockupQuery },
): Promise<DesignMockupResponse> {
  const { query } = input;
  const design = (await deps.orders.ownedDesigns(input.userId, [input.designId])).get(input.designId);
  if (!design) throw notFound('Design');
  if (design.expiresAt.getTime() <= deps.clock.now().getTime()) {
    throw new AppError('GONE', 'This design has expired. Create a new design or choose another one.');
  }
  const product = query.product_id
    ? deps.catalog.products.find((p) => p.product_id === query.product_id)
    : deps.catalog.products[0];
  if (!product) throw fieldRefused('product_id', `Unknown product ${query.product_id}`);
  if (!product.variants.some((v) => v.attributes.color === query.color)) {
    throw fieldRefused('color', `${product.name} does not come in ${query.color}`);
  }
  if (!findPrintArea(product, query.side)) throw fieldRefused('side', 'This product has no such print area');
  const { x, y, width, rotation } = query;
  const keys = await ensureMockup(deps, {
    thumbnailKey: design.thumbnailKey,
    productId: product.product_id,
    colorCode: query.color,
    side: query.side,
    placement: normalizePlacement({ x, y, width, rotation }),
  });
  if (!keys) throw new Error(`mockup of design ${input.designId} could not be rendered`);
  return {
    mockup_url: deps.blobStore.publicUrl(keys.fullKey),
    thumbnail_url: deps.blobStore.publicUrl(keys.thumbnailKey),
  };
}

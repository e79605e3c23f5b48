import type { DesignMockupResponse, LayersMockupBody } from '@prompttee/domain/contracts/mockups';
import {
  findPrintArea,
  type Layer,
  printAreaSize,
  type PrintLocation,
  WHOLE_PRINT_AREA,
} from '@prompttee/domain';
import { AppError } from '../../errors';
import { checkLayers } from '../compositions/check-layers';
import { type ComposeSideDeps, ensureComposedSide } from '../compositions/compose-side';
import type { UseCaseDeps } from '../use-case-deps';
import { ensureMockup, type MockupDeps } from './item-mockup';

const fieldRefused = (field: string, message: string) =>
  new AppError('BAD_REQUEST', `${field}: ${message}`, { issues: [{ field, message }] });

/**
 * POST /v1/mockups/layers: a side's layers composed as the print file will be, on a product
 * colour's side, for the cart and checkout. The composed side is kept under a key hashed from the
 * customer and the layers (composedSideKeys), so the same cart line is composed once and the order
 * reuses it; the answer's URLs are capabilities like GET /v1/designs/{id}/mockup's. Each layer is
 * checked as an order's would be.
 */
export async function getLayersMockup(
  deps: MockupDeps & ComposeSideDeps & Pick<UseCaseDeps, 'designs'>,
  input: { userId: string; body: LayersMockupBody & { side: PrintLocation; layers: Layer[] } },
): Promise<DesignMockupResponse> {
  const { body } = input;
  const product = body.product_id
    ? deps.catalog.products.find((p) => p.product_id === body.product_id)
    : deps.catalog.products[0];
  if (!product) throw fieldRefused('product_id', `Unknown product ${body.product_id}`);
  if (!product.variants.some((v) => v.attributes.color === body.color)) {
    throw fieldRefused('color', `${product.name} does not come in ${body.color}`);
  }
  const area = findPrintArea(product, body.side);
  if (!area) throw fieldRefused('side', 'This product has no such print area');
  const layers = { [body.side]: body.layers };
  const designs = await checkLayers(deps, input.userId, [{ layers }], () => 'layers');
  const keys = await ensureComposedSide(deps, {
    userId: input.userId,
    layers: body.layers,
    designs,
    area: printAreaSize(area),
  });
  const mockup = await ensureMockup(deps, {
    thumbnailKey: keys.thumbnailKey,
    productId: product.product_id,
    colorCode: body.color,
    side: body.side,
    placement: { ...WHOLE_PRINT_AREA },
  });
  if (!mockup) throw new Error('the mockup of a composed side could not be rendered');
  return {
    mockup_url: deps.blobStore.publicUrl(mockup.fullKey),
    thumbnail_url: deps.blobStore.publicUrl(mockup.thumbnailKey),
  };
}

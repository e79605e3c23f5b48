import type { AdminCatalogResponse } from '@prompttee/domain';
import type { UseCaseDeps } from '../use-case-deps';
import { adminCatalogProduct } from './admin-catalog-view';

/** GET /v1/admin/catalog: every product, those turned off too, read from the database as it is now. */
export async function getAdminCatalog(
  deps: Pick<UseCaseDeps, 'catalogRepository' | 'clock'>,
): Promise<AdminCatalogResponse> {
  const now = deps.clock.now();
  const state = await deps.catalogRepository.load(now);
  return {
    products: state.products.map((product) =>
      adminCatalogProduct(
        product,
        state.variants.filter((v) => v.productId === product.productId),
        state.prices,
        now,
      ),
    ),
  };
}

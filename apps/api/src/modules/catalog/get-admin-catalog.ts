import { productIn, type AdminCatalogResponse, type Locale } from '@prompttee/domain';
import type { UseCaseDeps } from '../use-case-deps';
import { adminCatalogProduct } from './admin-catalog-view';
import type { ProductData } from './catalog-seed';

/**
 * GET /v1/admin/catalog: every product, those turned off too, read from the database as it is now,
 * its names (product, colours, sizes) in the console's language where the catalogue has them.
 */
export async function getAdminCatalog(
  deps: Pick<UseCaseDeps, 'catalogRepository' | 'clock'>,
  { locale }: { locale: Locale },
): Promise<AdminCatalogResponse> {
  const now = deps.clock.now();
  const state = await deps.catalogRepository.load(now);
  return {
    products: state.products.map((product) => {
      const view = adminCatalogProduct(
        product,
        state.variants.filter((v) => v.productId === product.productId),
        state.prices,
        now,
      );
      const shown = productIn(product.data as ProductData, locale);
      return { ...view, name: shown.name, colors: shown.options.color, sizes: shown.options.size };
    }),
  };
}

import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { adminCatalogQuery } from '../api/catalog';
import { useAdminFormat } from '../lib/format';
import { CatalogProductCard } from './catalog-product-card';
import { QueryState } from './query-state';

/**
 * /admin/catalog: what the shop sells. Products, colours and sizes turn on and off; each
 * variant's usual price per currency and its sales are set here, reach the shop within seconds
 * without a deploy, and are audited. Orders already placed keep their prices.
 */
export function CatalogPage() {
  const { t } = useLingui();
  const { locale } = useAdminFormat();
  const query = useQuery(adminCatalogQuery(locale));
  return (
    <section aria-labelledby="catalog-title" className="flex flex-col gap-4">
      <div>
        <h2 id="catalog-title" className="text-lg font-semibold">
          <Trans>Catalogue</Trans>
        </h2>
        <p className="text-sm text-muted-foreground">
          <Trans>
            Turn products, colours and sizes on and off, and set each variant's prices and sales. Customers
            see a change within seconds; orders already placed keep their prices.
          </Trans>
        </p>
      </div>
      <QueryState query={query} loading={t`Loading the catalogue...`}>
        {(data) => (
          <div className="flex flex-col gap-4">
            {data.products.map((product) => (
              <CatalogProductCard key={product.product_id} product={product} />
            ))}
          </div>
        )}
      </QueryState>
    </section>
  );
}

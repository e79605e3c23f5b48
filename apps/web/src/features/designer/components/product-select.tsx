import { useLingui } from '@lingui/react/macro';
import { DESIGNER_TEXTS } from '../lib/designer-texts';

type ProductSelectProps = {
  products: { product_id: string; name: string }[];
  value: string | null;
  onChange(productId: string | null): void;
};

/** The spec's hidden product selector: present (and driving the state), never shown. */
export function ProductSelect({ products, value, onChange }: ProductSelectProps) {
  const { t } = useLingui();
  return (
    <select
      hidden
      aria-label={t`Product`}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value || null)}
      data-testid="product-select"
    >
      <option value="">{t(DESIGNER_TEXTS.productPlaceholder)}</option>
      {products.map((product) => (
        <option key={product.product_id} value={product.product_id}>
          {product.name}
        </option>
      ))}
    </select>
  );
}

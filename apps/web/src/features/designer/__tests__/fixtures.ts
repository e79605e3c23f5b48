import type { Catalog, CatalogProduct, DesignListItem } from '@prompttee/domain';

const variant = (product: string, color: string, size: string, price = 24.99) => ({
  sku: `${product}-${color}-${size}`,
  price,
  stripe_price_id: '',
  attributes: { color, size },
  image_urls: { front: `/m/${product}/${color}-front.webp`, back: `/m/${product}/${color}-back.webp` },
});

export const classic: CatalogProduct = {
  product_id: 'classic-tee',
  name: 'Classic Unisex T-Shirt',
  // L costs more, as the big sizes do in the real catalog.
  variants: ['WHI', 'BLK'].flatMap((c) =>
    ['S', 'M', 'L'].map((s) => variant('classic-tee', c, s, s === 'L' ? 26.99 : 24.99)),
  ),
  options: {
    color: [
      { code: 'WHI', name: 'White', hex: '#FFFFFF' },
      { code: 'BLK', name: 'Black', hex: '#111111' },
    ],
    size: [
      { code: 'S', name: 'Small' },
      { code: 'M', name: 'Medium' },
      { code: 'L', name: 'Large' },
    ],
  },
};

/** No white and no M: the defaults fall back to the first colour and size. */
export const organic: CatalogProduct = {
  product_id: 'organic-tee',
  name: 'Premium Organic T-Shirt',
  variants: [
    variant('organic-tee', 'SAG', 'XS', 32.99),
    variant('organic-tee', 'SAG', 'L', 32.99),
    variant('organic-tee', 'CLY', 'XS', 32.99),
  ],
  options: {
    color: [
      { code: 'SAG', name: 'Sage', hex: '#9CAF88' },
      { code: 'CLY', name: 'Clay', hex: '#B66A50' },
    ],
    size: [
      { code: 'XS', name: 'Extra Small' },
      { code: 'L', name: 'Large' },
    ],
  },
};

export const catalog: Catalog = { products: [classic, organic] };

export const designItem = (n: number, expiresInSeconds: number, nowMs = Date.now()): DesignListItem => ({
  design_id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  thumbnail_url: `http://localhost/media/designs/token${n}/thumb.webp`,
  prompt: `design number ${n}`,
  created_at: Math.floor(nowMs / 1000) - 60,
  expires_at: Math.floor(nowMs / 1000) + expiresInSeconds,
  print_file_url: `http://localhost/v1/designs/00000000-0000-4000-8000-${String(n).padStart(12, '0')}/print-file`,
});

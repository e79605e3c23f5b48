import type { CartItem } from '../cart-item';
import type { CatalogProduct, CatalogVariant } from '../catalog';
import { DEFAULT_PLACEMENT } from '../placement';

// Shared test data: one t-shirt in white and black, sizes S to L.

const variant = (color: string, size: string, price = 24.99): CatalogVariant => ({
  sku: `TEE-${color}-${size}`,
  price,
  stripe_price_id: color === 'WHI' ? `price_${size}` : '',
  attributes: { color, size },
  image_urls: { front: `/img/${color}-front.webp`, back: color === 'WHI' ? `/img/${color}-back.webp` : '' },
});

export const tee: CatalogProduct = {
  product_id: 'classic-tee',
  name: 'Classic Tee',
  variants: ['S', 'M', 'L'].flatMap((size) => [variant('WHI', size), variant('BLK', size, 26.5)]),
  options: {
    color: [
      { name: 'Black', hex: '#000000', code: 'BLK' },
      { name: 'White', hex: '#FFFFFF', code: 'WHI' },
    ],
    size: [
      { code: 'S', name: 'Small' },
      { code: 'M', name: 'Medium' },
      { code: 'L', name: 'Large' },
    ],
  },
};

export const DESIGN_ID = '0b6f2a4e-8a57-4d8c-9a55-3f1c2b7d9e10';
export const OTHER_DESIGN_ID = '6c1d9b3e-2f4a-4e6b-8c7d-1a2b3c4d5e6f';

export function cartItem(patch: Partial<CartItem> = {}): CartItem {
  return {
    id: 'line-1',
    price: 24.99,
    quantity: 1,
    name: 'Custom (White / M) - front',
    productId: 'classic-tee',
    sku: 'TEE-WHI-M',
    sizeCode: 'M',
    sizeName: 'Medium',
    colorCode: 'WHI',
    colorName: 'White',
    colorHex: '#FFFFFF',
    image: '/img/WHI-front.webp',
    designId: DESIGN_ID,
    designSrc: '/media/design.webp',
    printLocation: 'front',
    placement: { ...DEFAULT_PLACEMENT },
    stripePriceId: 'price_M',
    ...patch,
  };
}

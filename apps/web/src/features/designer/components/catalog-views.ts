// The designer's parts that show only once the catalogue has arrived, in one chunk of their own
// (lazy-parts.ts) loaded beside it: the product's options, the price beside Add to Cart, the
// shirt photo and the print area over it.
export { PlacementStage } from './placement-stage';
export { ProductImage } from './product-image';
export { ProductOptionFields } from './product-option-fields';
export { VariantPrice } from './variant-price';

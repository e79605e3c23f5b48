// Catalogue and designer texts of spec section 8, shown in the designer's 'Error!' banner and
// empty states. `invalidStructure` is internal: the loader throws it, the screen shows `loadFailed`.
export const CATALOG_ERRORS = {
  invalidStructure: 'Invalid catalog structure received.',
  loadFailed: 'Failed to load product catalog',
  noProducts: 'No products found in the catalog.',
  productNotFound: (productId: string) => `Product with ID ${productId} not found.`,
  productDetailsFailed: 'Failed to load product details',
  variantNotFound: 'Error finding variant',
  noSizes: 'No sizes available for this product.',
  noColors: 'No colors available for this product.',
} as const;

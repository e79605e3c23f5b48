import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CATALOG_ERRORS } from '@prompttee/domain';

// The domain words the catalogue's problems in the spec's English (CATALOG_ERRORS); the designer
// shows them in the page's language. The loader's 'Invalid catalog structure received.' stays
// internal (the customer reads loadFailed), and product details have no call of their own.
type Shown = Exclude<keyof typeof CATALOG_ERRORS, 'invalidStructure' | 'productDetailsFailed'>;

export const CATALOG_TEXTS: Record<Shown, MessageDescriptor> = {
  loadFailed: msg`Failed to load product catalog`,
  noProducts: msg`No products found in the catalog.`,
  // For a link to a product the catalogue does not have: given the link's id as productId.
  productNotFound: msg({ message: 'Product with ID {productId} not found.' }),
  variantNotFound: msg({
    comment: 'The chosen colour and size are not sold together',
    message: 'Error finding variant',
  }),
  noSizes: msg`No sizes available for this product.`,
  noColors: msg`No colors available for this product.`,
};

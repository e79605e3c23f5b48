import { restoreCart } from '@prompttee/domain/stored-cart';
import { readStoredCartWith } from './cart-store';

// Imported by a page that lists the cart's lines from its first render (checkout), so the saved
// cart is read at once there rather than beside the first read (see cart-store.ts).
readStoredCartWith(restoreCart);

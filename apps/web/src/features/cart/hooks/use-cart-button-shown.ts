import { useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { useAuthStore } from '@/stores/auth-store';

// Checkout shows and edits the cart itself, and the result page empties it: a second way to
// change the cart there would only compete with the order being paid.
const HIDDEN_ON: readonly string[] = [paths.checkout, paths.checkoutReturn];

/** The operator console is not a shop: an operator at work has no cart to open there. */
const inConsole = (pathname: string) => pathname === paths.admin || pathname.startsWith(`${paths.admin}/`);

/**
 * Signed-in customers see the cart button everywhere in the frame but checkout, its result and
 * the operator console.
 */
export function useCartButtonShown(): boolean {
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  const { pathname } = useLocation();
  return isAuthenticated && !HIDDEN_ON.includes(pathname) && !inConsole(pathname);
}

/** Every route of spec section 2, in one place. */
export const paths = {
  landing: '/',
  login: '/login',
  logout: '/logout',
  design: '/design',
  checkout: '/checkout',
  checkoutReturn: '/return',
  orderHistory: '/order-history',
  /** The customer's invoices and credit notes (the shop's own, when no invoice service is set). */
  invoices: '/invoices',
  profile: '/profile',
  support: '/support',
  forbidden: '/forbidden',
  about: '/about',
  resetPassword: '/reset-password',
  /** The operator console (operators only; not in the spec's customer routes). */
  admin: '/admin',
} as const;

/** Location state carrying the page a visitor came from, so login can send them back. */
export type OriginState = { from?: string } | null;

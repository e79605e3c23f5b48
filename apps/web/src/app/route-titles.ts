import { paths } from '@/config/paths';

/** Each route's name: the document title and what a screen reader hears after navigating. */
export const routeTitles: Record<string, string> = {
  [paths.landing]: 'Home',
  [paths.login]: 'Log in',
  [paths.logout]: 'Logged Out',
  [paths.resetPassword]: 'Reset your password',
  [paths.design]: 'Designer',
  [paths.checkout]: 'Checkout',
  [paths.checkoutReturn]: 'Checkout result',
  [paths.orderHistory]: 'Order History',
  [paths.invoices]: 'Invoices',
  [paths.profile]: 'User Profile',
  [paths.support]: 'Support Center',
  [paths.forbidden]: '403 Forbidden',
  [paths.about]: 'Our Story',
  [paths.admin]: 'Operator console',
  [`${paths.admin}/orders`]: 'Orders · Operator console',
  [`${paths.admin}/customers`]: 'Customers · Operator console',
  [`${paths.admin}/designs`]: 'Designs · Operator console',
  [`${paths.admin}/audit-log`]: 'Audit log · Operator console',
  [`${paths.admin}/vat-report`]: 'VAT report · Operator console',
};

export function documentTitle(pathname: string, shopName: string): string {
  const title = routeTitles[pathname];
  return title && pathname !== paths.landing ? `${title} · ${shopName}` : shopName;
}

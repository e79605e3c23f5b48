import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { paths } from '@/config/paths';

// A console page's title names the console after the page: 'Orders · Operator console'.
const consolePage = (page: MessageDescriptor) => ({ page, inConsole: true }) as const;

/** Each route's name: the document title and what a screen reader hears after navigating. */
const titles: Record<string, MessageDescriptor | { page: MessageDescriptor; inConsole: true }> = {
  [paths.landing]: msg`Home`,
  [paths.login]: msg`Log in`,
  [paths.logout]: msg`Logged Out`,
  [paths.resetPassword]: msg`Reset your password`,
  [paths.design]: msg`Designer`,
  [paths.checkout]: msg`Checkout`,
  [paths.checkoutReturn]: msg`Checkout result`,
  [paths.orderHistory]: msg`Order History`,
  [paths.invoices]: msg`Invoices`,
  [paths.profile]: msg`User Profile`,
  [paths.support]: msg`Support Center`,
  [paths.forbidden]: msg`403 Forbidden`,
  [paths.about]: msg`Our Story`,
  [paths.admin]: msg`Operator console`,
  [`${paths.admin}/orders`]: consolePage(msg({ context: 'navigation', message: 'Orders' })),
  [`${paths.admin}/customers`]: consolePage(msg`Customers`),
  [`${paths.admin}/designs`]: consolePage(msg`Designs`),
  [`${paths.admin}/audit-log`]: consolePage(msg`Audit log`),
  [`${paths.admin}/vat-report`]: consolePage(msg`VAT report`),
  [`${paths.admin}/exchange-rates`]: consolePage(msg`Exchange rates`),
  [`${paths.admin}/catalog`]: consolePage(msg`Catalogue`),
};

/** The route's name in the page's language ('Orders · Operator console'), or undefined for another path. */
export function routeTitle(pathname: string): string | undefined {
  const title = titles[pathname];
  if (!title) return undefined;
  if (!('inConsole' in title)) return i18n._(title);
  return `${i18n._(title.page)} · ${i18n._(msg`Operator console`)}`;
}

export function documentTitle(pathname: string, shopName: string): string {
  const title = routeTitle(pathname);
  return title && pathname !== paths.landing ? `${title} · ${shopName}` : shopName;
}

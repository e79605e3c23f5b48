// Links to the external invoice and tracking services (spec section 2, order history). Their
// query parameter names are not in the spec; `email` and `tracking_number` are ours.

/** The shop's own list of the customer's invoices, used when no external service is set. */
export const OWN_INVOICES_PATH = '/invoices';

export function invoiceLink(invoiceUrl: string | null, email: string): string {
  if (invoiceUrl === null) return OWN_INVOICES_PATH;
  const url = new URL(invoiceUrl);
  url.searchParams.set('email', email);
  return url.toString();
}

/**
 * Where the tracking button goes, or null when there is nothing to track (the button then reads
 * 'No Tracking available'). A producer's own tracking URL wins over the shop's tracking site.
 */
export function trackingLinkFor(
  order: { tracking_number: string | null; tracking_url?: string | null },
  trackingUrl: string,
): string | null {
  if (!order.tracking_number) return null;
  if (order.tracking_url) return order.tracking_url;
  const url = new URL(trackingUrl);
  url.searchParams.set('tracking_number', order.tracking_number);
  return url.toString();
}

/**
 * Leaves the test checkout for its return address, the shop's own /return page at PUBLIC_URL.
 * The browser keeps the origin it is on: with PUBLIC_URL unset the shop answers at localhost and
 * at 127.0.0.1, and the session cookie belongs to the one the customer opened.
 */
export function goToReturnPage(returnUrl: string) {
  const url = new URL(returnUrl, window.location.href);
  window.location.assign(url.pathname + url.search);
}

import { apiErrorOf } from './api-error-body';
import { authorizedFetch } from './authorized-fetch';

// Files the API gives only to their owner or an operator (invoice PDFs, the VAT report's CSV) need
// the bearer token, which a plain link does not carry: they are fetched, then handed to the browser.

/** GET a /v1 path (as the API names it, '/v1/orders/{id}/invoice') as a Blob. */
export async function fetchApiFile(path: string): Promise<Blob> {
  const response = await authorizedFetch(new URL(path, window.location.origin));
  if (!response.ok) throw apiErrorOf(response.status, await response.json().catch(() => undefined));
  return response.blob();
}

const REVOKE_AFTER_MS = 60_000;

/**
 * Opens the file in a new tab. The tab is opened at once, inside the click, so no pop-up blocker
 * stops it; the file follows when it has arrived. The tab is closed again when it fails.
 */
export async function openApiFile(path: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const url = URL.createObjectURL(await fetchApiFile(path));
    if (tab) tab.location.href = url;
    else window.location.assign(url);
    window.setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  } catch (err) {
    tab?.close();
    throw err;
  }
}

/** Saves the file under `filename` (the browser's download). */
export async function downloadApiFile(path: string, filename: string): Promise<void> {
  const url = URL.createObjectURL(await fetchApiFile(path));
  const link = Object.assign(document.createElement('a'), { href: url, download: filename });
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

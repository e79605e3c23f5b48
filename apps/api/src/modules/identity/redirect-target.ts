/**
 * Where the identity routes may send a browser after a link or form: only to a page of the shop.
 * better-auth checks these targets itself, but lets anything starting with '/' through as a
 * relative path and then normalises it: '/..//evil.example' became 'Location: //evil.example',
 * which a browser follows off the shop. So every target is checked here first, before the library
 * sees it, in every form a browser or the library might read it.
 */

/** Request fields that name a redirect target: callbackURL, errorCallbackURL, redirectTo... */
export const isRedirectField = (name: string) => /callback|redirect|return/i.test(name);

const MAX_LENGTH = 2048;
// Printable ASCII only: no whitespace, controls or look-alike characters. The shop's own links
// are percent-encoded, so they never need anything else.
const PRINTABLE_ASCII = /^[\x21-\x7e]+$/;
const DOT_SEGMENT = /(^|\/)\.{1,2}(\/|$)/;

/** The value and what it decodes to, one percent-decoding at a time (at most three). */
function decodedForms(value: string): string[] | null {
  const forms = [value];
  for (let i = 0; i < 3; i++) {
    const last = forms[forms.length - 1]!;
    let next: string;
    try {
      next = decodeURIComponent(last);
    } catch {
      return null;
    }
    if (next === last) break;
    forms.push(next);
  }
  return forms;
}

function isSafeForm(form: string, ownOrigins: readonly string[]): boolean {
  if (form.includes('\\') || !PRINTABLE_ASCII.test(form)) return false;
  const path = form.split(/[?#]/, 1)[0]!;
  if (form.startsWith('/')) {
    // '//host' is protocol-relative; dot segments are how '/..//host' turns into it.
    if (form.startsWith('//') || DOT_SEGMENT.test(path)) return false;
  } else {
    // Absolute URLs only (a bare 'evil.example' or 'profile' means something different to each
    // reader); javascript:, data: and other schemes have no origin of ours.
    let absolute: URL;
    try {
      absolute = new URL(form);
    } catch {
      return false;
    }
    // 'https://shop@evil.example' reads as the shop to a person and as evil.example to a browser.
    if (!ownOrigins.includes(absolute.origin) || absolute.username || absolute.password) return false;
    const rest = path.slice(absolute.origin.length);
    if (rest.startsWith('//') || DOT_SEGMENT.test(rest)) return false;
  }
  try {
    const resolved = new URL(form, ownOrigins[0]);
    return ownOrigins.includes(resolved.origin) && !resolved.pathname.startsWith('//');
  } catch {
    return false;
  }
}

/** Whether `value` names a page of the shop (`/profile?x=1` or `https://shop.example/profile`). */
export function isShopRedirectTarget(value: unknown, ownOrigins: readonly string[]): boolean {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return false;
  const forms = decodedForms(value);
  return !!forms && forms.every((form) => isSafeForm(form, ownOrigins));
}

/** The redirect fields of a request's query and body that do not name a page of the shop. */
export function refusedRedirectTargets(
  query: Record<string, unknown>,
  body: unknown,
  ownOrigins: readonly string[],
): { field: string; value: unknown }[] {
  const fields = Object.entries(query);
  if (body && typeof body === 'object' && !Array.isArray(body)) fields.push(...Object.entries(body));
  return fields
    .filter(([name, value]) => isRedirectField(name) && value !== undefined && value !== null && value !== '')
    .filter(([, value]) => !isShopRedirectTarget(value, ownOrigins))
    .map(([field, value]) => ({ field, value }));
}

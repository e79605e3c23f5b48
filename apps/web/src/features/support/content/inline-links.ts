export type InlineSegment =
  | { kind: 'text'; text: string }
  | { kind: 'email'; text: string; href: string }
  | { kind: 'url'; text: string; href: string };

// E-mail addresses, and https:// or http:// addresses. A web address never ends in sentence
// punctuation or a closing bracket, so 'see https://example.com/odr.' links without the full stop.
const INLINE_LINK =
  /([A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,})|(https?:\/\/[^\s<>"]*[^\s<>".,;:!?)'])/g;

/**
 * Splits a content text into plain text and links, in order, for the Support Center renderer.
 * Joining every segment's `text` gives back the original string.
 */
export function splitInlineLinks(text: string): InlineSegment[] {
  const segments: InlineSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE_LINK)) {
    const start = match.index;
    if (start > last) segments.push({ kind: 'text', text: text.slice(last, start) });
    const [found, email] = match;
    segments.push(
      email
        ? { kind: 'email', text: found, href: `mailto:${found}` }
        : { kind: 'url', text: found, href: found },
    );
    last = start + found.length;
  }
  if (last < text.length) segments.push({ kind: 'text', text: text.slice(last) });
  return segments;
}

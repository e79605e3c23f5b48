// Spec section 9: dates are short month, day, year in US English ('Dec 1, 2026').
// Made on first use: a browser's first Intl formatter loads its locale data, which costs a page
// that shows no date (the support page) a long task while it starts.
const options: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric' };
let inViewerZone: Intl.DateTimeFormat | undefined;
let inUtc: Intl.DateTimeFormat | undefined;

/** 'Nov 21, 2026', in the viewer's own time zone (or the server's, where no viewer exists). */
export function formatShortDate(date: Date | string): string {
  inViewerZone ??= new Intl.DateTimeFormat('en-US', options);
  return inViewerZone.format(new Date(date));
}

/** 'Dec 1, 2026', read in UTC: for instants that are midnight UTC by definition (quota resets). */
export function formatShortDateUtc(date: Date | string): string {
  inUtc ??= new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
  return inUtc.format(new Date(date));
}

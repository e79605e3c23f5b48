// Spec section 9: dates are short month, day, year in US English ('Dec 1, 2026').
const inViewerZone = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const inUtc = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'Nov 21, 2026', in the viewer's own time zone (or the server's, where no viewer exists). */
export function formatShortDate(date: Date | string): string {
  return inViewerZone.format(new Date(date));
}

/** 'Dec 1, 2026', read in UTC: for instants that are midnight UTC by definition (quota resets). */
export function formatShortDateUtc(date: Date | string): string {
  return inUtc.format(new Date(date));
}

import { ApiError } from '@/lib/api-client';

const dateTime = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/** Operators work across time zones: the console shows UTC, and says so. */
export const formatDateTime = (iso: string | number) =>
  `${dateTime.format(typeof iso === 'number' ? new Date(iso * 1000) : new Date(iso))} UTC`;

/** The server's own sentence where it gave one (a 409 says why), else the client's. */
export function adminErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? error.message;
  return error instanceof Error ? error.message : 'Something went wrong.';
}

export const isForbidden = (error: unknown) => error instanceof ApiError && error.code === 'FORBIDDEN';

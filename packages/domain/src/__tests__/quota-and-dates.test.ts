import { describe, expect, it } from 'vitest';
import { formatShortDate, formatShortDateUtc } from '../dates';
import { formatQuotaResetDate, quotaExhaustedMessage } from '../quota';

describe('dates and the quota message', () => {
  it('writes short month, day, year in US English', () => {
    expect(formatShortDateUtc('2026-11-21T12:00:00Z')).toBe('Nov 21, 2026');
    expect(formatShortDate(new Date(2026, 10, 21, 12))).toBe('Nov 21, 2026');
  });

  it('reads the quota reset day in UTC, wherever the viewer is', () => {
    expect(formatQuotaResetDate(new Date('2026-12-01T00:00:00Z'))).toBe('Dec 1, 2026');
    expect(formatQuotaResetDate('2027-01-01T00:00:00.000Z')).toBe('Jan 1, 2027');
    expect(quotaExhaustedMessage(new Date('2027-01-01T00:00:00Z'))).toBe(
      'Quota exhausted. Resets on Jan 1, 2027.',
    );
  });
});

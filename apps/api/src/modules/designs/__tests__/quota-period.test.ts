import { describe, expect, it } from 'vitest';
import { formatQuotaResetDate, quotaExhaustedMessage, quotaPeriodOf } from '../quota-period';

describe('the quota period', () => {
  it('is the calendar month in UTC', () => {
    expect(quotaPeriodOf(new Date('2026-11-15T10:00:00Z'))).toEqual({
      start: new Date('2026-11-01T00:00:00Z'),
      resetAt: new Date('2026-12-01T00:00:00Z'),
    });
    // The last instant of a month still belongs to it; December rolls over into January.
    expect(quotaPeriodOf(new Date('2026-11-30T23:59:59.999Z')).start).toEqual(
      new Date('2026-11-01T00:00:00Z'),
    );
    expect(quotaPeriodOf(new Date('2026-12-31T23:00:00Z')).resetAt).toEqual(new Date('2027-01-01T00:00:00Z'));
  });

  it('names the reset day as short month, day, year, read in UTC', () => {
    expect(formatQuotaResetDate(new Date('2026-12-01T00:00:00Z'))).toBe('Dec 1, 2026');
    expect(quotaExhaustedMessage(new Date('2027-01-01T00:00:00Z'))).toBe(
      'Quota exhausted. Resets on Jan 1, 2027.',
    );
  });
});

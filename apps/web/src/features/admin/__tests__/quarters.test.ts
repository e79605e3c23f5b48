import { describe, expect, it } from 'vitest';
import {
  lastFinishedQuarter,
  parseQuarterKey,
  quarterKey,
  quarterRange,
  recentQuarters,
} from '../lib/quarters';

describe('OSS quarters', () => {
  it('opens on the last quarter that has ended, across a year', () => {
    expect(lastFinishedQuarter('2026-11-26')).toEqual({ year: 2026, quarter: 3 });
    expect(lastFinishedQuarter('2026-01-01')).toEqual({ year: 2025, quarter: 4 });
    expect(lastFinishedQuarter('2026-03-31')).toEqual({ year: 2025, quarter: 4 });
    expect(lastFinishedQuarter('2026-04-01')).toEqual({ year: 2026, quarter: 1 });
  });

  it('covers each quarter from its first to its last day', () => {
    expect(quarterRange({ year: 2026, quarter: 1 })).toEqual({ from: '2026-01-01', to: '2026-03-31' });
    expect(quarterRange({ year: 2026, quarter: 2 })).toEqual({ from: '2026-04-01', to: '2026-06-30' });
    expect(quarterRange({ year: 2026, quarter: 3 })).toEqual({ from: '2026-07-01', to: '2026-09-30' });
    expect(quarterRange({ year: 2026, quarter: 4 })).toEqual({ from: '2026-10-01', to: '2026-12-31' });
  });

  it('offers the current quarter and those before it, and reads its own keys back', () => {
    expect(recentQuarters('2026-02-10', 3).map(quarterKey)).toEqual(['2026-Q1', '2025-Q4', '2025-Q3']);
    expect(parseQuarterKey('2025-Q4')).toEqual({ year: 2025, quarter: 4 });
    expect(parseQuarterKey('2025-Q5')).toBeNull();
  });
});

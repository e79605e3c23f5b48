import { describe, expect, it } from 'vitest';
import { selectActiveDesigns } from '../design-history';
import { formatExpiry, secondsUntil } from '../expiry';

describe('formatExpiry', () => {
  it.each([
    [3 * 86400 + 5 * 3600 + 59, '3d 5h'],
    [86400, '1d 0h'],
    [86399, '23h 59m'],
    [3600, '1h 0m'],
    [3599, '59m 59s'],
    [60, '1m 0s'],
    [59, '59s'],
    [1, '1s'],
    [1.9, '1s'],
    [0, 'Expired'],
    [0.5, 'Expired'],
    [-10, 'Expired'],
    [Number.NaN, 'Expired'],
  ])('%d seconds -> %s', (seconds, text) => {
    expect(formatExpiry(seconds)).toBe(text);
  });

  it('counts whole seconds to an epoch-seconds expiry', () => {
    expect(secondsUntil(1_000, 990_500)).toBe(9);
    expect(secondsUntil(1_000, 1_001_000)).toBe(-1);
  });
});

describe('selectActiveDesigns', () => {
  it('keeps designs expiring in the future, soonest first', () => {
    const designs = [
      { id: 'a', expires_at: 300 },
      { id: 'b', expires_at: 100 },
      { id: 'c', expires_at: 200 },
      { id: 'd', expires_at: 150 },
    ];
    expect(selectActiveDesigns(designs, 150_000).map((d) => d.id)).toEqual(['c', 'a']);
    expect(designs[0]?.id).toBe('a');
  });
});

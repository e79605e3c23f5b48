import { t } from '@lingui/core/macro';

// The One-Stop-Shop return is filed per calendar quarter; the seller's books run on Tallinn days.

export type Quarter = { year: number; quarter: 1 | 2 | 3 | 4 };

const pad = (n: number) => String(n).padStart(2, '0');
const LAST_DAY = { 1: '03-31', 2: '06-30', 3: '09-30', 4: '12-31' } as const;

/** The quarter a YYYY-MM-DD day falls in. */
export function quarterOfDay(day: string): Quarter {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return { year, quarter: (Math.floor((month - 1) / 3) + 1) as Quarter['quarter'] };
}

export function previousQuarter({ year, quarter }: Quarter): Quarter {
  return quarter === 1
    ? { year: year - 1, quarter: 4 }
    : { year, quarter: (quarter - 1) as Quarter['quarter'] };
}

/** The last quarter that has ended by `today`: the one whose return is due. */
export const lastFinishedQuarter = (today: string) => previousQuarter(quarterOfDay(today));

/** Its first and last day, both included, as the report's from and to. */
export function quarterRange({ year, quarter }: Quarter): { from: string; to: string } {
  return { from: `${year}-${pad(quarter * 3 - 2)}-01`, to: `${year}-${LAST_DAY[quarter]}` };
}

/** "2026 Q3" / "3. kv 2026": what a picker shows, in the page's language. */
export function quarterName({ year, quarter }: Quarter): string {
  return t({ comment: 'A calendar quarter: 2026 Q3', message: `${year} Q${quarter}` });
}

/** "2026-Q3": the value a picker keeps. */
export const quarterKey = ({ year, quarter }: Quarter) => `${year}-Q${quarter}`;

export function parseQuarterKey(key: string): Quarter | null {
  const match = /^(\d{4})-Q([1-4])$/.exec(key);
  return match ? { year: Number(match[1]), quarter: Number(match[2]) as Quarter['quarter'] } : null;
}

/** The quarter `today` is in and the `count - 1` before it, newest first. */
export function recentQuarters(today: string, count: number): Quarter[] {
  const quarters = [quarterOfDay(today)];
  while (quarters.length < count) quarters.push(previousQuarter(quarters.at(-1)!));
  return quarters;
}

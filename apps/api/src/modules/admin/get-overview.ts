import type { AdminAlert, AdminOverview } from '@prompttee/domain';
import { isCurrency, money, tallinnDay, toEuroCents } from '@prompttee/domain';
import type { UseCaseDeps } from '../use-case-deps';

const DAY_MS = 24 * 60 * 60 * 1000;
const CHART_DAYS = 14;

const startOfUtcDay = (at: Date) =>
  new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));

/**
 * The console's front page. "Today" is the UTC day; "this week" the last 7 UTC days including
 * today, so the numbers never drop to zero on a Monday morning.
 */
export async function getOverview(
  deps: Pick<UseCaseDeps, 'adminOrders' | 'clock' | 'exchangeRates'>,
  input: { openAlerts: AdminAlert[] },
): Promise<AdminOverview> {
  const today = startOfUtcDay(deps.clock.now());
  const weekStart = new Date(today.getTime() - 6 * DAY_MS);
  const chartStart = new Date(today.getTime() - (CHART_DAYS - 1) * DAY_MS);
  const [perDay, revenue, designsToday, designsWeek] = await Promise.all([
    deps.adminOrders.ordersPerDay(chartStart),
    deps.adminOrders.revenueSince(weekStart),
    deps.adminOrders.designsSince(today),
    deps.adminOrders.designsSince(weekStart),
  ]);
  const counts = new Map(perDay.map((d) => [d.day, d.orders]));
  const days = Array.from({ length: CHART_DAYS }, (_, i) => {
    const day = new Date(chartStart.getTime() + i * DAY_MS).toISOString().slice(0, 10);
    return { day, orders: counts.get(day) ?? 0 };
  });
  return {
    orders_today: days.at(-1)!.orders,
    orders_this_week: days.slice(-7).reduce((sum, d) => sum + d.orders, 0),
    revenue_this_week: await inEuros(deps, revenue),
    designs_today: designsToday,
    designs_this_week: designsWeek,
    orders_by_day: days,
    open_alerts: input.openAlerts,
  };
}

/**
 * Takings in several currencies as one euro figure for the front page: each currency's sum at its
 * latest stored rate. A currency the table has no rate for yet is left out until it has one.
 */
async function inEuros(
  deps: Pick<UseCaseDeps, 'clock' | 'exchangeRates'>,
  sums: { currency: string; cents: number }[],
): Promise<number> {
  const today = tallinnDay(deps.clock.now());
  let cents = 0;
  for (const { currency, cents: amount } of sums) {
    if (!isCurrency(currency)) continue;
    if (currency === 'EUR') {
      cents += amount;
      continue;
    }
    const rate = await deps.exchangeRates.rateOn(currency, today);
    if (rate) cents += toEuroCents(money(amount, currency), rate.rate);
  }
  return cents;
}

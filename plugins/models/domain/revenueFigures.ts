import { monthName } from './dates';
import type { ForecastParamsInput } from './modelSchemas';

/** A period of a model's history: its label and its value in cents. */
interface PeriodValue {
  period: string;
  value: number;
}

/** The forecast whose history gives the revenue figure: 12 months of revenue. */
export const revenueFigureParams = {
  model: 'revenue_forecast',
  range: 12,
} as const satisfies ForecastParamsInput;

/** The forecast whose history gives the growth figure: 24 months of revenue. */
export const growthFigureParams = {
  model: 'revenue_forecast',
  range: 24,
} as const satisfies ForecastParamsInput;

/** The last complete period's revenue and its change on the period before. */
export interface LatestRevenue {
  period: string;
  cents: number;
  previousPeriod: string | null;
  /** Percent change on the period before, one decimal; null without one or when it was zero. */
  changePercent: number | null;
}

/**
 * The dashboard's revenue figure from the history of the `revenueFigureParams` forecast; null when
 * it is empty.
 */
export function latestRevenue(history: readonly PeriodValue[]): LatestRevenue | null {
  const last = history[history.length - 1];
  if (!last) return null;
  const before = history[history.length - 2];
  const changePercent =
    before && before.value !== 0
      ? Math.round(((last.value - before.value) / Math.abs(before.value)) * 1000) / 10
      : null;
  return {
    period: last.period,
    cents: last.value,
    previousPeriod: before?.period ?? null,
    changePercent,
  };
}

/** The revenue figure's line of detail: 'October 2026, +3.2% on September 2026'. */
export function latestRevenueDetail(latest: LatestRevenue): string {
  const month = monthName(latest.period);
  if (latest.changePercent === null || latest.previousPeriod === null) return month;
  const sign = latest.changePercent >= 0 ? '+' : '−';
  return `${month}, ${sign}${Math.abs(latest.changePercent).toFixed(1)}% on ${monthName(latest.previousPeriod)}`;
}

/** Growth needs two years of months: the last 12 against the 12 before. */
export const GROWTH_MONTHS = 24;

/**
 * Revenue of the last 12 complete months against the 12 before, in percent (one decimal), from the
 * history of the `growthFigureParams` forecast; or why it cannot be told.
 */
export function revenueGrowthPercent(
  history: readonly { value: number }[],
): { percent: number } | { percent: null; reason: string } {
  if (history.length < GROWTH_MONTHS)
    return {
      percent: null,
      reason: `Growth needs ${GROWTH_MONTHS} months of bookkeeping; you have ${history.length}`,
    };
  const sum = (values: readonly { value: number }[]) => values.reduce((s, v) => s + v.value, 0);
  const recent = sum(history.slice(-12));
  const before = sum(history.slice(-24, -12));
  if (before <= 0)
    return { percent: null, reason: 'No revenue in the 12 months before to compare' };
  return { percent: Math.round(((recent - before) / before) * 1000) / 10 };
}

import { monthName } from './dates';
import type { Forecast } from './forecast/engine';
import type { ModelId, ModelInsight } from './modelSchemas';
import type { CashRisk } from './risk';
import { periodWords, type BookSeries, type Granularity } from './series';

type Impact = ModelInsight['impact'];

/** The label of an insight's button follows its impact (spec 001, 3D Financial Models). */
export const actionLabels: Record<Impact, string> = {
  high: 'Take Action',
  medium: 'Review',
  low: 'View Details',
};

/** Where the owner acts on each model's insights: the books' reports or its bank accounts. */
const actionPaths: Record<ModelId, string> = {
  revenue_forecast: '/bookkeeping?tab=reports',
  cash_flow: '/bookkeeping?tab=banking',
  risk_assessment: '/bookkeeping?tab=banking',
  profitability: '/bookkeeping?tab=reports',
};

const dollarFormat = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** Cents as whole dollars: '$48,211', '-$1,200'. */
export function dollars(cents: number): string {
  return dollarFormat.format(Math.round(cents / 100));
}

const percent = (share: number) => `${Math.round(Math.abs(share) * 100)}%`;

/** A period's name: 'March 2027', 'the week of 2027-03-01', '2027-03-02'. */
export function periodName(granularity: Granularity, label: string): string {
  if (granularity === 'monthly') return monthName(label);
  return granularity === 'weekly' ? `the week of ${label}` : label;
}

function impactOf(change: number): Impact {
  const size = Math.abs(change);
  return size >= 0.1 ? 'high' : size >= 0.03 ? 'medium' : 'low';
}

/** A favourable move (up, when up is good) is at most worth a review; an unfavourable one by size. */
function impactOfMove(change: number, upIsGood = true): Impact {
  const favourable = upIsGood ? change >= 0 : change <= 0;
  const impact = impactOf(change);
  return favourable && impact === 'high' ? 'medium' : impact;
}

function riskImpact(probability: number): Impact {
  return probability >= 0.2 ? 'high' : probability >= 0.05 ? 'medium' : 'low';
}

/** What the insights of one model are made from. */
export interface InsightInput {
  model: ModelId;
  books: BookSeries;
  forecast: Forecast;
  ahead: string[];
  risk: CashRisk | null;
}

function make(
  model: ModelId,
  index: number,
  title: string,
  description: string,
  confidence: number,
  impact: Impact,
): ModelInsight {
  return {
    id: `${model}-${index + 1}`,
    title,
    description,
    confidence: Math.round(Math.max(0, Math.min(1, confidence)) * 100),
    impact,
    model,
    action: { label: actionLabels[impact], path: actionPaths[model] },
  };
}

const change = (to: number, from: number) => (from === 0 ? 0 : (to - from) / Math.abs(from));

/** The comparison of a forecast step with the same period one season earlier (or the last one). */
function againstLastSeason({ books, forecast, ahead }: InsightInput, h: number) {
  const n = forecast.history.length;
  const back = n + h - 1 - forecast.seasonUsed;
  const index = forecast.seasonUsed > 1 && back >= 0 && back < n ? back : n - 1;
  const label = books.periods[index]!;
  return {
    name: periodName(books.granularity, label),
    value: forecast.history[index]!,
    at: periodName(books.granularity, ahead[h - 1]!),
  };
}

function directionConfidence(forecast: Forecast, h: number, threshold: number): number {
  const above = forecast.probabilityAbove(h, threshold);
  return forecast.point[h - 1]! >= threshold ? above : 1 - above;
}

function weakest(forecast: Forecast) {
  let h = 1;
  forecast.point.forEach((v, i) => {
    if (v < forecast.point[h - 1]!) h = i + 1;
  });
  const average = forecast.point.reduce((s, v) => s + v, 0) / forecast.point.length;
  return { h, value: forecast.point[h - 1]!, average };
}

function revenueInsights(input: InsightInput): ModelInsight[] {
  const { forecast, books, ahead } = input;
  const H = forecast.point.length;
  const first = againstLastSeason(input, 1);
  const next = forecast.point[0]!;
  const yoy = change(next, first.value);
  const last = forecast.history[forecast.history.length - 1]!;
  const end = forecast.point[H - 1]!;
  const growth = change(end, last);
  const low = weakest(forecast);
  const word = periodWords[books.granularity][0];
  return [
    make(
      'revenue_forecast',
      0,
      `Revenue for ${first.at} is forecast ${percent(yoy)} ${yoy >= 0 ? 'over' : 'under'} ${first.name}`,
      `${dollars(next)} forecast against ${dollars(first.value)} booked in ${first.name}.`,
      directionConfidence(forecast, 1, first.value),
      impactOfMove(yoy),
    ),
    make(
      'revenue_forecast',
      1,
      `Revenue is forecast to ${growth >= 0 ? 'grow' : 'fall'} ${percent(growth)} by ${periodName(books.granularity, ahead[H - 1]!)}`,
      `From ${dollars(last)} in ${periodName(books.granularity, books.periods[books.periods.length - 1]!)} to ${dollars(end)}.`,
      directionConfidence(forecast, H, last),
      impactOfMove(growth),
    ),
    make(
      'revenue_forecast',
      2,
      `${capitalize(periodName(books.granularity, ahead[low.h - 1]!))} is the weakest ${word} ahead`,
      `${dollars(low.value)} forecast, ${percent(change(low.value, low.average))} under the average of the next ${H} ${periodWords[books.granularity][1]} (${dollars(low.average)}).`,
      1 - forecast.probabilityAbove(low.h, low.average),
      impactOf(change(low.value, low.average)),
    ),
  ];
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function cashInsights(input: InsightInput): ModelInsight[] {
  const { forecast, books, ahead } = input;
  const H = forecast.point.length;
  const now = books.closingCash;
  const end = forecast.point[H - 1]!;
  const endName = periodName(books.granularity, ahead[H - 1]!);
  const move = change(end, now);
  const insights = [
    make(
      'cash_flow',
      0,
      `Cash is forecast to ${end >= now ? 'rise' : 'fall'} to ${dollars(end)} by the end of ${endName}`,
      `From ${dollars(now)} at the end of ${periodName(books.granularity, books.periods[books.periods.length - 1]!)}: a net ${end >= now ? 'inflow' : 'outflow'} of ${dollars(Math.abs(end - now))}.`,
      directionConfidence(forecast, H, now),
      impactOfMove(move),
    ),
  ];
  if (forecast.band) {
    const lower = forecast.band.lower[H - 1]!;
    insights.push(
      make(
        'cash_flow',
        1,
        `Cash at the end of ${endName} is forecast between ${dollars(lower)} and ${dollars(forecast.band.upper[H - 1]!)}`,
        `At ${forecast.appliedLevel}% confidence, from ${forecast.errorCount} backtest errors.`,
        forecast.appliedLevel / 100,
        lower < 0 ? 'high' : lower < books.monthlyExpenses ? 'medium' : 'low',
      ),
    );
  } else {
    const low = weakest(forecast);
    insights.push(
      make(
        'cash_flow',
        1,
        `The lowest balance ahead is ${dollars(low.value)}, at the end of ${periodName(books.granularity, ahead[low.h - 1]!)}`,
        'The history is too short for an interval around it.',
        directionConfidence(forecast, low.h, 0),
        low.value < 0 ? 'high' : 'low',
      ),
    );
  }
  const months = books.monthlyExpenses > 0 ? end / books.monthlyExpenses : null;
  insights.push(
    months === null
      ? make(
          'cash_flow',
          2,
          'No expenses in the last 12 months to measure cash against',
          'Record expenses in the books to see how many months of costs your cash covers.',
          1,
          'low',
        )
      : make(
          'cash_flow',
          2,
          `Cash covers ${months.toFixed(1)} months of expenses at the end of ${endName}`,
          `Expenses averaged ${dollars(books.monthlyExpenses)} a month over the last 12 months.`,
          directionConfidence(forecast, H, books.monthlyExpenses),
          months < 1 ? 'high' : months < 3 ? 'medium' : 'low',
        ),
  );
  return insights;
}

function profitInsights(input: InsightInput, margins: (number | null)[]): ModelInsight[] {
  const { forecast, books, ahead } = input;
  const H = forecast.point.length;
  const next = forecast.point[0]!;
  const nextName = periodName(books.granularity, ahead[0]!);
  const margin = margins[0];
  const later = againstLastSeason(input, H);
  const end = forecast.point[H - 1]!;
  const low = weakest(forecast);
  const lowName = periodName(books.granularity, ahead[low.h - 1]!);
  return [
    make(
      'profitability',
      0,
      `Net income for ${nextName} is forecast at ${dollars(next)}`,
      margin === null || margin === undefined
        ? 'No revenue is forecast, so there is no margin.'
        : `A ${Math.round(margin)}% margin on the revenue forecast.`,
      directionConfidence(forecast, 1, 0),
      next < 0 ? 'high' : margin !== null && margin !== undefined && margin < 10 ? 'medium' : 'low',
    ),
    make(
      'profitability',
      1,
      `Net income for ${later.at} is forecast ${dollars(Math.abs(end - later.value))} ${end >= later.value ? 'over' : 'under'} ${later.name}`,
      `${dollars(end)} forecast against ${dollars(later.value)}.`,
      directionConfidence(forecast, H, later.value),
      impactOfMove(change(end, later.value)),
    ),
    low.value < 0
      ? make(
          'profitability',
          2,
          `${capitalize(lowName)} is forecast to lose ${dollars(-low.value)}`,
          'The weakest period ahead; the forecast of every other one is higher.',
          1 - forecast.probabilityAbove(low.h, 0),
          'high',
        )
      : make(
          'profitability',
          2,
          `${capitalize(lowName)} is the least profitable ${periodWords[books.granularity][0]} ahead`,
          `${dollars(low.value)} forecast, against an average of ${dollars(low.average)}.`,
          1 - forecast.probabilityAbove(low.h, low.average),
          impactOf(change(low.value, low.average)),
        ),
  ];
}

function riskInsights(input: InsightInput): ModelInsight[] {
  const { forecast, books, ahead, risk } = input;
  if (!risk) return [];
  const H = forecast.point.length;
  const words = periodWords[books.granularity];
  const endName = periodName(books.granularity, ahead[H - 1]!);
  const zero = risk.belowZero[H - 1]!;
  const reserveAt = risk.belowReserve.findIndex((p) => p >= 0.05);
  const reserveEnd = risk.belowReserve[H - 1]!;
  const reserve = dollars(books.monthlyExpenses);
  const paths = risk.paths.toLocaleString('en-US');
  const insights = [
    zero >= 0.5
      ? make(
          'risk_assessment',
          0,
          `Cash falls below zero by ${periodName(books.granularity, ahead[risk.belowZero.findIndex((p) => p >= 0.5)]!)} in ${percent(zero)} of simulations`,
          `${paths} simulated paths of the cash forecast with its past errors.`,
          zero,
          'high',
        )
      : make(
          'risk_assessment',
          0,
          `Cash falls below zero within ${H} ${words[1]} with ${percent(zero)} probability`,
          `In ${percent(1 - zero)} of ${paths} simulated paths cash stays above zero through ${endName}.`,
          1 - zero,
          riskImpact(zero),
        ),
    reserveAt >= 0
      ? make(
          'risk_assessment',
          1,
          `Cash falls below one month of expenses in ${reserveAt + 1} ${words[reserveAt === 0 ? 0 : 1]} with ${percent(risk.belowReserve[reserveAt]!)} probability`,
          `One month of expenses is ${reserve} (the last 12 months' average); by ${endName} the chance is ${percent(reserveEnd)}.`,
          Math.max(reserveEnd, 1 - reserveEnd),
          riskImpact(reserveEnd),
        )
      : make(
          'risk_assessment',
          1,
          `Cash stays above one month of expenses (${reserve}) through ${endName}`,
          `In ${percent(1 - reserveEnd)} of ${paths} simulated paths.`,
          1 - reserveEnd,
          'low',
        ),
  ];
  if (forecast.band) {
    const worst = forecast.band.lower[H - 1]!;
    insights.push(
      make(
        'risk_assessment',
        2,
        `At ${forecast.appliedLevel}% confidence cash ends ${endName} no lower than ${dollars(worst)}`,
        `The low end of the cash forecast's interval, from ${forecast.errorCount} backtest errors.`,
        forecast.appliedLevel / 100,
        worst < 0 ? 'high' : worst < books.monthlyExpenses ? 'medium' : 'low',
      ),
    );
  } else {
    insights.push(
      make(
        'risk_assessment',
        2,
        'Too little history for a worst case',
        `${forecast.errorCount} backtest errors support no confidence level yet.`,
        1,
        'low',
      ),
    );
  }
  return insights;
}

/** Three computed insights for a model. */
export function insightsFor(input: InsightInput, margins: (number | null)[] = []): ModelInsight[] {
  switch (input.model) {
    case 'revenue_forecast':
      return revenueInsights(input);
    case 'cash_flow':
      return cashInsights(input);
    case 'profitability':
      return profitInsights(input, margins);
    case 'risk_assessment':
      return riskInsights(input);
  }
}

import { methodLabels } from './forecast/candidates';
import { forecast, historyNeeded, type Forecast } from './forecast/engine';
import { insightsFor } from './insights';
import type { ForecastParams, ModelForecast, ModelId } from './modelSchemas';
import { simulateCash, type CashRisk } from './risk';
import { periodWords, seasonOf, type BookSeries } from './series';

/** Paths of the cash simulation behind the risk model. */
export const RISK_PATHS = 2000;

/** The spec's 3D model entity of each tab: its title, description and type. */
export const modelInfo: Record<
  ModelId,
  { title: string; description: string; type: ModelForecast['type'] }
> = {
  revenue_forecast: {
    title: 'Revenue Forecast',
    description: 'Income accounts by period, forecast from their own backtested history.',
    type: 'forecasting',
  },
  cash_flow: {
    title: 'Cash Flow',
    description: 'The net change of the cash accounts and the projected cash balance.',
    type: 'analysis',
  },
  risk_assessment: {
    title: 'Risk Assessment',
    description:
      'The chance that cash falls below zero, or below one month of expenses, simulated from the forecast errors.',
    type: 'risk',
  },
  profitability: {
    title: 'Profitability',
    description: 'Net income (revenue less expenses) and the margin on revenue.',
    type: 'profitability',
  },
};

/** The series a model forecasts, and its target's opening total when it is a running balance. */
function inputOf(model: ModelId, books: BookSeries): { series: number[]; openingTotal?: number } {
  if (model === 'revenue_forecast') return { series: books.revenue };
  if (model === 'profitability') return { series: books.netIncome };
  const opening = books.closingCash - books.cashChange.reduce((sum, c) => sum + c, 0);
  return { series: books.cashChange, openingTotal: opening };
}

const cents = (value: number) => Math.round(value);
const round1 = (value: number) => Math.round(value * 10) / 10;

/** What the history lacks, in words: nothing, a season, or any forecast at all. */
function historyNotes(params: ForecastParams, books: BookSeries, used: Forecast | null): string[] {
  const [one, many] = periodWords[params.granularity];
  const have = books.periods.length;
  const needed = historyNeeded(seasonOf[params.granularity]);
  const count = (n: number) => `${n} ${n === 1 ? one : many}`;
  if (!used)
    return [`${count(needed.any)} of bookkeeping are needed for a forecast; you have ${have}.`];
  const notes: string[] = [];
  if (used.seasonUsed === 1)
    notes.push(
      `${count(needed.seasonal)} of bookkeeping are needed for a seasonal forecast; you have ${have}.`,
    );
  if (used.appliedLevel < params.confidence)
    notes.push(
      `${used.errorCount} backtest errors support intervals up to ${used.supportedLevel}% confidence, not ${params.confidence}%: the band is drawn at ${used.appliedLevel}%.`,
    );
  return notes;
}

/**
 * One model's forecast from the company's books: the backtested combination of methods with
 * conformal intervals at the asked level (or the highest the history supports), its statistics and
 * three insights. Every amount is in cents; `lastUpdated` is the moment it was computed.
 */
export function buildModel(
  books: BookSeries,
  params: ForecastParams,
  lastUpdated: string,
): ModelForecast {
  const { model, horizon, confidence, granularity, range } = params;
  const info = modelInfo[model];
  const base = {
    model,
    ...info,
    granularity,
    horizon,
    range,
    confidence,
    dataPoints: books.periods.length,
    lastUpdated,
  };
  const season = seasonOf[granularity];
  const input = inputOf(model, books);
  if (input.series.length < historyNeeded(season).any)
    return {
      ...base,
      status: 'insufficient-history',
      notes: historyNotes(params, books, null),
      supportedConfidence: 0,
      appliedConfidence: 0,
      points: [],
      history: books.periods.map((period, i) => ({
        period,
        value: model === 'revenue_forecast' ? books.revenue[i]! : books.netIncome[i]!,
      })),
      fan: [],
      accuracy: null,
      mase: null,
      naiveMase: null,
      coverage: null,
      backtestErrors: 0,
      backtestOrigins: 0,
      methods: [],
      seasonal: false,
      risk: null,
      insights: [],
    };

  const result = forecast({ ...input, season, horizon, confidence });
  const ahead = books.ahead(horizon);
  let risk: CashRisk | null = null;
  if (model === 'risk_assessment')
    risk = simulateCash({
      start: books.closingCash,
      changes: result.seriesPoint,
      errors: result.oneStepErrors,
      scale: result.scale,
      reserve: books.monthlyExpenses,
      paths: RISK_PATHS,
    });
  let margins: (number | null)[] = [];
  if (model === 'profitability') {
    const revenue = forecast({ series: books.revenue, season, horizon, confidence });
    margins = result.point.map((net, i) => {
      const r = revenue.point[i]!;
      return r > 0 ? round1((100 * net) / r) : null;
    });
  }
  const band = result.band;
  return {
    ...base,
    status: 'ready',
    notes: historyNotes(params, books, result),
    supportedConfidence: result.supportedLevel,
    appliedConfidence: result.appliedLevel,
    points: result.point.map((value, i) => ({
      period: ahead[i]!,
      value: cents(value),
      lower: band ? cents(band.lower[i]!) : null,
      upper: band ? cents(band.upper[i]!) : null,
      ...(model === 'profitability' ? { margin: margins[i] ?? null } : {}),
      ...(risk
        ? {
            belowZero: round1(100 * risk.belowZero[i]!),
            belowReserve: round1(100 * risk.belowReserve[i]!),
          }
        : {}),
    })),
    history: books.periods.map((period, i) => ({ period, value: cents(result.history[i]!) })),
    fan: result.fan.map((b) => ({
      level: b.level,
      lower: b.lower.map(cents),
      upper: b.upper.map(cents),
    })),
    accuracy: result.origins > 0 ? round1(result.accuracy) : null,
    mase: result.origins > 0 ? Math.round(result.mase * 100) / 100 : null,
    naiveMase: result.origins > 0 ? Math.round(result.naiveMase * 100) / 100 : null,
    coverage: result.coverage === null ? null : round1(100 * result.coverage),
    backtestErrors: result.errorCount,
    backtestOrigins: result.origins,
    methods: result.weights.map((w) => ({
      id: w.method,
      label: methodLabels[w.method],
      weight: Math.round(w.weight * 1000) / 1000,
    })),
    seasonal: result.seasonUsed > 1,
    risk: risk
      ? {
          reserve: books.monthlyExpenses,
          paths: risk.paths,
          belowZero: round1(100 * risk.belowZero[horizon - 1]!),
          belowReserve: round1(100 * risk.belowReserve[horizon - 1]!),
        }
      : null,
    insights: insightsFor({ model, books, forecast: result, ahead, risk }, margins),
  };
}

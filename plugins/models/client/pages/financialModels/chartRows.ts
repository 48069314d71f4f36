import type { ModelForecast } from '../../../domain/modelSchemas';

/** One period of the chart, in dollars: the history, or the forecast and its interval. */
export interface ChartRow {
  period: string;
  history: number | null;
  forecast: number | null;
  band: [number, number] | null;
}

const dollars = (cents: number) => Math.round(cents) / 100;

/**
 * The rows the 2D chart and the 3D scene draw: the last `historyShown` periods of history, then
 * the forecast, which starts from the last observation so the two lines meet.
 */
export function chartRows(model: ModelForecast, historyShown = 24): ChartRow[] {
  const history = model.history.slice(-historyShown);
  const rows: ChartRow[] = history.map((h) => ({
    period: h.period,
    history: dollars(h.value),
    forecast: null,
    band: null,
  }));
  const last = rows[rows.length - 1];
  if (last && model.points.length > 0) last.forecast = last.history;
  for (const p of model.points)
    rows.push({
      period: p.period,
      history: null,
      forecast: dollars(p.value),
      band: p.lower === null || p.upper === null ? null : [dollars(p.lower), dollars(p.upper)],
    });
  return rows;
}

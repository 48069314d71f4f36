import {
  Area,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { ModelForecast } from '../../../domain/modelSchemas';
import { compactDollars } from '../../format';
import { chartRows } from './chartRows';

const money = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** The 2D view: history, the forecast and its interval band at the applied confidence. */
export function ForecastChart({ model }: { model: ModelForecast }) {
  const rows = chartRows(model);
  const band = model.appliedConfidence > 0 ? `${model.appliedConfidence}% interval` : null;
  return (
    <figure className="models-chart" aria-label={`${model.title}: history and forecast`}>
      <ResponsiveContainer width="100%" height={320} initialDimension={{ width: 640, height: 320 }}>
        <ComposedChart data={rows} margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--k-border, #ddd)" />
          <XAxis dataKey="period" tick={{ fontSize: 12 }} minTickGap={16} />
          <YAxis
            tickFormatter={(v: number) => compactDollars.format(v)}
            tick={{ fontSize: 12 }}
            width={72}
          />
          <Tooltip
            formatter={(value) =>
              Array.isArray(value)
                ? value.map((v) => money.format(Number(v))).join(' to ')
                : money.format(Number(value))
            }
          />
          <Legend />
          {band && (
            <Area
              dataKey="band"
              name={band}
              stroke="none"
              fill="#7c5cff"
              fillOpacity={0.2}
              isAnimationActive={false}
            />
          )}
          <Line
            dataKey="history"
            name="History"
            stroke="#334155"
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
          <Line
            dataKey="forecast"
            name="Forecast"
            stroke="#7c5cff"
            strokeWidth={2}
            strokeDasharray="6 4"
            dot={false}
            isAnimationActive={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
      <figcaption className="k-muted">
        {model.points.length} {model.granularity} forecast periods from {model.dataPoints} data
        points{band ? `, with the ${band} from the backtest errors` : ', without an interval'}.
      </figcaption>
    </figure>
  );
}

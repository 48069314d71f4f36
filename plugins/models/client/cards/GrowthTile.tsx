import { Link } from 'react-router-dom';
import { forecastParamsSchema } from '../../domain/modelSchemas';
import { useModelForecast } from '../useModelForecast';
import { useCompanyId } from './useCompanyId';

const params = forecastParamsSchema.parse({ model: 'revenue_forecast', range: 24 });

/** Revenue of the last 12 complete months against the 12 before, or why it cannot be told. */
export function revenueGrowth(history: readonly { value: number }[]): {
  figure: string;
  detail: string;
} {
  if (history.length < 24)
    return {
      figure: '—',
      detail: `Growth needs 24 months of bookkeeping; you have ${history.length}`,
    };
  const sum = (values: readonly { value: number }[]) => values.reduce((s, v) => s + v.value, 0);
  const recent = sum(history.slice(-12));
  const before = sum(history.slice(-24, -12));
  if (before <= 0) return { figure: '—', detail: 'No revenue in the 12 months before to compare' };
  const growth = ((recent - before) / before) * 100;
  return {
    figure: `${growth >= 0 ? '+' : '−'}${Math.abs(growth).toFixed(1)}%`,
    detail: 'Revenue, last 12 months on the 12 before',
  };
}

/** The dashboard's growth tile: year-on-year revenue growth from the books; it opens /compliance-monitor, as spec 000 §2.5 links it. */
export function GrowthTile() {
  const state = useModelForecast(useCompanyId(), params);
  const shown =
    state.status === 'ready'
      ? revenueGrowth(state.model.history)
      : state.status === 'error'
        ? { figure: '—', detail: 'Revenue could not be read' }
        : { figure: '…', detail: 'Reading the books' };
  return (
    <Link to="/compliance-monitor">
      <span className="k-muted">Growth</span> <strong>{shown.figure}</strong>{' '}
      <span>{shown.detail}</span>
    </Link>
  );
}

export default GrowthTile;

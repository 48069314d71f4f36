import { Link } from 'react-router-dom';
import { dollars, periodName } from '../../domain/insights';
import { forecastParamsSchema } from '../../domain/modelSchemas';
import { useModelForecast } from '../useModelForecast';
import { useCompanyId } from './useCompanyId';

const params = forecastParamsSchema.parse({ model: 'revenue_forecast', range: 12 });

/** The dashboard's revenue tile: the last complete month's revenue and its change. */
export function RevenueTile() {
  const state = useModelForecast(useCompanyId(), params);
  let figure = '…';
  let detail = 'Reading the books';
  if (state.status === 'error') {
    figure = '—';
    detail = 'Revenue could not be read';
  } else if (state.status === 'ready') {
    const history = state.model.history;
    const last = history[history.length - 1];
    const before = history[history.length - 2];
    if (!last) {
      figure = '—';
      detail = 'No revenue booked in the last 12 months';
    } else {
      figure = dollars(last.value);
      const month = periodName('monthly', last.period);
      detail =
        before && before.value !== 0
          ? `${month}, ${last.value >= before.value ? '+' : '−'}${Math.abs(((last.value - before.value) / Math.abs(before.value)) * 100).toFixed(1)}% on ${periodName('monthly', before.period)}`
          : month;
    }
  }
  return (
    <Link to="/3d-financial-models">
      <span className="k-muted">Revenue</span> <strong>{figure}</strong> <span>{detail}</span>
    </Link>
  );
}

export default RevenueTile;

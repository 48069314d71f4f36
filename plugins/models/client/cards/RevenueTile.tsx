import { Link } from 'react-router-dom';
import { dollars, periodName } from '../../domain/insights';
import { forecastParamsSchema } from '../../domain/modelSchemas';
import { latestRevenue, revenueFigureParams } from '../../domain/revenueFigures';
import { useModelForecast } from '../useModelForecast';
import { useCompanyId } from './useCompanyId';

const params = forecastParamsSchema.parse(revenueFigureParams);

/** The dashboard's revenue tile: the last complete month's revenue and its change. */
export function RevenueTile() {
  const state = useModelForecast(useCompanyId(), params);
  let figure = '…';
  let detail = 'Reading the books';
  if (state.status === 'error') {
    figure = '—';
    detail = 'Revenue could not be read';
  } else if (state.status === 'ready') {
    const latest = latestRevenue(state.model.history);
    if (!latest) {
      figure = '—';
      detail = 'No revenue booked in the last 12 months';
    } else {
      figure = dollars(latest.cents);
      const month = periodName('monthly', latest.period);
      detail =
        latest.changePercent !== null && latest.previousPeriod !== null
          ? `${month}, ${latest.changePercent >= 0 ? '+' : '−'}${Math.abs(latest.changePercent).toFixed(1)}% on ${periodName('monthly', latest.previousPeriod)}`
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

import { Link } from 'react-router-dom';
import { dollars } from '../../domain/insights';
import { forecastParamsSchema } from '../../domain/modelSchemas';
import {
  latestRevenue,
  latestRevenueDetail,
  revenueFigureParams,
} from '../../domain/revenueFigures';
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
      detail = latestRevenueDetail(latest);
    }
  }
  return (
    <Link to="/3d-financial-models">
      <span className="k-muted">Revenue</span> <strong>{figure}</strong> <span>{detail}</span>
    </Link>
  );
}

export default RevenueTile;

import { Link } from 'react-router-dom';
import { forecastParamsSchema } from '../../domain/modelSchemas';
import { growthFigureParams, revenueGrowthPercent } from '../../domain/revenueFigures';
import { useModelForecast } from '../useModelForecast';
import { useCompanyId } from './useCompanyId';

const params = forecastParamsSchema.parse(growthFigureParams);

/** The tile's figure and its line of detail, from the revenue model's 24 months of history. */
export function revenueGrowth(history: readonly { value: number }[]): {
  figure: string;
  detail: string;
} {
  const growth = revenueGrowthPercent(history);
  if (growth.percent === null) return { figure: '—', detail: growth.reason };
  return {
    figure: `${growth.percent >= 0 ? '+' : '−'}${Math.abs(growth.percent).toFixed(1)}%`,
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

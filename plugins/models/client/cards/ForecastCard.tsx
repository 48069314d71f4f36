import { Link } from 'react-router-dom';
import { Card, Spinner, Tabs } from '@keel/core/client';
import { dollars, periodName } from '../../domain/insights';
import { forecastParamsSchema } from '../../domain/modelSchemas';
import { compactDollars } from '../format';
import { useModelForecast } from '../useModelForecast';
import { useCompanyId } from './useCompanyId';

const sixMonths = forecastParamsSchema.parse({ model: 'revenue_forecast', horizon: 6 });
const twelveMonths = forecastParamsSchema.parse({ model: 'revenue_forecast', horizon: 12 });

/** The revenue forecast of one horizon: each month with its interval, and how it was backtested. */
function Horizon({ horizon }: { horizon: 6 | 12 }) {
  const state = useModelForecast(useCompanyId(), horizon === 6 ? sixMonths : twelveMonths);
  if (state.status === 'error') return <p role="alert">{state.message}</p>;
  if (state.status === 'loading') return <Spinner label="Computing the forecast…" />;
  const model = state.model;
  if (model.status === 'insufficient-history')
    return <p className="k-muted">{model.notes.join(' ')}</p>;
  return (
    <>
      <table className="k-table">
        <caption className="k-muted">
          Revenue by month, with the {model.appliedConfidence}% interval from {model.backtestErrors}{' '}
          backtest errors. Accuracy {model.accuracy?.toFixed(1) ?? '–'}%.
        </caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Forecast</th>
            <th scope="col">Interval</th>
          </tr>
        </thead>
        <tbody>
          {model.points.map((p) => (
            <tr key={p.period}>
              <th scope="row">{periodName('monthly', p.period)}</th>
              <td>{dollars(p.value)}</td>
              <td>
                {p.lower === null || p.upper === null
                  ? '—'
                  : `${compactDollars.format(p.lower / 100)} to ${compactDollars.format(p.upper / 100)}`}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {model.notes.map((note) => (
        <p key={note} className="k-muted">
          {note}
        </p>
      ))}
    </>
  );
}

/** The dashboard's forecast card (spec 000 section 2.5): revenue 6 or 12 months ahead. */
export function ForecastCard() {
  return (
    <Card
      title="Forecast"
      actions={<Link to="/3d-financial-models">Open 3D Financial Models</Link>}
    >
      <Tabs
        label="Forecast horizon"
        defaultValue="6"
        items={[
          { value: '6', label: '6 Months', content: <Horizon horizon={6} /> },
          { value: '12', label: '12 Months', content: <Horizon horizon={12} /> },
        ]}
      />
    </Card>
  );
}

export default ForecastCard;

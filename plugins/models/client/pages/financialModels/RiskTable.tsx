import type { ModelForecast } from '../../../domain/modelSchemas';
import { dollars, periodName } from '../../../domain/insights';

/** The risk model's chances by period: cash below zero, and below one month of expenses. */
export function RiskTable({ model }: { model: ModelForecast }) {
  if (!model.risk) return null;
  return (
    <table className="k-table models-risk">
      <caption>
        Chance that cash has fallen below zero, or below one month of expenses (
        {dollars(model.risk.reserve)}), by the end of each period:{' '}
        {model.risk.paths.toLocaleString('en-US')} simulated paths.
      </caption>
      <thead>
        <tr>
          <th scope="col">Period</th>
          <th scope="col">Cash forecast</th>
          <th scope="col">Below zero</th>
          <th scope="col">Below one month of expenses</th>
        </tr>
      </thead>
      <tbody>
        {model.points.map((p) => (
          <tr key={p.period}>
            <th scope="row">{periodName(model.granularity, p.period)}</th>
            <td>{dollars(p.value)}</td>
            <td>{p.belowZero ?? 0}%</td>
            <td>{p.belowReserve ?? 0}%</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

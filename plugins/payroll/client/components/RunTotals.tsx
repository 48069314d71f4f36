import { formatUSD } from '@keel/core/domain';
import type { PaycheckRecord } from '../../domain/runs';
import { totalWithheld } from './PaycheckTable';

/** The figures of a run's summary: period, head count, gross, withholding, net. */
export function RunTotals({
  periodStart,
  periodEnd,
  payDate,
  paychecks,
}: {
  periodStart: string;
  periodEnd: string;
  payDate: string;
  paychecks: readonly PaycheckRecord[];
}) {
  const gross = paychecks.reduce((sum, p) => sum + p.gross, 0);
  const net = paychecks.reduce((sum, p) => sum + p.net, 0);
  const items: [string, string][] = [
    ['Pay period', `${periodStart} to ${periodEnd}`],
    ['Pay date', payDate],
    ['Employees', String(paychecks.length)],
    ['Total gross pay', formatUSD(gross)],
    ['Tax withholding', formatUSD(totalWithheld(paychecks))],
    ['Total net pay', formatUSD(net)],
  ];
  return (
    <dl className="payroll-totals">
      {items.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

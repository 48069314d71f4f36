import { FigureList } from '@keel/core/client';
import { formatUSD } from '@keel/core/domain';
import { runTotals, type PayrollRunRecord } from '../../domain/runs';

/** The figures of a run's summary: period, head count, gross, withholding, net. */
export function RunTotals({ run }: { run: PayrollRunRecord }) {
  const totals = runTotals(run);
  return (
    <FigureList
      className="payroll-totals"
      figures={[
        ['Pay period', `${run.periodStart} to ${run.periodEnd}`],
        ['Pay date', run.payDate],
        ['Employees', String(run.paychecks.length)],
        ['Total gross pay', formatUSD(totals.gross)],
        ['Tax withholding', formatUSD(totals.employeeTaxes)],
        ['Total net pay', formatUSD(totals.net)],
      ]}
    />
  );
}

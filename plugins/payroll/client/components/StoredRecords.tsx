import { Card } from '@keel/core/client';
import type { StoredRun, StoredTransaction } from '../payrollApi';
import { RunStatusBadge } from './RunStatusBadge';

const usd = (dollars: string) =>
  Number(dollars).toLocaleString('en-US', { style: 'currency', currency: 'USD' });

/** View Stored Records: the company's payroll runs and direct-deposit transactions. */
export function StoredRecords({
  runs,
  transactions,
}: {
  runs: StoredRun[];
  transactions: StoredTransaction[];
}) {
  return (
    <Card
      title="Stored Records"
      description={`${runs.length} payroll ${runs.length === 1 ? 'run' : 'runs'}, ${transactions.length} direct deposit ${transactions.length === 1 ? 'transaction' : 'transactions'}`}
    >
      <div className="payroll-records">
        <table className="k-table" aria-label="Stored payroll runs">
          <thead>
            <tr>
              <th scope="col">Run</th>
              <th scope="col">Pay date</th>
              <th scope="col">Status</th>
              <th scope="col">Total gross pay</th>
            </tr>
          </thead>
          <tbody>
            {runs.map((run) => (
              <tr key={run.id}>
                <td>
                  <code>{run.id.slice(0, 8)}</code>
                </td>
                <td>{run.payDate}</td>
                <td>
                  <RunStatusBadge status={run.status} />
                </td>
                <td>{usd(run.totalGrossPay)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <table className="k-table" aria-label="Direct deposit transactions">
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Description</th>
              <th scope="col">Reference</th>
              <th scope="col">Amount</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {transactions.length === 0 ? (
              <tr>
                <td colSpan={5} className="k-muted">
                  No direct deposits yet: they are listed once a run is approved.
                </td>
              </tr>
            ) : (
              transactions.map((t) => (
                <tr key={t.id}>
                  <td>{t.transactionDate}</td>
                  <td>{t.description}</td>
                  <td>
                    <code>{t.reference}</code>
                  </td>
                  <td>{usd(t.amount)}</td>
                  <td>
                    <RunStatusBadge status={t.status} />
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </Card>
  );
}

import { formatUSD } from '@keel/core/domain';
import type { PaycheckRecord } from '../../domain/runs';

/** Per-employee breakdown: gross, each tax, net and the employer's taxes. */
export function PaycheckTable({
  paychecks,
  label,
}: {
  paychecks: readonly PaycheckRecord[];
  label: string;
}) {
  return (
    <div className="payroll-table-wrap">
      <table className="k-table payroll-numbers" aria-label={label}>
        <thead>
          <tr>
            <th scope="col">Employee</th>
            <th scope="col">Gross</th>
            <th scope="col">Federal income tax</th>
            <th scope="col">Social Security</th>
            <th scope="col">Medicare</th>
            <th scope="col">State income tax</th>
            <th scope="col">Other</th>
            <th scope="col">Net pay</th>
            <th scope="col">Employer taxes</th>
          </tr>
        </thead>
        <tbody>
          {paychecks.map((p) => (
            <tr key={p.employeeId}>
              <th scope="row">{p.name}</th>
              <td>{formatUSD(p.gross)}</td>
              <td>{formatUSD(p.federalIncomeTax)}</td>
              <td>{formatUSD(p.socialSecurity)}</td>
              <td>{formatUSD(p.medicare + p.additionalMedicare)}</td>
              <td>
                {formatUSD(p.stateIncomeTax)}
                {!p.stateIncomeTaxExact && (
                  <span className="payroll-estimate" title={p.stateIncomeTaxLabel}>
                    {' '}
                    (estimate)
                  </span>
                )}
              </td>
              <td>{formatUSD(p.otherEmployeeTaxes + p.otherDeductions)}</td>
              <td>
                <strong>{formatUSD(p.net)}</strong>
              </td>
              <td>
                {formatUSD(
                  p.employer.socialSecurity +
                    p.employer.medicare +
                    p.employer.futa +
                    p.employer.suta,
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {paychecks.some((p) => !p.stateIncomeTaxExact) && (
        <p className="k-hint">
          {paychecks.find((p) => !p.stateIncomeTaxExact)!.stateIncomeTaxLabel}
        </p>
      )}
    </div>
  );
}

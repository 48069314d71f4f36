import { formatUSD } from '@keel/core/domain';
import type { PaycheckRecord } from '../../domain/runs';

/** One employee's paystub on screen: each figure with how it was computed. */
export function PaystubCard({ paycheck }: { paycheck: PaycheckRecord }) {
  const lines: [string, number, string][] = [
    ['Gross pay', paycheck.gross, paycheck.explanations.gross],
    ['Federal income tax', paycheck.federalIncomeTax, paycheck.explanations.federalIncomeTax],
    ['Social Security', paycheck.socialSecurity, paycheck.explanations.socialSecurity],
    ['Medicare', paycheck.medicare, paycheck.explanations.medicare],
    ...(paycheck.additionalMedicare > 0
      ? ([
          [
            'Additional Medicare',
            paycheck.additionalMedicare,
            paycheck.explanations.additionalMedicare,
          ],
        ] as [string, number, string][])
      : []),
    [
      paycheck.stateIncomeTaxExact ? 'State income tax' : 'State income tax (estimate)',
      paycheck.stateIncomeTax,
      paycheck.stateIncomeTaxExact
        ? paycheck.explanations.stateIncomeTax
        : paycheck.stateIncomeTaxLabel,
    ],
    ...paycheck.otherEmployeeTaxLines.map(
      (line) => [line.name, line.amount, line.explanation] as [string, number, string],
    ),
    ...(paycheck.otherDeductions > 0
      ? ([['Other deductions', paycheck.otherDeductions, 'After-tax deductions']] as [
          string,
          number,
          string,
        ][])
      : []),
  ];
  return (
    <article className="payroll-paystub" aria-label={`Paystub of ${paycheck.name}`}>
      <header>
        <h3>{paycheck.name}</h3>
        <span className="k-muted">
          {paycheck.checkNumber !== undefined ? `Check #${paycheck.checkNumber}` : 'Direct deposit'}
        </span>
      </header>
      <dl>
        {lines.map(([label, cents, explanation]) => (
          <div key={label}>
            <dt>
              {label}
              <small>{explanation}</small>
            </dt>
            <dd>{formatUSD(cents)}</dd>
          </div>
        ))}
        <div className="payroll-paystub-net">
          <dt>Net pay</dt>
          <dd>{formatUSD(paycheck.net)}</dd>
        </div>
      </dl>
    </article>
  );
}

import { Card, EmptyState } from '@keel/core/client';
import { formatUSD } from '@keel/core/domain';
import type { Form941Worksheet } from '../../domain/documents/form941Worksheet';

const lines: [keyof Form941Worksheet, string][] = [
  ['grossWagesCents', 'Gross wages paid'],
  ['line3IncomeTaxWithheldCents', 'Line 3: federal income tax withheld'],
  ['line5aSocialSecurityCents', 'Line 5a: Social Security tax (employee and employer)'],
  ['line5cMedicareCents', 'Line 5c: Medicare tax (employee and employer)'],
  ['line5dAdditionalMedicareCents', 'Line 5d: Additional Medicare Tax withheld'],
  ['line5eTotalCents', 'Line 5e: total Social Security and Medicare taxes'],
  ['line12TotalTaxesCents', 'Line 12: total taxes after adjustments and credits'],
  ['line13DepositsCents', 'Line 13: deposits recorded in Keel'],
  ['line14BalanceDueCents', 'Line 14: balance due'],
  ['line15OverpaymentCents', 'Line 15: overpayment'],
];

/**
 * Documents: a Form 941 worksheet per quarter with its line figures, from the approved payroll
 * runs and the deposits recorded. W-2, W-3 and 1099-NEC forms and uploads are not built yet.
 */
export function DocumentsTab({ worksheets }: { worksheets: readonly Form941Worksheet[] }) {
  if (worksheets.length === 0)
    return (
      <EmptyState title="No Form 941 worksheets">
        A worksheet appears for each quarter with approved payroll runs (roles with payroll access).
      </EmptyState>
    );
  return (
    <div className="tax-cards">
      {worksheets.map((w) => (
        <Card
          key={`${w.year}-${w.quarter}`}
          title={`Form 941 worksheet, Q${w.quarter} ${w.year}`}
          description={`${w.runs} approved payroll run${w.runs === 1 ? '' : 's'}. Each tax is the sum over the paychecks, so line 7 (fractions of cents) is already inside line 5.`}
        >
          <table className="tax-table">
            <tbody>
              {lines.map(([key, label]) => (
                <tr key={key}>
                  <th scope="row">{label}</th>
                  <td>{formatUSD(w[key])}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
      ))}
    </div>
  );
}

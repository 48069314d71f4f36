import { formatUSD } from '@keel/core/domain';
import type { PayrollEvidence } from '../evidence/evidence';
import type { Finding } from '../threats/threatSchema';
import { compareText } from './payments';

/**
 * Paid after termination: an employee paid for a pay period that began after their last day. A
 * ghost employee is often a real one who left and whose pay goes on (ACFE, payroll schemes). The
 * paycheck of the period that holds the last day is their final pay, not a sign.
 */
export function paidAfterTerminationFindings(payroll: PayrollEvidence): Finding[] {
  const findings: Finding[] = [];
  for (const employee of payroll.employees) {
    const lastDay = employee.terminationDate;
    if (!lastDay) continue;
    const after = payroll.paychecks
      .filter(
        (p) =>
          p.employeeId === employee.id &&
          p.status !== 'void' &&
          (p.periodStart ?? p.payDate) > lastDay,
      )
      .sort((a, b) => compareText(a.payDate, b.payDate));
    if (after.length === 0) continue;
    const total = after.reduce((sum, p) => sum + p.net, 0);
    const times = after.length === 1 ? 'once' : `${after.length} times`;
    findings.push({
      type: 'unusual_pattern',
      rule: 'payroll.paid-after-termination',
      severity: 'high',
      confidence: 85,
      amount: total,
      description: `${employee.name} was paid ${times} after their termination on ${lastDay}`,
      riskFactors: [
        ...after.map(
          (p) =>
            `The paycheck of ${p.payDate} (${formatUSD(p.net)}) pays ${p.periodStart ? `a period that began on ${p.periodStart}` : 'a period'}, after the last day (${lastDay})`,
        ),
        'Pay that goes on after someone left is how a ghost employee stays on the payroll: confirm the termination date and where the money went',
      ],
      records: [
        { id: `employee:${employee.id}`, label: employee.name, link: employee.link },
        ...after.map((p) => ({
          id: `paycheck:${p.runId}/${employee.id}`,
          label: `Paycheck of ${employee.name} on ${p.payDate}`,
          link: p.link,
        })),
      ],
      timestamp: after.at(-1)!.payDate,
    });
  }
  return findings;
}

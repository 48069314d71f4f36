import type { Finding } from './threatSchema';

/** The kinds of record that only payroll's controls give: an employee, a paycheck, a bank change. */
const PAYROLL_RECORD = /^(employee|paycheck|bank-change):/;

/**
 * Whether a finding was made from payroll (a payroll check, or a direct-deposit or payroll account
 * change): it names an employee, their pay or their account, which only roles with payroll access
 * may see, so its threat is kept in the payroll threats' scope.
 */
export function isPayrollFinding(finding: Pick<Finding, 'rule' | 'records'>): boolean {
  return (
    finding.rule.startsWith('payroll.') || finding.records.some((r) => PAYROLL_RECORD.test(r.id))
  );
}

/** A scan's findings parted by where their threats are kept. */
export function partFindings(findings: readonly Finding[]): {
  company: Finding[];
  payroll: Finding[];
} {
  const company: Finding[] = [];
  const payroll: Finding[] = [];
  for (const finding of findings) (isPayrollFinding(finding) ? payroll : company).push(finding);
  return { company, payroll };
}

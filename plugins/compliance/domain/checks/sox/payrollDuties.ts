import { formatDate } from '../../dates';
import { notApplicable, resultOf, type CheckDefinition, type CheckResult } from '../checkResult';
import { fixPaths, plural } from '../fixPaths';
import type { ComplianceInput } from '../input';
import { samePerson, writersOf } from './authors';

export const payrollDutiesCheck: CheckDefinition = {
  id: 'sox.payroll-duties',
  area: 'sox',
  requirement: 'Nobody approves a payroll run they prepared',
  level: 'high',
};

/**
 * Separation of duties in payroll: the person who approves a run (and so pays it) did not prepare
 * it. One finding per person, naming their runs.
 */
export function checkPayrollDuties(input: ComplianceInput): CheckResult {
  const { payroll } = input;
  if (payroll === null)
    return notApplicable(payrollDutiesCheck, 'Payroll is not installed or not readable here.');
  if (writersOf(input) < 2)
    return notApplicable(
      payrollDutiesCheck,
      'One person keeps the books: preparing and approving payroll cannot be split.',
    );
  const approved = payroll.runAuthors.filter((r) => r.approvedBy !== null);
  if (approved.length === 0)
    return notApplicable(payrollDutiesCheck, 'No payroll run has been approved yet.');
  const own = new Map<string, typeof approved>();
  for (const run of approved)
    if (samePerson(run.preparedBy, run.approvedBy!))
      own.set(run.approvedBy!, [...(own.get(run.approvedBy!) ?? []), run]);
  const findings = [...own].map(([who, runs]) => ({
    key: `${payrollDutiesCheck.id}:${who}`,
    title: `${who} approved ${plural(runs.length, 'payroll run')} they prepared`,
    description: `${who} both prepared and approved the payroll of ${runs.map((r) => formatDate(r.payDate)).join(', ')}. A second person approving a run is what catches a made-up employee, a changed rate or an extra paycheck before the money leaves. Have another owner, admin, accountant or CPA approve the runs this person prepares.`,
    records: runs.map((r) => ({
      label: `Payroll of ${formatDate(r.payDate)}`,
      path: fixPaths.payroll,
    })),
    fix: { label: 'Review payroll approvals', path: fixPaths.payroll },
    dueDate: null,
  }));
  return resultOf(payrollDutiesCheck, findings, {
    passed: `Each of the ${plural(approved.length, 'approved payroll run')} was approved by someone other than who prepared it.`,
    failed: `${plural(findings.length, 'person', 'people')} approved payroll they prepared.`,
  });
}

import type { JournalEntry } from '@keel/core/domain';
import type { PayrollTotals } from '../tax';
import { payrollRunEntry, standardPayrollAccounts, type PayrollAccounts } from '../posting';
import { freeCheckNumbers } from '../checks/checkNumbers';
import type { PayrollRunRecord } from './payrollRunRecord';
import { PayrollRunRefused } from './planPayrollRun';

/** A stored run's totals, summed from its paychecks, in the tax engine's shape. */
export function runTotals(run: PayrollRunRecord): PayrollTotals {
  const sum = (pick: (paycheck: PayrollRunRecord['paychecks'][number]) => number) =>
    run.paychecks.reduce((total, paycheck) => total + pick(paycheck), 0);
  const federalIncomeTax = sum((p) => p.federalIncomeTax);
  const socialSecurity = sum((p) => p.socialSecurity);
  const medicare = sum((p) => p.medicare);
  const additionalMedicare = sum((p) => p.additionalMedicare);
  const stateIncomeTax = sum((p) => p.stateIncomeTax);
  const otherEmployeeTaxes = sum((p) => p.otherEmployeeTaxes);
  const employer = {
    socialSecurity: sum((p) => p.employer.socialSecurity),
    medicare: sum((p) => p.employer.medicare),
    futa: sum((p) => p.employer.futa),
    suta: sum((p) => p.employer.suta),
  };
  return {
    gross: sum((p) => p.gross),
    federalIncomeTax,
    socialSecurity,
    medicare,
    additionalMedicare,
    stateIncomeTax,
    otherEmployeeTaxes,
    employeeTaxes:
      federalIncomeTax +
      socialSecurity +
      medicare +
      additionalMedicare +
      stateIncomeTax +
      otherEmployeeTaxes,
    otherDeductions: sum((p) => p.otherDeductions),
    net: sum((p) => p.net),
    employer: {
      ...employer,
      total: employer.socialSecurity + employer.medicare + employer.futa + employer.suta,
    },
  };
}

/** What Approve & Distribute is told besides the run. */
export interface ApprovalChoices {
  /**
   * Employees to pay by check this run instead of by direct deposit (their bank details are
   * missing): each such paycheck becomes a check with the lowest free number.
   */
  payByCheck?: ReadonlySet<string>;
  /** Check numbers other runs hold or printed checks spent. */
  checkNumbersInUse?: ReadonlySet<number>;
}

/** The run with the chosen direct deposits paid by check instead, each numbered. */
function withChecksFor(
  run: PayrollRunRecord,
  { payByCheck = new Set(), checkNumbersInUse = new Set() }: ApprovalChoices,
): PayrollRunRecord {
  const switching = run.paychecks.filter(
    (p) => p.paymentMethod === 'direct_deposit' && payByCheck.has(p.employeeId),
  );
  if (switching.length === 0) return run;
  const used = new Set(checkNumbersInUse);
  for (const paycheck of run.paychecks)
    if (paycheck.checkNumber !== undefined) used.add(paycheck.checkNumber);
  const numbers = freeCheckNumbers(switching.filter((p) => p.net > 0).length, used);
  let next = 0;
  return {
    ...run,
    paychecks: run.paychecks.map((paycheck) => {
      if (!switching.includes(paycheck)) return paycheck;
      const switched = { ...paycheck, paymentMethod: 'check' as const };
      if (paycheck.net > 0) switched.checkNumber = numbers[next++];
      return switched;
    }),
  };
}

/**
 * Approve & Distribute: the completed run and the journal entry to post for it. Only a run still
 * processing can be approved (a completed one is refused, so it is never posted twice). The
 * direct deposits chosen to go by check are paid by check.
 */
export function approvePayrollRun(
  run: PayrollRunRecord,
  who: { by: string; at: string },
  choices: ApprovalChoices = {},
  accounts: PayrollAccounts = standardPayrollAccounts,
): { run: PayrollRunRecord; entry: JournalEntry } {
  if (run.status === 'completed')
    throw new PayrollRunRefused('This payroll run is already approved');
  if (run.status !== 'processing')
    throw new PayrollRunRefused(`A payroll run that is ${run.status} cannot be approved`);
  const paid = withChecksFor(run, choices);
  const entry = payrollRunEntry(paid, runTotals(paid), accounts);
  return {
    run: {
      ...paid,
      status: 'completed',
      approvedAt: who.at,
      approvedBy: who.by,
      ledgerEntryId: entry.id,
    },
    entry,
  };
}

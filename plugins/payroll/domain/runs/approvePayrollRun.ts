import type { JournalEntry } from '@keel/core/domain';
import type { PayrollTotals } from '../tax';
import { payrollRunEntry, standardPayrollAccounts, type PayrollAccounts } from '../posting';
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

/**
 * Approve & Distribute: the completed run and the journal entry to post for it. Only a run still
 * processing can be approved (a completed one is refused, so it is never posted twice).
 */
export function approvePayrollRun(
  run: PayrollRunRecord,
  who: { by: string; at: string },
  accounts: PayrollAccounts = standardPayrollAccounts,
): { run: PayrollRunRecord; entry: JournalEntry } {
  if (run.status === 'completed')
    throw new PayrollRunRefused('This payroll run is already approved');
  if (run.status !== 'processing')
    throw new PayrollRunRefused(`A payroll run that is ${run.status} cannot be approved`);
  const entry = payrollRunEntry(run, runTotals(run), accounts);
  return {
    run: {
      ...run,
      status: 'completed',
      approvedAt: who.at,
      approvedBy: who.by,
      ledgerEntryId: entry.id,
    },
    entry,
  };
}

import type { Cents, JournalEntry, JournalLine } from '@keel/core/domain';
import type { PayrollTotals } from '../tax';

/** The chart accounts a payroll run posts to (ids of the company's chart). */
export interface PayrollAccounts {
  /** Gross wages expense. */
  wages: string;
  /** The employer's own payroll taxes expense. */
  employerTaxes: string;
  /** Withheld and employer taxes and deductions owed until they are paid over. */
  liabilities: string;
  /** The bank account net pay leaves from. */
  cash: string;
}

/** The standard small-business chart's payroll accounts. */
export const standardPayrollAccounts: PayrollAccounts = {
  wages: 'payroll-wages',
  employerTaxes: 'payroll-taxes',
  liabilities: 'payroll-liabilities',
  cash: 'checking',
};

function debit(accountId: string, cents: Cents, memo: string): JournalLine {
  return { accountId, debit: cents, credit: 0, memo };
}

function credit(accountId: string, cents: Cents, memo: string): JournalLine {
  return { accountId, debit: 0, credit: cents, memo };
}

/**
 * The one balanced journal entry Approve & Distribute posts for a run: gross wages and the
 * employer's taxes as expenses; every tax withheld, every employer tax and the other deductions
 * owed as payroll liabilities, one line per tax so the liability can be traced to its return;
 * net pay out of the bank. Lines of zero are left out. Debits equal credits because net pay is
 * gross less the employee taxes and deductions, and the employer total is the sum of its taxes.
 */
export function payrollRunEntry(
  run: { id: string; payDate: string; periodStart: string; periodEnd: string },
  totals: PayrollTotals,
  accounts: PayrollAccounts = standardPayrollAccounts,
): JournalEntry {
  const { employer } = totals;
  const lines = [
    debit(accounts.wages, totals.gross, 'Gross wages'),
    debit(accounts.employerTaxes, employer.total, 'Employer payroll taxes'),
    credit(accounts.liabilities, totals.federalIncomeTax, 'Federal income tax withheld'),
    credit(
      accounts.liabilities,
      totals.socialSecurity + employer.socialSecurity,
      'Social Security, employee and employer',
    ),
    credit(
      accounts.liabilities,
      totals.medicare + totals.additionalMedicare + employer.medicare,
      'Medicare and Additional Medicare, employee and employer',
    ),
    credit(
      accounts.liabilities,
      totals.stateIncomeTax + totals.otherEmployeeTaxes,
      'State income and other employee taxes withheld',
    ),
    credit(accounts.liabilities, employer.futa, 'Federal unemployment (FUTA)'),
    credit(accounts.liabilities, employer.suta, 'State unemployment (SUTA)'),
    credit(accounts.liabilities, totals.otherDeductions, 'Other deductions withheld'),
    credit(accounts.cash, totals.net, 'Net pay'),
  ].filter((line) => line.debit > 0 || line.credit > 0);
  return {
    id: `payroll-${run.id}`,
    date: run.payDate,
    memo: `Payroll ${run.periodStart} to ${run.periodEnd}`,
    reference: `Payroll run ${run.id.slice(0, 8)}`,
    lines,
  };
}

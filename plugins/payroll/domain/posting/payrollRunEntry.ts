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

/** How one paycheck leaves the bank: what the bank lines of the entry are made from. */
export interface PaycheckPayment {
  name: string;
  paymentMethod: 'direct_deposit' | 'check';
  net: Cents;
  checkNumber?: number | undefined;
}

/**
 * Net pay out of the bank as a statement shows it: one line for the direct-deposit batch (the
 * ACH file is one debit), then one line per check with its number as the reference (each is
 * cashed on its own). Paychecks of $0 pay nothing.
 */
function bankLines(cash: string, payments: readonly PaycheckPayment[]): JournalLine[] {
  const deposits = payments.filter((p) => p.paymentMethod === 'direct_deposit' && p.net > 0);
  const lines: JournalLine[] = [];
  if (deposits.length > 0)
    lines.push(
      credit(
        cash,
        deposits.reduce((sum, p) => sum + p.net, 0),
        `Direct deposit, ${deposits.length} ${deposits.length === 1 ? 'employee' : 'employees'}`,
      ),
    );
  for (const check of payments)
    if (check.paymentMethod === 'check' && check.net > 0) {
      if (check.checkNumber === undefined)
        throw new RangeError(`The check paying ${check.name} has no number`);
      lines.push({
        ...credit(cash, check.net, `Check ${check.checkNumber}, ${check.name}`),
        reference: String(check.checkNumber),
      });
    }
  return lines;
}

/**
 * The one balanced journal entry Approve & Distribute posts for a run, dated the pay date: gross
 * wages and the employer's taxes as expenses; every tax withheld, every employer tax and the other
 * deductions owed as payroll liabilities, one line per tax so the liability can be traced to its
 * return; net pay out of the bank as the lines a bank statement shows (bankLines). Lines of zero
 * are left out. Debits equal credits because net pay is gross less the employee taxes and
 * deductions, and the employer total is the sum of its taxes.
 */
export function payrollRunEntry(
  run: {
    id: string;
    payDate: string;
    periodStart: string;
    periodEnd: string;
    paychecks: readonly PaycheckPayment[];
  },
  totals: PayrollTotals,
  accounts: PayrollAccounts = standardPayrollAccounts,
): JournalEntry {
  const paid = run.paychecks.reduce((sum, p) => sum + p.net, 0);
  if (paid !== totals.net)
    throw new RangeError(`The paychecks pay ${paid} cents, the totals ${totals.net} cents`);
  const { employer } = totals;
  const lines: JournalLine[] = [
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
  ].filter((line) => line.debit > 0 || line.credit > 0);
  lines.push(...bankLines(accounts.cash, run.paychecks));
  return {
    id: `payroll-${run.id}`,
    date: run.payDate,
    memo: `Payroll ${run.periodStart} to ${run.periodEnd}`,
    reference: `Payroll run ${run.id.slice(0, 8)}`,
    lines,
  };
}

/**
 * The entry that voids an approved run: every line of its entry reversed, dated the void date,
 * with an id made from the run's so that a retry can never post it twice.
 */
export function voidPayrollRunEntry(
  original: JournalEntry,
  run: { id: string; periodStart: string; periodEnd: string },
  voidDate: string,
): JournalEntry {
  return {
    id: `payroll-void-${run.id}`,
    date: voidDate,
    memo: `Void of payroll ${run.periodStart} to ${run.periodEnd}`,
    reference: `Void of payroll run ${run.id.slice(0, 8)}`,
    lines: original.lines.map((line) => ({
      ...line,
      debit: line.credit,
      credit: line.debit,
      ...(line.memo === undefined ? {} : { memo: `Void: ${line.memo}` }),
    })),
  };
}

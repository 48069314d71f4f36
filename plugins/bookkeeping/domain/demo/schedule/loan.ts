import type { JournalEntry } from '@keel/core/domain';
import { businessDayOnOrAfter, dayIn, type DemoMonth } from '../calendar';
import { checkingLine, type DemoContext, type Schedule } from './plannedLine';

const PRINCIPAL = 8_000_000;
const ANNUAL_RATE = 0.115;
const TERM_MONTHS = 120;

/** The level monthly payment of an amortizing loan, in cents. */
export function monthlyPayment(principal: number, annualRate: number, months: number): number {
  const rate = annualRate / 12;
  return Math.round((principal * rate) / (1 - (1 + rate) ** -months));
}

function interestEntry(month: DemoMonth, date: string, interest: number): JournalEntry {
  return {
    id: `demo-loan-interest-${month.first.slice(0, 7)}`,
    date,
    memo: `Live Oak Bank SBA loan: interest for ${month.first.slice(0, 7)}`,
    lines: [
      { accountId: 'interest-expense', debit: interest, credit: 0 },
      { accountId: 'loan-payable', debit: 0, credit: interest },
    ],
  };
}

/**
 * An SBA 7(a) loan: $80,000 paid into checking in the first month (credited to Loan Payable),
 * then a level payment on the 5th of each month. The bank shows one debit per payment, so the
 * payment is one bank line posted whole to Loan Payable, and the month's interest is a separate
 * entry (interest expense against Loan Payable), as the lender's statement shows it; together
 * Loan Payable falls by the principal part only.
 */
export function loan(context: DemoContext): Schedule {
  const schedule: Schedule = { lines: [], entries: [] };
  const payment = monthlyPayment(PRINCIPAL, ANNUAL_RATE, TERM_MONTHS);
  let balance = PRINCIPAL;
  for (const month of context.months) {
    if (month.index === 0) {
      schedule.lines.push(
        checkingLine({
          date: businessDayOnOrAfter(dayIn(month, 9)),
          description: 'LIVE OAK BANKING SBA LOAN PROCEEDS',
          amount: PRINCIPAL,
          accountId: 'loan-payable',
          category: 'other',
        }),
      );
      continue;
    }
    const date = businessDayOnOrAfter(dayIn(month, 5));
    const interest = Math.round((balance * ANNUAL_RATE) / 12);
    balance -= payment - interest;
    schedule.lines.push(
      checkingLine({
        date,
        description: 'LIVE OAK BANKING LOAN PMT',
        amount: -payment,
        accountId: 'loan-payable',
        category: 'other',
      }),
    );
    schedule.entries.push(interestEntry(month, date, interest));
  }
  return schedule;
}

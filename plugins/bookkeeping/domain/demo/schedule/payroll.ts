import type { JournalEntry } from '@keel/core/domain';
import { businessDayOnOrBefore, dayIn } from '../calendar';
import { randomFor } from '../prng';
import { checkingLine, type DemoContext, type Schedule } from './plannedLine';
import { grossPerRun, headcount } from './staff';

/** Employer taxes as a share of gross: FICA, plus unemployment taxes until the wage bases are met. */
function employerRate(month: number): number {
  return 0.0765 + (month <= 3 ? 0.026 : 0.004);
}

/**
 * Semi-monthly payroll through Gusto on the 15th and the month's last day (the Friday before when
 * on a weekend): the net pay debit goes to Payroll Wages, the tax debit to Payroll Liabilities,
 * and a payroll entry (as Gusto's journal export posts it) moves the withholding to wages and
 * the employer's share to Payroll Taxes, so wages show gross pay and the liability nets to zero.
 */
export function payroll(context: DemoContext): Schedule {
  const random = randomFor(context.seed, 'payroll');
  const firstYear = context.months[0]?.year ?? 0;
  const schedule: Schedule = { lines: [], entries: [] };
  for (const month of context.months) {
    for (const day of [15, 31]) {
      const date = businessDayOnOrBefore(dayIn(month, day));
      const bonus = month.month === 12 && day === 31 ? 100_000 * headcount(month) : 0;
      const gross = grossPerRun(month, firstYear) + bonus;
      const withheld = Math.round(gross * (0.215 + 0.02 * random.next()));
      const employer = Math.round(gross * employerRate(month.month));
      const stamp = date.slice(2).replaceAll('-', '');
      schedule.lines.push(
        checkingLine({
          date,
          description: `GUSTO NET ${stamp} DEMO COMPANY LLC`,
          amount: -(gross - withheld),
          accountId: 'payroll-wages',
          category: 'expense',
        }),
        checkingLine({
          date,
          description: `GUSTO TAX ${stamp} DEMO COMPANY LLC`,
          amount: -(withheld + employer),
          accountId: 'payroll-liabilities',
          category: 'expense',
        }),
      );
      const entry: JournalEntry = {
        id: `demo-payroll-${date}`,
        date,
        memo: `Gusto payroll ${date}: withholding and employer taxes`,
        lines: [
          { accountId: 'payroll-wages', debit: withheld, credit: 0 },
          { accountId: 'payroll-taxes', debit: employer, credit: 0 },
          { accountId: 'payroll-liabilities', debit: 0, credit: withheld + employer },
        ],
      };
      schedule.entries.push(entry);
    }
  }
  return schedule;
}

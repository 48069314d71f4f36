import { pct, usd } from '../../arithmetic/formatting';
import { RATE_SCALE } from '../../arithmetic/rate';
import { divideRoundHalfUp } from '../../arithmetic/rounding';
import type { StateModule, StateTaxContext } from '../stateTypes';
import { allowanceAmount, bracketIndex } from '../tableLookup';
import type { CaliforniaPeriod, CaliforniaTables } from './californiaTables';

const PRINTED_PERIODS: ReadonlySet<string> = new Set([
  'weekly',
  'biweekly',
  'semimonthly',
  'monthly',
]);

type CaliforniaStatus = 'single' | 'married' | 'headOfHousehold';

const STATUS_LABEL: Record<CaliforniaStatus, string> = {
  single: 'single or married with two or more incomes',
  married: 'married with one income',
  headOfHousehold: 'head of household',
};

/** DE 4 status, and whether Tables 1 and 3 use their high column (us-payroll-2026.md §4.3). */
function californiaStatus(context: StateTaxContext): { status: CaliforniaStatus; high: boolean } {
  if (context.filingStatus === 'head_of_household')
    return { status: 'headOfHousehold', high: true };
  if (context.filingStatus === 'married' && !context.certificate.spouseAlsoEarns) {
    return { status: 'married', high: context.allowances >= 2 };
  }
  return { status: 'single', high: false };
}

/**
 * California EDD DE 44 Method B (Exact Calculation). Weekly, biweekly, semimonthly and monthly pay
 * use that period's printed tables (the bracket tax is rounded to the cent before the exemption
 * credit, as in EDD's examples); other frequencies use EDD's annualized variant (annual tables,
 * annual tax less annual credit ÷ periods, rounded once).
 */
export function californiaMethodB(tables: CaliforniaTables, year: number): StateModule {
  return {
    label: `California EDD DE 44 Method B (${year})`,
    taxesWages: true,
    compute(context) {
      const annualized = !PRINTED_PERIODS.has(context.frequency);
      const period: CaliforniaPeriod = annualized
        ? 'annual'
        : (context.frequency as CaliforniaPeriod);
      const table = tables.periods[period];
      const { status, high } = californiaStatus(context);
      const column = high ? 1 : 0;
      const wages = annualized ? context.wages * context.periods : context.wages;
      const setup = `${STATUS_LABEL[status]}, ${context.allowances} regular and ${context.certificate.additionalAllowances} estimated-deduction allowances, ${annualized ? `annualized (${context.periods} periods)` : period} tables`;

      const lowIncome = table.lowIncomeExemption[column];
      if (wages <= lowIncome) {
        return {
          amount: 0,
          explanation: `EDD Method B ${year}, ${setup}: wages ${usd(wages)} do not exceed the low-income exemption ${usd(lowIncome)}, so nothing is withheld`,
        };
      }
      const estimated = allowanceAmount(
        table.estimatedDeduction,
        context.certificate.additionalAllowances,
      );
      const standard = table.standardDeduction[column];
      const taxable = Math.max(0, wages - estimated - standard);
      const rates = table[status];
      const index = bracketIndex(rates.floors, taxable);
      const floor = rates.floors[index] ?? 0;
      const plus = rates.plus[index] ?? 0;
      const rate = tables.rates[index] ?? 0;
      const bracketTax = plus * RATE_SCALE + rate * (taxable - floor);
      const credit = allowanceAmount(table.exemptionCredit, context.allowances);

      let amount: number;
      let result: string;
      if (annualized) {
        const afterCredit = bracketTax - credit * RATE_SCALE;
        amount =
          afterCredit <= 0 ? 0 : divideRoundHalfUp(afterCredit, RATE_SCALE * context.periods);
        result = `${usd(divideRoundHalfUp(bracketTax, RATE_SCALE))} a year; − exemption credit ${usd(credit)}, ÷ ${context.periods} = ${usd(amount)}`;
      } else {
        const rounded = divideRoundHalfUp(bracketTax, RATE_SCALE);
        amount = Math.max(0, rounded - credit);
        result = `${usd(rounded)}; − exemption credit ${usd(credit)} = ${usd(amount)}`;
      }
      return {
        amount,
        explanation: `EDD Method B ${year}, ${setup}: wages ${usd(wages)} − estimated deduction ${usd(estimated)} − standard deduction ${usd(standard)} = taxable ${usd(taxable)}; ${usd(plus)} + ${pct(rate)} of the excess over ${usd(floor)} = ${result}${amount === 0 ? ' (not below zero)' : ''}`,
      };
    },
  };
}

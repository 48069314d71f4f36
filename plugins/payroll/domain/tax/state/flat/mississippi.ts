import type { Cents } from '@keel/core/domain';
import { pct, usd } from '../../arithmetic/formatting';
import type { Rate } from '../../arithmetic/rate';
import type { StateModule } from '../stateTypes';
import { annualWages, perPeriodTaxToDollar } from './annualizedTax';

export interface MississippiFigures {
  /** The rate above the zero-rate band of annual taxable wages. */
  readonly rate: Rate;
  readonly zeroRateBand: Cents;
  readonly standardDeduction: {
    readonly single: Cents;
    readonly headOfFamily: Cents;
    readonly marriedOneEarner: Cents;
    readonly marriedBothWork: Cents;
  };
}

/** Mississippi 89-700: annual taxable wages over the zero-rate band, to whole dollars. */
export function mississippi(figures: MississippiFigures, year: number): StateModule {
  return {
    label: `Mississippi 89-700 (${year})`,
    taxesWages: true,
    compute(context) {
      const { spouseAlsoEarns, annualAllowance } = context.certificate;
      const { standardDeduction: deductions, rate, zeroRateBand } = figures;
      const standard =
        context.filingStatus === 'head_of_household'
          ? deductions.headOfFamily
          : context.filingStatus === 'married'
            ? spouseAlsoEarns
              ? deductions.marriedBothWork
              : deductions.marriedOneEarner
            : deductions.single;
      const exemptions = annualAllowance ?? 0;
      const annual = annualWages(context);
      const taxable = annual - standard - exemptions;
      const amount = perPeriodTaxToDollar(taxable - zeroRateBand, rate, context.periods);
      return {
        amount,
        explanation: `annual wages ${usd(annual)} − standard deduction ${usd(standard)} − 89-350 exemptions ${usd(exemptions)} = ${usd(Math.max(0, taxable))}; ${pct(rate)} above ${usd(zeroRateBand)}, ÷ ${context.periods}, to whole dollars = ${usd(amount)}`,
      };
    },
  };
}

import { parseMoney, type Cents } from '@keel/core/domain';
import { pct, usd } from '../../arithmetic/formatting';
import { percent, taxAtRate, type Rate } from '../../arithmetic/rate';
import { divideRoundHalfUp, roundCentsToDollar } from '../../arithmetic/rounding';
import type { StateModule, StateTaxContext } from '../stateTypes';
import { annualWages, rulesFrom } from './annualizedTax';

interface UtahFigures {
  readonly rate: Rate;
  readonly baseAllowance: { readonly single: Cents; readonly married: Cents };
  readonly threshold: { readonly single: Cents; readonly married: Cents };
}

// us-payroll-2026.md §4.2, UT Pub 14: the allowance phases out at 1.3% of wages over the threshold
const PHASE_OUT = percent(1.3);
// §4.2, UT Pub 14 (4/26): base allowance $485 / $970, thresholds $9,348 / $18,696;
// 4.5% until 31 May 2026, 4.45% from 1 Jun 2026 (SB 60)
const UTAH_2026 = {
  baseAllowance: { single: parseMoney(485), married: parseMoney(970) },
  threshold: { single: parseMoney(9_348), married: parseMoney(18_696) },
};
const UTAH_2026_TO_MAY: UtahFigures = { ...UTAH_2026, rate: percent(4.5) };
const UTAH_2026_FROM_JUNE: UtahFigures = { ...UTAH_2026, rate: percent(4.45) };
// §4.2, UT 2025 tables: 4.5%, $450 / $900, thresholds $9,107 / $18,213
const UTAH_2025: UtahFigures = {
  rate: percent(4.5),
  baseAllowance: { single: parseMoney(450), married: parseMoney(900) },
  threshold: { single: parseMoney(9_107), married: parseMoney(18_213) },
};

/**
 * max(0, wages × rate − max(0, base allowance − 1.3% × (wages − threshold))), on annualized
 * wages (the file gives annual figures), each product rounded to whole dollars, then ÷ periods.
 * Utah uses the federal W-4 status; head of household takes the single column.
 */
function utahTax(
  context: StateTaxContext,
  figures: UtahFigures,
): { amount: Cents; explanation: string } {
  const column = context.filingStatus === 'married' ? 'married' : 'single';
  const annual = annualWages(context);
  const gross = roundCentsToDollar(taxAtRate(annual, figures.rate));
  const threshold = figures.threshold[column];
  const phaseOut = roundCentsToDollar(taxAtRate(Math.max(0, annual - threshold), PHASE_OUT));
  const allowance = Math.max(0, figures.baseAllowance[column] - phaseOut);
  const amount = divideRoundHalfUp(Math.max(0, gross - allowance), context.periods);
  return {
    amount,
    explanation: `${column} column: annual wages ${usd(annual)} × ${pct(figures.rate)} = ${usd(gross)}; allowance ${usd(figures.baseAllowance[column])} − ${pct(PHASE_OUT)} × wages over ${usd(threshold)} (${usd(phaseOut)}) = ${usd(allowance)}; (${usd(gross)} − ${usd(allowance)}) ÷ ${context.periods} = ${usd(amount)}`,
  };
}

export function utah2026(): StateModule {
  return {
    label: 'Utah Pub 14 (2026)',
    taxesWages: true,
    compute(context) {
      const { later, estimateReason } = rulesFrom(context, '2026-06-01');
      return {
        ...utahTax(context, later ? UTAH_2026_FROM_JUNE : UTAH_2026_TO_MAY),
        estimateReason,
      };
    },
  };
}

export function utah2025(): StateModule {
  return {
    label: 'Utah Pub 14 (2025)',
    taxesWages: true,
    compute: (context) => utahTax(context, UTAH_2025),
  };
}

import type { Cents } from '@keel/core/domain';
import { quarterOf } from '../deadlines/formDueDates';
import { runTotals } from '../runs/approvePayrollRun';
import type { PayrollRunRecord } from '../runs/payrollRunRecord';
import type { PayrollTotals } from '../tax';
import {
  payrollTaxSchema,
  type PayrollTax,
  type PeriodTotals,
  type TaxLiability,
} from './payrollFactsSchema';

/** Each tax's share of a run's totals, where it is reported, and whether a state levies it. */
const taxes: Record<
  PayrollTax,
  { of: (totals: PayrollTotals) => Cents; reportedOn: TaxLiability['reportedOn'] }
> = {
  federalIncomeTax: { of: (t) => t.federalIncomeTax, reportedOn: '941' },
  socialSecurityEmployee: { of: (t) => t.socialSecurity, reportedOn: '941' },
  socialSecurityEmployer: { of: (t) => t.employer.socialSecurity, reportedOn: '941' },
  medicareEmployee: { of: (t) => t.medicare, reportedOn: '941' },
  medicareEmployer: { of: (t) => t.employer.medicare, reportedOn: '941' },
  additionalMedicare: { of: (t) => t.additionalMedicare, reportedOn: '941' },
  futa: { of: (t) => t.employer.futa, reportedOn: '940' },
  suta: { of: (t) => t.employer.suta, reportedOn: 'state' },
  stateIncomeTax: { of: (t) => t.stateIncomeTax, reportedOn: 'state' },
  otherStateTaxes: { of: (t) => t.otherEmployeeTaxes, reportedOn: 'state' },
};
const taxOrder = payrollTaxSchema.options;

const periodKey = (payDate: string) => {
  const { year, quarter } = quarterOf(payDate);
  return `${year}-Q${quarter}`;
};

/**
 * The liability of every tax by quarter and jurisdiction (federal, or the run's state), summed
 * from each approved run's totals (`runTotals`, the figures its journal entry posted). Nothing is
 * known paid: Keel keeps no record of tax deposits or payments yet. Taxes of nothing are left out.
 */
export function taxLiabilities(approved: readonly PayrollRunRecord[]): TaxLiability[] {
  const byKey = new Map<string, TaxLiability>();
  for (const run of approved) {
    const totals = runTotals(run);
    for (const tax of taxOrder) {
      const { of, reportedOn } = taxes[tax];
      const jurisdiction = reportedOn === 'state' ? run.state : 'US';
      const key = `${periodKey(run.payDate)} ${tax} ${jurisdiction}`;
      const line = byKey.get(key) ?? {
        tax,
        jurisdiction,
        reportedOn,
        period: quarterOf(run.payDate),
        liabilityCents: 0,
        paidCents: null,
        owedCents: 0,
      };
      line.liabilityCents += of(totals);
      line.owedCents = line.liabilityCents;
      byKey.set(key, line);
    }
  }
  return [...byKey.values()]
    .filter((line) => line.liabilityCents !== 0)
    .sort(
      (a, b) =>
        a.period.year - b.period.year ||
        a.period.quarter - b.period.quarter ||
        taxOrder.indexOf(a.tax) - taxOrder.indexOf(b.tax) ||
        a.jurisdiction.localeCompare(b.jurisdiction),
    );
}

/** The approved runs of each quarter, summed (gross, net, employee and employer taxes), oldest first. */
export function periodTotals(approved: readonly PayrollRunRecord[]): PeriodTotals[] {
  const byPeriod = new Map<string, PeriodTotals>();
  for (const run of approved) {
    const totals = runTotals(run);
    const key = periodKey(run.payDate);
    const sum = byPeriod.get(key) ?? {
      period: quarterOf(run.payDate),
      runs: 0,
      grossCents: 0,
      netCents: 0,
      employeeTaxesCents: 0,
      employerTaxesCents: 0,
    };
    sum.runs += 1;
    sum.grossCents += totals.gross;
    sum.netCents += totals.net;
    sum.employeeTaxesCents += totals.employeeTaxes;
    sum.employerTaxesCents += totals.employer.total;
    byPeriod.set(key, sum);
  }
  return [...byPeriod.values()].sort(
    (a, b) => a.period.year - b.period.year || a.period.quarter - b.period.quarter,
  );
}

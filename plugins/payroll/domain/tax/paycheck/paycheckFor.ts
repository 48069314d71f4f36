import { text, usd } from '../arithmetic/formatting';
import { federalIncomeTax } from '../federal/federalIncomeTax';
import { additionalMedicareTax, medicareTax, socialSecurityTax } from '../fica/ficaTaxes';
import { explainGross, grossPerPeriod } from '../grossPerPeriod';
import type { PaycheckEntry } from '../schemas/paycheckInput';
import { employeeTaxLines } from '../state/stateEmployeeTaxes';
import { stateIncomeTax } from '../state/stateIncomeTax';
import { futaTax } from '../unemployment/futa';
import { sutaTax } from '../unemployment/suta';
import type { Paycheck } from './paycheck';
import type { RunContext } from './runContext';

const NO_WARNINGS: readonly string[] = Object.freeze([]);

/** One employee's paycheck from already-validated input. */
export function paycheckFor(run: RunContext, entry: PaycheckEntry): Paycheck {
  const { employee, ytd, otherDeductions } = entry;
  const { fica } = run.tables;
  const gross = grossPerPeriod(employee, run.frequency);

  const federal = federalIncomeTax(gross, run.periods, employee, run.tables.federal);
  const socialSecurity = socialSecurityTax(gross, ytd.socialSecurityWages, fica);
  const medicare = medicareTax(gross, ytd.medicareWages, fica);
  const additionalMedicare = additionalMedicareTax(gross, ytd.medicareWages, fica);
  const certificate = employee.stateWithholding;
  const state = stateIncomeTax(run.stateModule, run.state, {
    stateName: run.stateName,
    taxYear: run.taxYear,
    payDate: run.payDate,
    frequency: run.frequency,
    periods: run.periods,
    wages: gross,
    filingStatus: employee.taxFilingStatus,
    allowances: certificate.allowances ?? employee.taxAllowances,
    certificate,
  });
  const otherEmployeeTaxes = employeeTaxLines(run.stateEmployeeTaxes.taxes, gross);
  let employeeTaxes =
    federal.amount +
    socialSecurity.amount +
    medicare.amount +
    additionalMedicare.amount +
    state.amount;
  for (const line of otherEmployeeTaxes) employeeTaxes += line.amount;
  const net = gross - employeeTaxes - otherDeductions;

  const futa = futaTax(gross, ytd.futaWages, run.futa);
  const suta = sutaTax(gross, ytd.sutaWages, run.suta);

  let warnings: readonly string[] = NO_WARNINGS;
  if (run.stateEmployeeTaxes.missing || !suta.exact || net < 0) {
    const found: string[] = [];
    if (run.stateEmployeeTaxes.missing) found.push(run.stateEmployeeTaxes.missing);
    if (!suta.exact) found.push(suta.explanation);
    if (net < 0) {
      found.push(
        text`Employee ${employee.id}: taxes and deductions exceed gross pay by ${usd(-net)}`,
      );
    }
    warnings = found;
  }

  return {
    employeeId: employee.id,
    gross: { amount: gross, explanation: explainGross(employee, run.frequency, gross) },
    federalIncomeTax: federal,
    socialSecurity,
    medicare,
    additionalMedicare,
    stateIncomeTax: state,
    otherEmployeeTaxes,
    employeeTaxes,
    otherDeductions,
    net,
    employer: {
      // The employer's share is the same amount on the same wages, explained by the same line.
      socialSecurity,
      medicare,
      futa,
      suta,
      total: socialSecurity.amount + medicare.amount + futa.amount + suta.amount,
    },
    ytdAfter: {
      gross: ytd.gross + gross,
      socialSecurityWages: ytd.socialSecurityWages + socialSecurity.taxableWages,
      medicareWages: ytd.medicareWages + gross,
      futaWages: ytd.futaWages + futa.taxableWages,
      // Without a known wage base the whole wage is carried, so a later base still applies.
      sutaWages: ytd.sutaWages + (suta.exact ? suta.taxableWages : gross),
    },
    warnings,
  };
}

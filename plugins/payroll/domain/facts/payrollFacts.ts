import {
  depositScheduleOn,
  lookbackDepositSchedule,
  lookbackLiability,
} from '../deadlines/federalDeposits';
import { federalTaxDeposits, type RunLiability } from '../deadlines/federalDeposits';
import { lookbackPeriod } from '../deadlines/depositSchedule';
import { yearOf } from '../deadlines/isoDate';
import { payrollReturnsDue } from '../deadlines/payrollReturnsDue';
import { depositLiability } from '../overview/payrollOverview';
import type { PayrollTables } from '../readPayrollBooks';
import { runTotals } from '../runs/approvePayrollRun';
import type { PayrollRunRecord } from '../runs/payrollRunRecord';
import { defaultPayDate, employedIn } from '../runs/planRunForCompany';
import type { DepositScheduleFact, PayrollFacts, PayrollRunFact } from './payrollFactsSchema';
import { periodTotals, taxLiabilities } from './taxLiabilities';

function runFact(run: PayrollRunRecord): PayrollRunFact {
  const totals = runTotals(run);
  return {
    id: run.id,
    payPeriod: { from: run.periodStart, to: run.periodEnd },
    payDate: run.payDate,
    status: run.status,
    headCount: run.paychecks.length,
    grossCents: totals.gross,
    netCents: totals.net,
    employeeTaxesCents: totals.employeeTaxes,
    employerTaxesCents: totals.employer.total,
  };
}

function scheduleFact(runs: readonly RunLiability[], asOf: string): DepositScheduleFact {
  const year = yearOf(asOf);
  const schedule = depositScheduleOn(runs, asOf);
  return {
    year,
    schedule,
    lookbackPeriod: lookbackPeriod(year),
    lookbackLiabilityCents: lookbackLiability(runs, year),
    byNextDayRule: schedule !== lookbackDepositSchedule(runs, year),
  };
}

/**
 * A company's payroll facts as of a date, from its payroll document and with the payroll domain's
 * own rules: run totals as posted (`runTotals`), the Form 941 liability the overview deposits
 * (`depositLiability`), deposits and schedule by §3.1 (`federalTaxDeposits`, `depositScheduleOn`),
 * returns by §3.2 (`payrollReturnsDue`) and the wizard's next pay date (`defaultPayDate`). Only
 * approved runs owe taxes: open runs are not paid yet, and a voided run's entry was reversed.
 */
export function payrollFacts(books: PayrollTables, asOf: string): PayrollFacts {
  const approved = books.runs.filter((run) => run.status === 'completed');
  const liabilities: RunLiability[] = approved.map((run) => ({
    id: run.id,
    payDate: run.payDate,
    depositLiabilityCents: depositLiability(run),
  }));
  return {
    asOf,
    activeEmployees: books.employees.filter((e) => employedIn(e, asOf)).length,
    nextPayDate: defaultPayDate(books, asOf),
    runs: books.runs.map(runFact),
    totals: periodTotals(approved),
    liabilities: taxLiabilities(approved),
    depositSchedule: scheduleFact(liabilities, asOf),
    deposits: federalTaxDeposits(liabilities).map((deposit) => ({
      dueDate: deposit.dueDate,
      period: deposit.quarter,
      paydays: deposit.paydays,
      amountCents: deposit.amountCents,
      schedule: deposit.schedule,
      nextDay: deposit.nextDay,
      paidCents: null,
      owedCents: deposit.amountCents,
    })),
    returns: payrollReturnsDue(approved.map((run) => run.payDate)),
  };
}

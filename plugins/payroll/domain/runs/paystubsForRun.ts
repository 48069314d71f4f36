import type { PaystubInput } from '../documents';
import type { PaycheckRecord, PayrollRunRecord } from './payrollRunRecord';

/** Who pays: the employer's legal name and address, as the paystub prints them. */
export interface PaystubEmployer {
  legalName: string;
  addressLines: string[];
}

interface Ytd {
  gross: number;
  federalIncomeTax: number;
  socialSecurity: number;
  medicare: number;
  additionalMedicare: number;
  stateIncomeTax: number;
  otherEmployeeTaxes: { name: string; amount: number }[];
  otherDeductions: number;
  net: number;
}

function add(ytd: Ytd, paycheck: PaycheckRecord): void {
  ytd.gross += paycheck.gross;
  ytd.federalIncomeTax += paycheck.federalIncomeTax;
  ytd.socialSecurity += paycheck.socialSecurity;
  ytd.medicare += paycheck.medicare;
  ytd.additionalMedicare += paycheck.additionalMedicare;
  ytd.stateIncomeTax += paycheck.stateIncomeTax;
  ytd.otherDeductions += paycheck.otherDeductions;
  ytd.net += paycheck.net;
  const others = ytd.otherEmployeeTaxes;
  for (const line of paycheck.otherEmployeeTaxLines) {
    const found = others.find((other) => other.name === line.name);
    if (found) found.amount += line.amount;
    else others.push({ name: line.name, amount: line.amount });
  }
}

/**
 * Year-to-date figures of each employee through this run: the completed runs paid earlier in the
 * same calendar year, plus this run (paid or about to be).
 */
function yearToDateThrough(
  run: PayrollRunRecord,
  runs: readonly PayrollRunRecord[],
): Map<string, Ytd> {
  const year = run.payDate.slice(0, 4);
  const totals = new Map<string, Ytd>();
  const counted = runs.filter(
    (other) =>
      other.id !== run.id &&
      other.status === 'completed' &&
      other.payDate.startsWith(year) &&
      other.payDate <= run.payDate,
  );
  for (const source of [...counted, run])
    for (const paycheck of source.paychecks) {
      let ytd = totals.get(paycheck.employeeId);
      if (!ytd) {
        ytd = {
          gross: 0,
          federalIncomeTax: 0,
          socialSecurity: 0,
          medicare: 0,
          additionalMedicare: 0,
          stateIncomeTax: 0,
          otherEmployeeTaxes: [],
          otherDeductions: 0,
          net: 0,
        };
        totals.set(paycheck.employeeId, ytd);
      }
      add(ytd, paycheck);
    }
  return totals;
}

/**
 * The paystub of every paycheck of a run, from what the run stored: current figures with their
 * explanations, year to date through this run, the pay basis, and how the pay went out (the check
 * number, or the direct-deposit account's last four digits).
 */
export function paystubsForRun(
  run: PayrollRunRecord,
  runs: readonly PayrollRunRecord[],
  employer: PaystubEmployer,
  accounts: ReadonlyMap<string, { bankName?: string; accountLast4?: string; ssnLast4?: string }>,
): PaystubInput[] {
  const ytd = yearToDateThrough(run, runs);
  return run.paychecks.map((paycheck) => {
    const { payBasis, explanations } = paycheck;
    const account = accounts.get(paycheck.employeeId);
    const employeeTaxes =
      paycheck.federalIncomeTax +
      paycheck.socialSecurity +
      paycheck.medicare +
      paycheck.additionalMedicare +
      paycheck.stateIncomeTax +
      paycheck.otherEmployeeTaxes;
    return {
      employer,
      employee: {
        name: paycheck.name,
        id: paycheck.employeeId,
        ...(account?.ssnLast4 ? { ssnLast4: account.ssnLast4 } : {}),
      },
      payPeriod: { start: run.periodStart, end: run.periodEnd },
      payDate: run.payDate,
      frequency: run.frequency,
      payBasis:
        payBasis.payType === 'salary'
          ? {
              type: 'salary',
              annualSalary: payBasis.annualSalary,
              hoursWorked: payBasis.hoursInPeriod,
            }
          : {
              type: 'hourly',
              lines: [
                {
                  kind: 'hours',
                  label: 'Regular',
                  hours: payBasis.hoursInPeriod,
                  rate: payBasis.hourlyRate ?? 0,
                  amount: paycheck.gross,
                },
              ],
            },
      paycheck: {
        gross: { amount: paycheck.gross, explanation: explanations.gross },
        federalIncomeTax: {
          amount: paycheck.federalIncomeTax,
          explanation: explanations.federalIncomeTax,
        },
        socialSecurity: {
          amount: paycheck.socialSecurity,
          explanation: explanations.socialSecurity,
        },
        medicare: { amount: paycheck.medicare, explanation: explanations.medicare },
        additionalMedicare: {
          amount: paycheck.additionalMedicare,
          explanation: explanations.additionalMedicare,
        },
        stateIncomeTax: {
          amount: paycheck.stateIncomeTax,
          explanation: explanations.stateIncomeTax,
          state: run.state,
          exact: paycheck.stateIncomeTaxExact,
          label: paycheck.stateIncomeTaxLabel,
        },
        otherEmployeeTaxes: paycheck.otherEmployeeTaxLines,
        employeeTaxes,
        otherDeductions: paycheck.otherDeductions,
        net: paycheck.net,
      },
      ytd: ytd.get(paycheck.employeeId)!,
      ...(paycheck.checkNumber !== undefined
        ? { payment: { method: 'check' as const, checkNumber: paycheck.checkNumber } }
        : account?.accountLast4
          ? {
              payment: {
                method: 'direct_deposit' as const,
                accountNumber: account.accountLast4,
                ...(account.bankName ? { bankName: account.bankName } : {}),
              },
            }
          : {}),
    } satisfies PaystubInput;
  });
}

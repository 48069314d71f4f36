import type { BalanceSheet, CashFlow, ProfitAndLoss } from '@keel/core/domain';
import type { LedgerReads } from '@keel/plugin-bookkeeping/domain/public';
import { monthEnd } from '../../domain/periods/calendar';
import { monthPeriod, type Period } from '../../domain/periods/period';

/** A month's three statements: profit and loss, balance sheet at its end, cash flow. */
export interface MonthlyReport {
  month: string;
  period: Period;
  profitAndLoss: ProfitAndLoss;
  balanceSheet: BalanceSheet;
  cashFlow: CashFlow;
}

/** A month as YYYY-MM. */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** Reads the three statements of a month (YYYY-MM) from the ledger. */
export async function readMonthlyReport(
  ledger: Pick<LedgerReads, 'profitAndLoss' | 'balanceSheet' | 'cashFlow'>,
  companyId: string,
  month: string,
): Promise<MonthlyReport> {
  const p = monthPeriod(`${month}-01`);
  const [profitAndLoss, balanceSheet, cashFlow] = await Promise.all([
    ledger.profitAndLoss(companyId, { from: p.from, to: p.to }),
    ledger.balanceSheet(companyId, { asOf: monthEnd(p.from) }),
    ledger.cashFlow(companyId, { from: p.from, to: p.to }),
  ]);
  return { month, period: p, profitAndLoss, balanceSheet, cashFlow };
}

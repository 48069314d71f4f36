import type { LedgerReads } from '@keel/plugin-bookkeeping/domain/public';
import type { BooksFacts } from '../domain/books/booksFacts';

const VEHICLE = /\b(auto|car|vehicles?|fuel|gas|gasoline|mileage)\b/i;
const MEALS = /\bmeals?\b/i;
const RENT = /\brent\b/i;

/**
 * What the tax reads of the company's books for the year to date, through the ledger service: the
 * P&L, meals, uncategorized spending, fixed assets bought (debits to non-contra fixed-asset
 * accounts), vehicle costs and rent (expense accounts by name), and Sales Tax Payable today.
 */
export async function readBooksFacts(
  ledger: LedgerReads,
  companyId: string,
  asOf: string,
): Promise<BooksFacts> {
  const year = Number(asOf.slice(0, 4));
  const range = { from: `${year}-01-01`, to: asOf };
  const [pnl, accounts, totals, balances] = await Promise.all([
    ledger.profitAndLoss(companyId, range),
    ledger.accounts(companyId),
    ledger.totals(companyId, { by: 'account', ...range }),
    ledger.balances(companyId, { asOf }),
  ]);
  const byAccount = new Map(totals.rows.map((row) => [row.key, row]));
  const net = (id: string) => {
    const row = byAccount.get(id);
    return row ? row.debit - row.credit : 0;
  };
  const expenses = accounts.filter((a) => a.roles.includes('expense'));
  const uncategorized = accounts.filter((a) => a.roles.includes('uncategorized-expense'));
  const named = (pattern: RegExp) =>
    expenses
      .filter((a) => pattern.test(a.name) && net(a.id) > 0)
      .map((a) => ({ accountId: a.id, name: a.name, cents: net(a.id) }));
  const sum = (list: readonly { cents: number }[]) => list.reduce((s, x) => s + x.cents, 0);
  const salesTaxIds = new Set(
    accounts.filter((a) => a.roles.includes('sales-tax-payable')).map((a) => a.id),
  );
  return {
    asOf,
    year,
    incomeCents: pnl.income.total,
    expenseCents: pnl.costOfGoodsSold.total + pnl.expenses.total,
    netIncomeCents: pnl.netIncome,
    mealsCents: sum(named(MEALS)),
    uncategorizedExpenseCents: uncategorized.reduce((s, a) => s + Math.max(0, net(a.id)), 0),
    fixedAssetPurchases: accounts
      .filter(
        (a) => a.subtype === 'fixed_asset' && !a.contra && (byAccount.get(a.id)?.debit ?? 0) > 0,
      )
      .map((a) => ({ accountId: a.id, name: a.name, cents: byAccount.get(a.id)?.debit ?? 0 })),
    vehicleExpenses: named(VEHICLE),
    rentCents: sum(named(RENT)),
    expenseLines: expenses.reduce((s, a) => s + (byAccount.get(a.id)?.lines ?? 0), 0),
    uncategorizedLines: uncategorized.reduce((s, a) => s + (byAccount.get(a.id)?.lines ?? 0), 0),
    salesTaxPayableCents: balances.accounts
      .filter((a) => salesTaxIds.has(a.accountId))
      .reduce((s, a) => s + a.balance, 0),
  };
}

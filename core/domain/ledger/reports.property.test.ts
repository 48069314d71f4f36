import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { balanceSheet } from './balanceSheet';
import { cashFlow } from './cashFlow';
import { generalLedger } from './generalLedger';
import { dayBefore } from './ledgerTotals';
import { profitAndLoss } from './profitAndLoss';
import { dateArb, entriesArb, testAccounts } from './testArbitraries';
import { trialBalance } from './trialBalance';

const rangeArb = fc
  .tuple(dateArb, dateArb)
  .map(([a, b]) => (a <= b ? { from: a, to: b } : { from: b, to: a }));
const bank = new Set(testAccounts.filter((a) => a.isBank).map((a) => a.id));
const equityIds = new Set(testAccounts.filter((a) => a.type === 'equity').map((a) => a.id));

describe('reports tie out over random valid entries', () => {
  it('trial balance debits equal credits, for any range', () => {
    fc.assert(
      fc.property(entriesArb, rangeArb, (entries, range) => {
        for (const r of [{}, range, { to: range.to }]) {
          const tb = trialBalance(testAccounts, entries, r);
          expect(tb.totalDebits).toBe(tb.totalCredits);
        }
      }),
    );
  });

  it('the balance sheet balances at any date, for any fiscal year start', () => {
    fc.assert(
      fc.property(entriesArb, dateArb, fc.integer({ min: 1, max: 12 }), (entries, asOf, month) => {
        const bs = balanceSheet(testAccounts, entries, asOf, month);
        expect(bs.totalAssets).toBe(bs.totalLiabilitiesAndEquity);
        expect(bs.currentYearEarnings).toBe(
          profitAndLoss(testAccounts, entries, { from: bs.fiscalYearStart, to: asOf }).netIncome,
        );
      }),
    );
  });

  it("the cash flow's net change equals the change in bank and cash accounts", () => {
    fc.assert(
      fc.property(entriesArb, rangeArb, (entries, range) => {
        const cf = cashFlow(testAccounts, entries, range);
        let change = 0;
        for (const entry of entries) {
          if (entry.date < range.from || entry.date > range.to) continue;
          for (const line of entry.lines)
            if (bank.has(line.accountId)) change += line.debit - line.credit;
        }
        expect(cf.netChange).toBe(change);
        expect(cf.cashAtEnd - cf.cashAtStart).toBe(change);
        expect(cf.operating.netIncome).toBe(profitAndLoss(testAccounts, entries, range).netIncome);
      }),
    );
  });

  it('P&L net income equals the change in equity not posted to equity accounts', () => {
    fc.assert(
      fc.property(
        entriesArb,
        rangeArb,
        fc.integer({ min: 1, max: 12 }),
        (entries, range, month) => {
          const before = balanceSheet(testAccounts, entries, dayBefore(range.from), month);
          const after = balanceSheet(testAccounts, entries, range.to, month);
          let direct = 0;
          for (const entry of entries) {
            if (entry.date < range.from || entry.date > range.to) continue;
            for (const line of entry.lines)
              if (equityIds.has(line.accountId)) direct += line.credit - line.debit;
          }
          const pl = profitAndLoss(testAccounts, entries, range);
          expect(after.totalEquity - before.totalEquity - direct).toBe(pl.netIncome);
          expect(pl.netIncome).toBe(pl.income.total - pl.costOfGoodsSold.total - pl.expenses.total);
        },
      ),
    );
  });

  it('each general ledger account closes at its trial balance', () => {
    fc.assert(
      fc.property(entriesArb, rangeArb, (entries, range) => {
        const tb = trialBalance(testAccounts, entries, { to: range.to });
        for (const account of generalLedger(testAccounts, entries, range)) {
          const row = tb.rows.find((r) => r.accountId === account.accountId);
          const net = (row?.debit ?? 0) - (row?.credit ?? 0);
          const debitNormal = ['asset', 'expense'].includes(
            testAccounts.find((a) => a.id === account.accountId)?.type ?? '',
          );
          expect(account.closingBalance).toBe(debitNormal ? net : -net || 0);
        }
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import {
  accountSchema,
  profitAndLoss,
  standardChartOfAccounts,
  type JournalEntry,
} from '@keel/core/domain';
import { expenseAccountCategories } from '../books/taxCategories';
import { transactionEntry } from '../books/transactionEntry';
import { aTransaction } from '../books/testBooks';
import { taxSummary, taxSummaryDocument } from './taxSummary';
import { writeReportCsv } from './writeReportCsv';
import { writeReportText } from './writeReportText';

const postage = accountSchema.parse({
  id: 'postage',
  number: '6950',
  name: 'Postage',
  type: 'expense',
  subtype: 'operating_expense',
});
const accounts = [...standardChartOfAccounts(), postage];
const period = { from: '2026-03-01', to: '2026-03-31' };

const bankLine = (amount: number, accountId: string, date = '2026-03-10') =>
  transactionEntry(aTransaction({ amount, accountId, date }))!;
// A payroll run another plugin posted: no bank transaction of the books' own behind it.
const payroll: JournalEntry = {
  id: 'payroll-run-1',
  date: '2026-03-13',
  memo: 'Payroll March 1-14',
  lines: [
    { accountId: 'payroll-wages', debit: 400_000, credit: 0 },
    { accountId: 'payroll-taxes', debit: 30_600, credit: 0 },
    { accountId: 'payroll-liabilities', debit: 0, credit: 110_600 },
    { accountId: 'checking', debit: 0, credit: 320_000 },
  ],
};
const entries = [
  bankLine(250_000, 'sales'),
  bankLine(-4_599, 'office-supplies'),
  bankLine(1_000, 'office-supplies'),
  bankLine(-3_000, 'meals'),
  bankLine(-120_000, 'rent'),
  bankLine(-1_250, 'postage'),
  // Neither income nor expense (a transfer), and a line outside the period.
  bankLine(-50_000, 'savings'),
  bankLine(-7_000, 'travel', '2026-04-01'),
  payroll,
];

describe('taxSummary', () => {
  it('maps every expense account of the standard chart to a tax category, but Uncategorized', () => {
    const expenseIds = standardChartOfAccounts()
      .filter((account) => account.type === 'expense' && account.id !== 'uncategorized-expense')
      .map((account) => account.id);
    expect(Object.keys(expenseAccountCategories).sort()).toEqual(expenseIds.sort());
  });

  it("sums the ledger's income and expenses by tax category, and ties to the P&L", () => {
    const summary = taxSummary(accounts, entries, period);
    const pl = profitAndLoss(accounts, entries, period);
    expect(summary).toMatchObject({
      income: 250_000,
      expenses: 558_449,
      netIncome: pl.netIncome,
      deductible: [
        { category: 'office-supplies', amount: 3_599 },
        { category: 'travel', amount: 0 },
        { category: 'meals', amount: 3_000 },
        { category: 'utilities', amount: 0 },
      ],
      totalDeductible: 6_599,
      unmapped: {
        lines: [expect.objectContaining({ name: 'Postage', amount: 1_250 })],
        total: 1_250,
      },
    });
    expect(summary.netIncome).toBe(250_000 - 558_449);
    expect(summary.categories.map((c) => [c.category, c.amount])).toEqual([
      ['expense', 430_600],
      ['office-supplies', 3_599],
      ['meals', 3_000],
      ['rent', 120_000],
    ]);
  });

  it('writes the summary with the unmapped accounts apart and the note that it is not a tax return', () => {
    const report = taxSummaryDocument(taxSummary(accounts, entries, period), period);
    const text = writeReportText('Analytical Engines LLC', report);
    expect(text).toContain('Tax-Deductible Spending\n');
    expect(text).toMatch(/ {2}Office supplies +\$35\.99\n/);
    expect(text).toMatch(/Not Mapped to a Tax Category\n {2}6950 {2}Postage +\$12\.50\n/);
    expect(text.trimEnd().split('\n').at(-1)).toBe(
      'This is a summary for your accountant, not a tax return.',
    );
    expect(writeReportCsv(report)).toContain(
      'Tax-Deductible Spending,,Total Tax-Deductible Spending,65.99\r\n',
    );
    expect(report.figures).toEqual([
      { label: 'Income', amount: 250_000 },
      { label: 'Expenses', amount: 558_449 },
      { label: 'Net Income', amount: -308_449 },
      { label: 'Tax-deductible spending', amount: 6_599 },
      { label: 'Not mapped to a tax category', amount: 1_250 },
    ]);
  });

  it('is empty when the period has no income or expenses', () => {
    const empty = { from: '2025-01-01', to: '2025-12-31' };
    const report = taxSummaryDocument(taxSummary(accounts, entries, empty), empty);
    expect(report.blocks).toEqual([]);
    expect(report.emptyMessage).toBe('No income or expenses in this period');
  });
});

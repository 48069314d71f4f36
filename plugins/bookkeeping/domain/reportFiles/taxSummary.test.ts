import { describe, expect, it } from 'vitest';
import { standardChartOfAccounts } from '@keel/core/domain';
import { aTransaction } from '../books/testBooks';
import { taxSummary, taxSummaryDocument } from './taxSummary';
import { writeReportCsv } from './writeReportCsv';
import { writeReportText } from './writeReportText';

const types = new Map(standardChartOfAccounts().map((a) => [a.id, a.type]));
const typeOf = (id: string) => types.get(id);
const period = { from: '2026-03-01', to: '2026-03-31' };

const transactions = [
  aTransaction({ amount: 250_000, accountId: 'sales', category: 'income' }),
  aTransaction({ amount: -4_599, accountId: 'office-supplies', category: 'office-supplies' }),
  aTransaction({ amount: 1_000, accountId: 'office-supplies', category: 'office-supplies' }),
  aTransaction({ amount: -3_000, accountId: 'meals', category: 'meals' }),
  aTransaction({ amount: -120_000, accountId: 'rent', category: 'rent' }),
  // Neither income nor expense: a transfer, a pending line and a line outside the period.
  aTransaction({ amount: -50_000, accountId: 'savings', category: 'transfer' }),
  aTransaction({ amount: -9_999, accountId: '', category: '' }),
  aTransaction({ date: '2026-04-01', amount: -7_000, accountId: 'travel', category: 'travel' }),
];

describe('taxSummary', () => {
  it('sums the categorized income, expenses and deductible spending of the period', () => {
    expect(taxSummary(transactions, typeOf, period)).toEqual({
      income: 250_000,
      expenses: 126_599,
      deductible: [
        { category: 'office-supplies', amount: 3_599 },
        { category: 'travel', amount: 0 },
        { category: 'meals', amount: 3_000 },
        { category: 'utilities', amount: 0 },
      ],
      totalDeductible: 6_599,
      count: 5,
    });
  });

  it('writes the summary with the note that it is not a tax return', () => {
    const report = taxSummaryDocument(taxSummary(transactions, typeOf, period), period);
    const text = writeReportText('Analytical Engines LLC', report);
    expect(text).toContain('Tax-Deductible Spending\n');
    expect(text).toMatch(/ {2}Office supplies +\$35\.99\n/);
    expect(text.trimEnd().split('\n').at(-1)).toBe(
      'This is a summary for your accountant, not a tax return.',
    );
    expect(writeReportCsv(report)).toContain(
      'Tax-Deductible Spending,,Total Tax-Deductible Spending,65.99\r\n',
    );
  });

  it('is empty when nothing in the period is categorized', () => {
    const report = taxSummaryDocument(
      taxSummary(transactions, typeOf, { from: '2025-01-01', to: '2025-12-31' }),
      period,
    );
    expect(report.blocks).toEqual([]);
    expect(report.emptyMessage).toBe('No categorized income or expenses in this period');
  });
});

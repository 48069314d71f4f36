import { describe, expect, it } from 'vitest';
import { balanceSheet, cashFlow, profitAndLoss } from '@keel/core/domain';
import { balanceSheetDocument } from './balanceSheetDocument';
import { cashFlowDocument } from './cashFlowDocument';
import { profitAndLossDocument } from './profitAndLossDocument';
import { firstQuarter, smallLedger } from './testLedger';
import { writeReportCsv } from './writeReportCsv';
import { writeReportText } from './writeReportText';

const company = 'Analytical Engines LLC';
const { accounts, entries } = smallLedger();
const lines = (...text: string[]) => text.join('\n') + '\n';
const csv = (...rows: string[]) => rows.join('\r\n') + '\r\n';

describe('the profit and loss files', () => {
  const report = profitAndLossDocument(
    profitAndLoss(accounts, entries, firstQuarter),
    firstQuarter,
  );

  it('writes aligned text with the company, title, period and totals', () => {
    expect(writeReportText(company, report)).toBe(
      lines(
        'Analytical Engines LLC',
        'Profit and Loss',
        'January 1, 2026 to March 31, 2026',
        '',
        'Income',
        '  4000  Sales              $2,500.00',
        '  Total Income             $2,500.00',
        '',
        'Expenses',
        '  6400  Office Supplies       $45.99',
        '  Total Expenses              $45.99',
        '',
        'Net Income                 $2,454.01',
      ),
    );
  });

  it('writes a CSV row per line with plain decimal amounts', () => {
    expect(writeReportCsv(report)).toBe(
      csv(
        'Section,Account Number,Account,Amount',
        'Income,4000,Sales,2500.00',
        'Income,,Total Income,2500.00',
        'Expenses,6400,Office Supplies,45.99',
        'Expenses,,Total Expenses,45.99',
        ',,Net Income,2454.01',
      ),
    );
  });

  it('quotes account names that hold commas or quotes', () => {
    const renamed = accounts.map((a) => (a.id === 'sales' ? { ...a, name: 'Sales, "retail"' } : a));
    const quoted = profitAndLossDocument(
      profitAndLoss(renamed, entries, firstQuarter),
      firstQuarter,
    );
    expect(writeReportCsv(quoted)).toContain('Income,4000,"Sales, ""retail""",2500.00\r\n');
  });

  it('says there is nothing to report instead of printing zeros', () => {
    const empty = { from: '2025-01-01', to: '2025-12-31' };
    const report = profitAndLossDocument(profitAndLoss(accounts, entries, empty), empty);
    expect(writeReportText(company, report)).toBe(
      lines(
        'Analytical Engines LLC',
        'Profit and Loss',
        'January 1, 2025 to December 31, 2025',
        '',
        'No income or expenses in this period',
      ),
    );
    expect(writeReportCsv(report)).toBe(csv('Section,Account Number,Account,Amount'));
  });
});

describe('the balance sheet files', () => {
  const report = balanceSheetDocument(balanceSheet(accounts, entries, firstQuarter.to, 1));

  it('writes the balances as of the To date', () => {
    expect(writeReportText(company, report)).toBe(
      lines(
        'Analytical Engines LLC',
        'Balance Sheet',
        'As of March 31, 2026',
        '',
        'Current Assets',
        '  1000  Business Checking       $10,954.01',
        '  1200  Accounts Receivable      $1,500.00',
        '  Total Current Assets          $12,454.01',
        '',
        'Total Assets                    $12,454.01',
        '',
        'Total Liabilities                    $0.00',
        '',
        'Equity',
        "  3000  Owner's Capital         $10,000.00",
        '  Current Year Earnings          $2,454.01',
        '  Total Equity                  $12,454.01',
        '',
        'Total Liabilities and Equity    $12,454.01',
      ),
    );
    expect(writeReportCsv(report)).toBe(
      csv(
        'Section,Account Number,Account,Amount',
        'Current Assets,1000,Business Checking,10954.01',
        'Current Assets,1200,Accounts Receivable,1500.00',
        'Current Assets,,Total Current Assets,12454.01',
        ',,Total Assets,12454.01',
        ',,Total Liabilities,0.00',
        "Equity,3000,Owner's Capital,10000.00",
        'Equity,,Current Year Earnings,2454.01',
        'Equity,,Total Equity,12454.01',
        ',,Total Liabilities and Equity,12454.01',
      ),
    );
  });

  it('has no balances before the first entry', () => {
    const report = balanceSheetDocument(balanceSheet(accounts, entries, '2025-12-31', 1));
    expect(report.blocks).toEqual([]);
    expect(writeReportText(company, report)).toContain('No balances as of December 31, 2025\n');
  });
});

describe('the cash flow files', () => {
  const report = cashFlowDocument(cashFlow(accounts, entries, firstQuarter), firstQuarter);

  it('writes operating, investing and financing activities and the cash at each end', () => {
    expect(writeReportText(company, report)).toBe(
      lines(
        'Analytical Engines LLC',
        'Cash Flow',
        'January 1, 2026 to March 31, 2026',
        '',
        'Operating Activities',
        '  Net Income                             $2,454.01',
        '  1200  Accounts Receivable             -$1,500.00',
        '  Net Cash from Operating Activities       $954.01',
        '',
        'Investing Activities',
        '  Net Cash from Investing Activities         $0.00',
        '',
        'Financing Activities',
        "  3000  Owner's Capital                 $10,000.00",
        '  Net Cash from Financing Activities    $10,000.00',
        '',
        'Net Change in Cash                      $10,954.01',
        'Cash at Beginning of Period                  $0.00',
        'Cash at End of Period                   $10,954.01',
      ),
    );
    expect(writeReportCsv(report)).toBe(
      csv(
        'Section,Account Number,Account,Amount',
        'Operating Activities,,Net Income,2454.01',
        'Operating Activities,1200,Accounts Receivable,-1500.00',
        'Operating Activities,,Net Cash from Operating Activities,954.01',
        'Investing Activities,,Net Cash from Investing Activities,0.00',
        "Financing Activities,3000,Owner's Capital,10000.00",
        'Financing Activities,,Net Cash from Financing Activities,10000.00',
        ',,Net Change in Cash,10954.01',
        ',,Cash at Beginning of Period,0.00',
        ',,Cash at End of Period,10954.01',
      ),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import { buildReports } from './reportSet';
import { allReportFiles, zipReportFiles } from './reportsZip';
import { firstQuarter, smallLedger } from './testLedger';

describe('the reports zip', () => {
  it('holds every report as text and CSV, named by the To date', () => {
    const reports = buildReports({ ...smallLedger(), fiscalYearStartMonth: 1 }, firstQuarter);
    const files = allReportFiles('Analytical Engines LLC', Object.values(reports), firstQuarter);
    const unzipped = unzipSync(zipReportFiles(files));
    expect(Object.keys(unzipped).sort()).toEqual([
      'accounts-payable-aging-march-2026.csv',
      'accounts-payable-aging-march-2026.txt',
      'accounts-receivable-aging-march-2026.csv',
      'accounts-receivable-aging-march-2026.txt',
      'balance-sheet-march-2026.csv',
      'balance-sheet-march-2026.txt',
      'cash-flow-march-2026.csv',
      'cash-flow-march-2026.txt',
      'profit-and-loss-march-2026.csv',
      'profit-and-loss-march-2026.txt',
      'tax-summary-march-2026.csv',
      'tax-summary-march-2026.txt',
    ]);
    expect(strFromU8(unzipped['profit-and-loss-march-2026.txt']!)).toContain(
      'Net Income                 $2,454.01\n',
    );
    expect(strFromU8(unzipped['accounts-payable-aging-march-2026.txt']!)).toContain(
      'No open payables',
    );
  });
});

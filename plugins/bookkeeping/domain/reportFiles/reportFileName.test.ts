import { describe, expect, it } from 'vitest';
import { companySlug, reportFileName, reportsZipName } from './reportFileName';

describe('report file names', () => {
  it('names a report by report, month and year of the To date', () => {
    expect(reportFileName('profit-and-loss', '2026-11-21', 'txt')).toBe(
      'profit-and-loss-november-2026.txt',
    );
    expect(reportFileName('balance-sheet', '2025-12-31', 'csv')).toBe(
      'balance-sheet-december-2025.csv',
    );
    expect(reportFileName('cash-flow', '2026-01-01', 'txt')).toBe('cash-flow-january-2026.txt');
  });

  it('slugs the company name for the zip', () => {
    expect(companySlug('Analytical Engines LLC')).toBe('analytical-engines-llc');
    expect(companySlug('  Café Ünited, Inc. ')).toBe('cafe-united-inc');
    expect(companySlug('***')).toBe('company');
    expect(reportsZipName('Analytical Engines LLC', { from: '2026-01-01', to: '2026-03-31' })).toBe(
      'reports-analytical-engines-llc-2026-01-01-to-2026-03-31.zip',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { exportHledgerJournal, standardChartOfAccounts, type Account } from '@keel/core/domain';
import { planJournalImport } from './planJournalImport';

const accounts = standardChartOfAccounts();
const books = { accounts, existingIds: new Set<string>(), lockDate: '' };

describe('planJournalImport', () => {
  it('skips entries the books already hold and counts them', () => {
    const text = [
      '2025-01-02 One  ; id:one',
      '    expenses:rent  $10',
      '    assets:current:business-checking',
      '',
      '2025-01-03 Two  ; id:two',
      '    expenses:rent  $5',
      '    assets:current:business-checking',
    ].join('\n');
    const result = planJournalImport(text, { ...books, existingIds: new Set(['one']) });
    expect(result.ok && result.plan.skipped).toBe(1);
    expect(result.ok && result.plan.entries.map((e) => e.id)).toEqual(['two']);
  });

  it('gives a declared account whose number is taken the next free number', () => {
    const custom: Account = {
      id: 'vault-cash',
      number: '1000',
      name: 'Vault Cash',
      type: 'asset',
      subtype: 'current_asset',
      isBank: true,
      contra: false,
    };
    const result = planJournalImport(exportHledgerJournal([custom], []), books);
    expect(result.ok && result.plan.accounts).toEqual([{ ...custom, number: '1001' }]);
  });

  it('names the line of an entry in the closed period', () => {
    const text = [
      '; books',
      '2025-01-02 Late  ; id:late',
      '    expenses:rent  $10',
      '    assets:cash',
    ].join('\n');
    expect(planJournalImport(text, { ...books, lockDate: '2025-01-31' })).toEqual({
      ok: false,
      errors: ['line 2: date: The period up to 2025-01-31 is closed'],
    });
  });
});

import { describe, expect, it } from 'vitest';
import { standardChartOfAccounts } from '@keel/core/domain';
import { accountToRow, rowToAccount, rowToSettings } from './schema';

describe('account rows', () => {
  it('round-trips every account of the standard chart', () => {
    for (const account of standardChartOfAccounts()) {
      expect(rowToAccount(account.id, accountToRow(account))).toEqual({ ok: true, account });
    }
  });

  it('reports a broken row by field', () => {
    const read = rowToAccount('x', {
      number: 'abc',
      name: 'X',
      type: 'asset',
      subtype: 'current_asset',
    });
    expect(read.ok).toBe(false);
    expect(!read.ok && read.errors[0]).toBe('accounts.x.number: Use 1-10 digits');
  });

  it('defaults missing or broken settings', () => {
    expect(rowToSettings(undefined)).toEqual({ lockDate: '', fiscalYearStartMonth: 1 });
    expect(rowToSettings({ lockDate: '2026-03-31', fiscalYearStartMonth: 13 })).toEqual({
      lockDate: '2026-03-31',
      fiscalYearStartMonth: 1,
    });
  });
});

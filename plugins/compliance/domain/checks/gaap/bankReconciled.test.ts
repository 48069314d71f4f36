import { describe, expect, it } from 'vitest';
import { compliantCompany } from '../compliantCompany.testSupport';
import type { CloseInput, ComplianceInput } from '../input';
import { checkBankReconciled, reconcileDueThrough } from './bankReconciled';

type Bank = CloseInput['bankAccounts'][number];

const bank = (id: string, number: string, name: string, extra: Partial<Bank>): Bank => ({
  accountId: id,
  number,
  name,
  firstLineDate: '2025-01-02',
  reconciledThrough: '2026-10-31',
  oldestUnreconciledDate: null,
  ...extra,
});

function company(today: string, bankAccounts: Bank[]): ComplianceInput {
  const input = { ...compliantCompany(), today };
  input.books.close.bankAccounts = bankAccounts;
  return input;
}

describe('reconcileDueThrough', () => {
  it('gives the statement ten days to arrive after month end', () => {
    expect(reconcileDueThrough('2026-11-10')).toBe('2026-10-31');
    expect(reconcileDueThrough('2026-11-09')).toBe('2026-09-30');
  });
});

describe('checkBankReconciled', () => {
  it('passes when every account is reconciled through the last month end', () => {
    const result = checkBankReconciled(
      company('2026-11-20', [
        bank('checking', '1000', 'Business Checking', { oldestUnreconciledDate: '2026-11-03' }),
        bank('savings', '1010', 'Savings', {}),
      ]),
    );
    expect(result.status).toBe('passed');
    expect(result.summary).toBe('All 2 bank accounts are reconciled through Oct 31, 2026.');
  });

  it('passes a statement cycle ending before month end when no line up to month end is open', () => {
    const cycle = bank('card', '1020', 'Card', {
      reconciledThrough: '2026-10-27',
      oldestUnreconciledDate: '2026-11-02',
    });
    expect(checkBankReconciled(company('2026-11-20', [cycle])).status).toBe('passed');
  });

  it('names each account behind, with how far it is reconciled and where to reconcile it', () => {
    const result = checkBankReconciled(
      company('2026-11-20', [
        bank('checking', '1000', 'Business Checking', {}),
        bank('savings', '1010', 'Savings', {
          reconciledThrough: '2026-08-31',
          oldestUnreconciledDate: '2026-09-04',
        }),
        bank('petty', '1030', 'Petty Cash', {
          reconciledThrough: null,
          oldestUnreconciledDate: '2025-01-02',
        }),
      ]),
    );
    expect(result.status).toBe('failed');
    expect(result.summary).toBe(
      '1010 Savings and 1030 Petty Cash are not reconciled through Oct 31, 2026.',
    );
    expect(result.findings.map((f) => [f.key, f.title])).toEqual([
      ['gaap.bank-reconciled:savings', '1010 Savings is not reconciled through Oct 31, 2026'],
      ['gaap.bank-reconciled:petty', '1030 Petty Cash is not reconciled through Oct 31, 2026'],
    ]);
    expect(result.findings[0]!.description).toMatch(
      /reconciled only through Aug 31, 2026, and its lines from Sep 4, 2026 on/,
    );
    expect(result.findings[1]!.description).toMatch(/has never been reconciled/);
    expect(result.findings[0]!.records[0]).toEqual({
      label: '1010 Savings: reconciled through Aug 31, 2026',
      path: '/bookkeeping?tab=accounts&account=savings',
    });
    expect(result.findings[0]!.fix.path).toBe('/bookkeeping?tab=banking');
  });

  it('does not apply when no account has a line on or before the month end', () => {
    const result = checkBankReconciled(
      company('2026-11-20', [
        bank('new', '1040', 'New Account', {
          firstLineDate: '2026-11-02',
          reconciledThrough: null,
        }),
        bank('empty', '1050', 'Empty', { firstLineDate: null, reconciledThrough: null }),
      ]),
    );
    expect(result.status).toBe('not_applicable');
  });
});

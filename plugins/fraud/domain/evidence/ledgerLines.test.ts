import { describe, expect, it } from 'vitest';
import { ledgerBankLines } from './ledgerLines';

const chart = [
  { id: 'checking', name: 'Business Checking', cash: true },
  { id: 'rent', name: 'Rent', cash: false },
  { id: 'wages', name: 'Wages', cash: false },
];

describe('ledgerBankLines', () => {
  it('gives each bank line of an entry, signed, with its payee, reference and link', () => {
    const lines = ledgerBankLines(
      [
        {
          id: 'tx-1',
          date: '2026-03-01',
          memo: 'Harbor Properties',
          reference: '1043',
          lines: [
            { accountId: 'rent', debit: 320_000, credit: 0 },
            { accountId: 'checking', debit: 0, credit: 320_000 },
          ],
        },
        {
          id: 'payroll-run-1',
          date: '2026-03-15',
          memo: 'Payroll',
          lines: [
            { accountId: 'wages', debit: 500_000, credit: 0 },
            { accountId: 'checking', debit: 0, credit: 500_000 },
          ],
        },
      ],
      chart,
    );
    expect(lines).toMatchObject([
      {
        id: 'tx-1',
        amount: -320_000,
        bankAccountName: 'Business Checking',
        accountName: 'Rent',
        description: 'Harbor Properties',
        reference: '1043',
        source: 'books',
        link: '/bookkeeping?tab=transactions&transaction=tx-1',
      },
      { id: 'payroll-run-1', source: 'ledger' },
    ]);
  });
});

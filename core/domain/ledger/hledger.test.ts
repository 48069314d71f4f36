import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { exportHledgerJournal } from './exportHledgerJournal';
import { parseHledgerJournal } from './parseHledgerJournal';
import { standardChartOfAccounts } from './standardChartOfAccounts';
import { entriesArb, testAccounts } from './testArbitraries';
import { trialBalance } from './trialBalance';

const accounts = standardChartOfAccounts();

describe('exportHledgerJournal', () => {
  it('writes accounts, transactions and exact amounts', () => {
    const text = exportHledgerJournal(accounts, [
      {
        id: 'e1',
        date: '2026-01-15',
        memo: 'Office chairs',
        reference: 'ck 204',
        lines: [
          { accountId: 'office-supplies', debit: 123_456, credit: 0, memo: 'two chairs' },
          { accountId: 'checking', debit: 0, credit: 123_456 },
        ],
      },
    ]);
    expect(text).toContain('account assets:current:business-checking  ; type:C\n');
    expect(text).toContain('account liabilities:longterm:loan-payable  ; type:L\n');
    expect(text).toContain(
      [
        '2026-01-15 (ck 204) Office chairs  ; id:e1',
        '    expenses:operating:office-supplies  $1234.56  ; two chairs',
        '    assets:current:business-checking  $-1234.56',
      ].join('\n'),
    );
  });
});

describe('parseHledgerJournal', () => {
  it('reads a hand-written journal', () => {
    const result = parseHledgerJournal(
      [
        '; my books',
        '# another comment',
        'commodity $1,000.00',
        '',
        '2026/1/5 * (INV-7) Client pays  ; id:pay-1',
        '    ; just a note',
        '    assets:bank:checking        $1,234.56',
        '    income:consulting',
        '',
        '2026-01-06 Lunch',
        '    expenses:meals  -$12.00 ; refund',
        '    assets:bank:checking  $12.00',
        '2026-01-07 Supplies',
        '    expenses:office supplies    $-0.50',
        '    liabilities:credit-card  $0.50 = $100.00',
      ].join('\n'),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.accounts.map((a) => [a.id, a.number, a.name, a.subtype, a.isBank])).toEqual([
      ['assets-bank-checking', '1000', 'Checking', 'current_asset', true],
      ['income-consulting', '4000', 'Consulting', 'operating_income', false],
      ['expenses-meals', '6000', 'Meals', 'operating_expense', false],
      ['expenses-office-supplies', '6010', 'Office supplies', 'operating_expense', false],
      ['liabilities-credit-card', '2000', 'Credit card', 'current_liability', false],
    ]);
    expect(result.entries[0]).toEqual({
      id: 'pay-1',
      date: '2026-01-05',
      memo: 'Client pays',
      reference: 'INV-7',
      lines: [
        { accountId: 'assets-bank-checking', debit: 123_456, credit: 0 },
        { accountId: 'income-consulting', debit: 0, credit: 123_456 },
      ],
    });
    expect(result.entries[1]?.lines[0]).toEqual({
      accountId: 'expenses-meals',
      debit: 0,
      credit: 1200,
      memo: 'refund',
    });
    expect(result.entries[1]?.id).toBe('hledger-10');
    expect(result.entries[2]?.lines.map((l) => l.credit)).toEqual([50, 0]);
  });

  it('posts to accounts the company already has', () => {
    const result = parseHledgerJournal(
      '2026-02-01 Rent\n    expenses:operating:rent  $1500\n    assets:current:business-checking\n',
      accounts,
    );
    expect(result.ok && result.entries[0]?.lines.map((l) => l.accountId)).toEqual([
      'rent',
      'checking',
    ]);
    expect(result.ok && result.accounts).toEqual(accounts);
  });

  it('names every problem by line', () => {
    const result = parseHledgerJournal(
      [
        '2026-01-01 Unbalanced',
        '    assets:cash  $10.00',
        '    income:sales  $-9.00',
        '',
        '2026-01-02 Two elided',
        '    assets:cash',
        '    income:sales',
        '',
        '2026-13-01 Bad date',
        '    assets:cash  $1.001',
        '    things:stuff  $1',
        '    assets:cash  10 EUR',
        '    assets:cash  $1 @ $2',
        '    (assets:virtual)  $1',
        'include other.journal',
        'nonsense',
        '  stray',
      ].join('\n'),
      [],
    );
    expect(result).toEqual({
      ok: false,
      errors: [
        'line 10: Amount "$1.001" has more than 2 decimal places',
        'line 12: Amount "10 EUR" must be in US dollars ($)',
        'line 13: Prices (@) are not supported: $1 @ $2',
        'line 14: Virtual posting (assets:virtual) is not supported',
        'line 15: The directive "include" is not supported',
        'line 16: Expected a date as YYYY-MM-DD at the start of a transaction',
        'line 1: The transaction does not balance: it is off by $1.00',
        'line 5: Only one posting may leave out its amount',
        'line 11: Account "things:stuff" must start with assets, liabilities, equity, income (or revenue) or expenses',
      ],
    });
  });

  it('checks entries like any other write', () => {
    const result = parseHledgerJournal('2025-02-29 Leap?\n    assets:cash  $1\n    income:sales\n');
    expect(result).toEqual({ ok: false, errors: ['line 1: date: Use a real date as YYYY-MM-DD'] });
  });

  it('round-trips any ledger through an hledger journal', () => {
    fc.assert(
      fc.property(entriesArb, (entries) => {
        const text = exportHledgerJournal(testAccounts, entries);
        const fresh = parseHledgerJournal(text);
        expect(fresh.ok && fresh.accounts).toEqual(testAccounts);
        const sorted = [...entries].sort(
          (a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id),
        );
        expect(fresh.ok && fresh.entries).toEqual(sorted);
        const again = parseHledgerJournal(text, testAccounts);
        expect(again.ok && again.entries).toEqual(sorted);
        expect(again.ok && trialBalance(again.accounts, again.entries)).toEqual(
          trialBalance(testAccounts, entries),
        );
      }),
    );
  });
});

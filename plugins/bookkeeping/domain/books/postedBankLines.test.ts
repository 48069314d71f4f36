import { describe, expect, it } from 'vitest';
import { standardChartOfAccounts, type JournalEntry } from '@keel/core/domain';
import { postedBankLines, postedLineMessage } from './postedBankLines';
import { storeWithChart } from './testBooks';
import { transactionEntry } from './transactionEntry';
import { deleteTransaction, saveTransaction } from './writeTransaction';
import { TRANSACTIONS_TABLE, transactionToRow } from './transactionRow';

const accounts = standardChartOfAccounts();
const made = (() => {
  let n = 0;
  return { newId: () => `line-${++n}`, at: '2026-11-25T10:00:00.000Z', by: '' };
})();

const run: JournalEntry = {
  id: 'payroll-run-1',
  date: '2026-11-30',
  memo: 'Payroll November 16-30',
  reference: 'RUN-7',
  lines: [
    { accountId: 'payroll-wages', debit: 120_000, credit: 0 },
    { accountId: 'payroll-taxes', debit: 9_180, credit: 0 },
    { accountId: 'payroll-liabilities', debit: 0, credit: 38_358 },
    { accountId: 'checking', debit: 0, credit: 79_542, memo: 'Direct deposit batch (2 employees)' },
    { accountId: 'checking', debit: 0, credit: 11_280, memo: 'Check 1001 · Carla Csv' },
  ],
};
const reversal: JournalEntry = {
  id: 'payroll-run-1-void',
  date: '2026-12-02',
  memo: 'Void: Payroll November 16-30',
  lines: run.lines.map((line) => ({ ...line, debit: line.credit, credit: line.debit })),
};

describe('postedBankLines', () => {
  it('makes one categorized bank line per bank line of the entry, with its memo and date', () => {
    const lines = postedBankLines(run, accounts, made);
    expect(lines).toEqual([
      expect.objectContaining({
        date: '2026-11-30',
        description: 'Direct deposit batch (2 employees)',
        amount: -79_542,
        bankAccountId: 'checking',
        accountId: 'payroll-wages',
        category: 'expense',
        reference: 'RUN-7',
        source: 'ledger',
        entryId: 'payroll-run-1',
      }),
      expect.objectContaining({ description: 'Check 1001 · Carla Csv', amount: -11_280 }),
    ]);
    // Nothing posts twice: the run's entry holds the money, the lines post nothing.
    for (const line of lines) expect(transactionEntry(line)).toBeNull();
  });

  it('takes a line’s own reference, such as the check number of a payroll check', () => {
    const withCheck: JournalEntry = {
      ...run,
      lines: run.lines.map((line) =>
        line.memo?.startsWith('Check 1001') ? { ...line, reference: '1001' } : line,
      ),
    };
    expect(postedBankLines(withCheck, accounts, made).map((l) => l.reference)).toEqual([
      'RUN-7',
      '1001',
    ]);
  });

  it("shows a reversing entry as its own lines, money back in, on the reversal's date", () => {
    expect(
      postedBankLines(reversal, accounts, made).map((l) => [l.date, l.amount, l.description]),
    ).toEqual([
      ['2026-12-02', 79_542, 'Direct deposit batch (2 employees)'],
      ['2026-12-02', 11_280, 'Check 1001 · Carla Csv'],
    ]);
  });

  it('shows a transfer between banks on both, each against the other, and uses the entry memo', () => {
    const transfer: JournalEntry = {
      id: 'sweep',
      date: '2026-11-05',
      memo: 'Sweep to savings',
      lines: [
        { accountId: 'savings', debit: 50_000, credit: 0 },
        { accountId: 'checking', debit: 0, credit: 50_000 },
      ],
    };
    expect(
      postedBankLines(transfer, accounts, made).map((l) => [
        l.bankAccountId,
        l.accountId,
        l.amount,
        l.category,
        l.description,
      ]),
    ).toEqual([
      ['savings', 'checking', 50_000, 'transfer', 'Sweep to savings'],
      ['checking', 'savings', -50_000, 'transfer', 'Sweep to savings'],
    ]);
  });

  it('is refused as an edit or a deletion of a bank line: the entry is changed where it was posted', () => {
    const store = storeWithChart();
    const [line] = postedBankLines(run, accounts, made);
    store.setRow(TRANSACTIONS_TABLE, line!.id, transactionToRow(line!));
    const who = { by: 'Ines', at: made.at };
    expect(saveTransaction(store, { ...line!, amount: -1 }, who)).toEqual({
      ok: false,
      error: postedLineMessage,
    });
    expect(deleteTransaction(store, line!.id, who)).toEqual({
      ok: false,
      error: postedLineMessage,
    });
  });
});

import { describe, expect, it, vi } from 'vitest';
import type { StatementLine } from '../statements';
import { SETTINGS_ROW, SETTINGS_TABLE } from '../schema';
import { RULES_TABLE } from './categorizationRules';
import { importStatementLines } from './importLines';
import { postedBankLines } from './postedBankLines';
import { aTransaction, storeWithChart, storedEntry, storedTransaction } from './testBooks';
import { TRANSACTIONS_TABLE, readTransactions, transactionToRow } from './transactionRow';
import { saveTransaction, storeAccounts } from './writeTransaction';
import { ENTRIES_TABLE } from '../ledger/entryRow';

let n = 0;
const line = (
  date: string,
  amountCents: number,
  description: string,
  extra: Partial<StatementLine> = {},
): StatementLine => ({
  date,
  amountCents,
  description,
  sourceLine: ++n,
  ...extra,
});
const base = {
  bankAccountId: 'checking',
  source: 'import' as const,
  by: 'Ines',
  at: '2026-05-01T00:00:00.000Z',
};
let ids = 0;
const newId = () => `imp-${++ids}`;

describe('importStatementLines', () => {
  it('lands new lines pending, posted against Uncategorized, skips lines already there and keeps genuine twins', () => {
    const store = storeWithChart();
    const lines = [
      line('2026-04-02', -450, 'COFFEE SHOP'),
      line('2026-04-02', -450, 'COFFEE SHOP'),
      line('2026-04-03', 120_000, 'CLIENT ACH'),
    ];
    const first = importStatementLines(store, { ...base, lines, newId });
    expect(first).toMatchObject({ imported: 3, matched: 0, autoCategorized: 0 });
    expect(first.skipped).toEqual([]);
    // Every line posts at once, so the bank balance is the bank's.
    expect(store.getRowCount(ENTRIES_TABLE)).toBe(3);
    const cash = Object.keys(store.getTable(ENTRIES_TABLE))
      .flatMap((id) => storedEntry(store, id).lines)
      .filter((l) => l.accountId === 'checking')
      .reduce((sum, l) => sum + l.debit - l.credit, 0);
    expect(cash).toBe(-450 - 450 + 120_000);
    const again = importStatementLines(store, { ...base, lines, newId });
    expect(again.imported).toBe(0);
    expect(again.skipped).toHaveLength(3);
    expect(store.getRowCount(TRANSACTIONS_TABLE)).toBe(3);
  });

  it('categorizes by keyword rules and past choices, marking those lines', () => {
    const store = storeWithChart();
    store.setRow(RULES_TABLE, 'r1', {
      keyword: 'gusto',
      accountId: 'payroll-wages',
      category: 'expense',
    });
    saveTransaction(
      store,
      aTransaction({ description: 'STAPLES #0098', date: '2026-01-02' }),
      base,
    );
    const outcome = importStatementLines(store, {
      ...base,
      newId,
      lines: [
        line('2026-04-05', -812_00, 'GUSTO NET PAY'),
        line('2026-04-06', -3_199, 'STAPLES #7777'),
        line('2026-04-07', -100, 'MYSTERY'),
      ],
    });
    expect(outcome).toMatchObject({ imported: 3, autoCategorized: 2 });
    const byDescription = new Map(
      readTransactions(store.getTable(TRANSACTIONS_TABLE)).map((t) => [t.description, t]),
    );
    expect(byDescription.get('GUSTO NET PAY')).toMatchObject({
      accountId: 'payroll-wages',
      aiCategorized: true,
    });
    expect(byDescription.get('STAPLES #7777')).toMatchObject({
      accountId: 'office-supplies',
      aiCategorized: true,
    });
    expect(byDescription.get('MYSTERY')).toMatchObject({ accountId: '', aiCategorized: false });
    expect(store.hasRow(ENTRIES_TABLE, byDescription.get('GUSTO NET PAY')!.id)).toBe(true);
  });

  it('matches a pending line the bank has since posted instead of doubling it', () => {
    const store = storeWithChart();
    importStatementLines(store, {
      ...base,
      newId,
      lines: [line('2026-04-10', -2_500, 'UBER TRIP', { fitId: 'P-1', pending: true })],
    });
    const outcome = importStatementLines(store, {
      ...base,
      newId,
      lines: [line('2026-04-12', -2_500, 'UBER TRIP HELP.UBER.COM', { fitId: 'F-9' })],
    });
    expect(outcome).toMatchObject({ imported: 0, matched: 1 });
    const [only] = readTransactions(store.getTable(TRANSACTIONS_TABLE));
    expect(only).toMatchObject({
      amount: -2_500,
      externalId: 'F-9',
      bankPending: false,
      date: '2026-04-12',
    });
  });

  it('matches the bank lines of payments the books posted, once, then skips them as imported', () => {
    const store = storeWithChart();
    const run = {
      id: 'payroll-run-9',
      date: '2026-04-30',
      memo: 'Payroll April 16-30',
      lines: [
        { accountId: 'payroll-wages', debit: 500_000, credit: 0 },
        { accountId: 'checking', debit: 0, credit: 420_000, memo: 'Direct deposit batch' },
        { accountId: 'checking', debit: 0, credit: 80_000, memo: 'Check 1001 · Carla Csv' },
      ],
    };
    let n = 0;
    const posted = postedBankLines(run, storeAccounts(store), {
      newId: () => `posted-${++n}`,
      at: base.at,
      by: '',
    });
    for (const t of posted) store.setRow(TRANSACTIONS_TABLE, t.id, transactionToRow(t));
    const statement = [
      line('2026-04-29', -420_000, 'ACH DEBIT PAYROLL', { fitId: 'B-1' }),
      line('2026-05-06', -80_000, 'CHECK 1001', { fitId: 'B-2', checkNumber: '1001' }),
      line('2026-05-06', -1_250, 'PARKING', { fitId: 'B-3' }),
    ];
    const outcome = importStatementLines(store, { ...base, newId, lines: statement });
    expect(outcome).toMatchObject({ imported: 1, matchedPosted: 2 });
    expect(storedTransaction(store, 'posted-1')).toMatchObject({
      date: '2026-04-30',
      description: 'Direct deposit batch',
      amount: -420_000,
      entryId: 'payroll-run-9',
      externalId: 'B-1',
      bankDate: '2026-04-29',
      bankDescription: 'ACH DEBIT PAYROLL',
    });
    expect(storedTransaction(store, 'posted-2')).toMatchObject({ bankDate: '2026-05-06' });
    // The posted lines post nothing of their own: the run's entry holds the money.
    expect(store.hasRow(ENTRIES_TABLE, 'posted-1')).toBe(false);

    const again = importStatementLines(store, { ...base, newId, lines: statement });
    expect(again).toMatchObject({ imported: 0, matchedPosted: 0 });
    expect(again.skipped).toHaveLength(3);
    const csvAgain = statement.map(({ fitId: _fitId, ...rest }) => rest);
    expect(importStatementLines(store, { ...base, newId, lines: csvAgain }).imported).toBe(0);
    expect(store.getRowCount(TRANSACTIONS_TABLE)).toBe(3);
  });

  it('skips lines in the closed period with the reason and reports progress', () => {
    const store = storeWithChart();
    store.setRow(SETTINGS_TABLE, SETTINGS_ROW, { lockDate: '2026-03-31', fiscalYearStartMonth: 1 });
    const onProgress = vi.fn();
    const lines = Array.from({ length: 1_200 }, (_, i) =>
      line(i === 0 ? '2026-03-31' : '2026-04-15', -(i + 1), `Line ${i}`),
    );
    const outcome = importStatementLines(store, { ...base, newId, lines, onProgress });
    expect(outcome.imported).toBe(1_199);
    expect(outcome.skipped).toEqual([
      {
        description: 'Line 0',
        date: '2026-03-31',
        reason: 'The period up to 2026-03-31 is closed',
      },
    ]);
    expect(onProgress.mock.calls).toEqual([
      [500, 1_200],
      [1_000, 1_200],
      [1_200, 1_200],
    ]);
  });
});

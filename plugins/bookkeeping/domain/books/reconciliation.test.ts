import { describe, expect, it } from 'vitest';
import { SETTINGS_ROW, SETTINGS_TABLE } from '../schema';
import {
  RECONCILIATIONS_TABLE,
  finishReconciliation,
  reconcileFigures,
  unreconcile,
} from './reconciliation';
import { aTransaction, storeWithChart, storedTransaction } from './testBooks';
import { TRANSACTIONS_TABLE, readTransactions } from './transactionRow';
import { saveTransaction } from './writeTransaction';
import { LINE_HOLDS_TABLE } from './lineHolds';

const who = { by: 'Ines', at: '2026-04-01T10:00:00.000Z' };

function seeded() {
  const store = storeWithChart();
  const list = [
    aTransaction({
      id: 'a',
      amount: 100_000,
      accountId: 'sales',
      date: '2026-03-02',
      reconciliationId: 'old',
    }),
    aTransaction({ id: 'b', amount: -25_000, accountId: 'rent', date: '2026-03-03' }),
    aTransaction({ id: 'c', amount: -1_050, date: '2026-03-20' }),
    aTransaction({ id: 'd', amount: -999, date: '2026-04-02' }),
  ];
  for (const t of list) saveTransaction(store, t, { ...who, allowReconciled: true });
  return { store, list: readTransactions(store.getTable(TRANSACTIONS_TABLE)) };
}

describe('reconciliation', () => {
  it('shows the difference between the statement and the cleared lines', () => {
    const { list } = seeded();
    expect(reconcileFigures(list, new Set(['b']), 73_950)).toEqual({
      openingBalance: 100_000,
      clearedBalance: 75_000,
      difference: -1_050,
    });
    expect(reconcileFigures(list, new Set(['b', 'c']), 73_950).difference).toBe(0);
  });

  it('finishes only at a zero difference and then marks the ticked lines reconciled', () => {
    const { store, list } = seeded();
    const input = {
      id: 'rec-mar',
      bankAccountId: 'checking',
      statementDate: '2026-03-31',
      endingBalance: 73_950,
      accountTransactions: list,
      by: 'Ines',
      at: who.at,
    };
    expect(finishReconciliation(store, { ...input, ticked: new Set(['b']) })).toEqual({
      ok: false,
      error: 'The difference must be $0.00 to finish',
    });
    expect(store.getRowCount(RECONCILIATIONS_TABLE)).toBe(0);
    expect(finishReconciliation(store, { ...input, ticked: new Set(['b', 'c']) })).toEqual({
      ok: true,
    });
    expect(storedTransaction(store, 'b').reconciliationId).toBe('rec-mar');
    expect(store.getRow(RECONCILIATIONS_TABLE, 'rec-mar')).toMatchObject({
      endingBalance: 73_950,
      completedBy: 'Ines',
    });
  });

  it('refuses a line dated after the statement or still pending', () => {
    const { store, list } = seeded();
    const base = {
      id: 'r',
      bankAccountId: 'checking',
      statementDate: '2026-03-31',
      accountTransactions: list,
      by: 'Ines',
      at: who.at,
    };
    expect(
      finishReconciliation(store, { ...base, endingBalance: 99_001, ticked: new Set(['d']) }).ok,
    ).toBe(false);
    saveTransaction(store, { ...list.find((t) => t.id === 'c')!, accountId: '' }, who);
    const now = readTransactions(store.getTable(TRANSACTIONS_TABLE));
    expect(
      finishReconciliation(store, {
        ...base,
        accountTransactions: now,
        endingBalance: 98_950,
        ticked: new Set(['c']),
      }),
    ).toEqual({
      ok: false,
      error: 'Categorize "Office Depot #1234" before reconciling it',
    });
  });

  it('refuses a line held by a fraud review until the hold is released', () => {
    const { store, list } = seeded();
    const input = {
      id: 'rec-mar',
      bankAccountId: 'checking',
      statementDate: '2026-03-31',
      endingBalance: 73_950,
      accountTransactions: list,
      ticked: new Set(['b', 'c']),
      by: 'Ines',
      at: who.at,
    };
    store.setRow(LINE_HOLDS_TABLE, 'b', {
      reason: 'Blocked as a possible duplicate payment',
      heldBy: 'Ada',
      heldAt: who.at,
      link: '/fraud-detection?threat=t-1',
    });
    expect(finishReconciliation(store, input)).toEqual({
      ok: false,
      error: '"Office Depot #1234" is held: Blocked as a possible duplicate payment',
    });
    expect(store.getRowCount(RECONCILIATIONS_TABLE)).toBe(0);
    store.delRow(LINE_HOLDS_TABLE, 'b');
    expect(finishReconciliation(store, input)).toEqual({ ok: true });
  });

  it('unreconciles a line so it can be changed, but not in a closed period', () => {
    const { store, list } = seeded();
    const a = list.find((t) => t.id === 'a')!;
    store.setRow(SETTINGS_TABLE, SETTINGS_ROW, { lockDate: '2026-03-02', fiscalYearStartMonth: 1 });
    expect(unreconcile(store, a).ok).toBe(false);
    store.setRow(SETTINGS_TABLE, SETTINGS_ROW, { lockDate: '', fiscalYearStartMonth: 1 });
    expect(unreconcile(store, a)).toEqual({ ok: true });
    expect(saveTransaction(store, { ...a, reconciliationId: '', amount: 100_001 }, who)).toEqual({
      ok: true,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { reconcileFigures, reconciliationRowSchema } from '../books/reconciliation';
import type { Transaction } from '../books/transactionRow';
import { addMonths } from './calendar';
import { demoBooks } from './demoBooks';

const today = '2026-04-15';
const books = demoBooks({ today, by: 'Keel demo', at: '2026-04-15T09:30:00.000Z' });

describe('the demo reconciliations', () => {
  it('agree with reconcileFigures statement by statement, in order', () => {
    for (const bankAccountId of ['checking', 'savings']) {
      const recs = Object.entries(books.reconciliations)
        .filter(([, r]) => r.bankAccountId === bankAccountId)
        .sort(([, a], [, b]) => a.statementDate.localeCompare(b.statementDate));
      expect(recs.length).toBeGreaterThan(0);
      let lines: Transaction[] = books.transactions
        .filter((t) => t.bankAccountId === bankAccountId)
        .map((t) => ({ ...t, reconciliationId: '' }));
      for (const [id, rec] of recs) {
        expect(reconciliationRowSchema.safeParse(rec).success).toBe(true);
        const ticked = new Set(
          books.transactions.filter((t) => t.reconciliationId === id).map((t) => t.id),
        );
        const figures = reconcileFigures(lines, ticked, rec.endingBalance);
        expect(figures.difference, id).toBe(0);
        const sumToDate = lines
          .filter((t) => t.date <= rec.statementDate)
          .reduce((sum, t) => sum + t.amount, 0);
        expect(rec.endingBalance).toBe(sumToDate);
        lines = lines.map((t) => (ticked.has(t.id) ? { ...t, reconciliationId: id } : t));
      }
    }
  });

  it('reconciles each month of both accounts up to two months ago, and nothing later', () => {
    const cutoff = addMonths(today, -2);
    const checking = Object.values(books.reconciliations).filter(
      (r) => r.bankAccountId === 'checking',
    );
    expect(checking.map((r) => r.statementDate).at(-1)).toBe('2026-01-31');
    expect(checking).toHaveLength(22);
    for (const t of books.transactions) {
      const last = Object.values(books.reconciliations)
        .filter((r) => r.bankAccountId === t.bankAccountId)
        .map((r) => r.statementDate)
        .reduce((a, b) => (a > b ? a : b), '');
      expect(t.reconciliationId !== '', `${t.id} ${t.date}`).toBe(t.date <= last);
      if (t.reconciliationId !== '') {
        const rec = books.reconciliations[t.reconciliationId];
        expect(rec?.bankAccountId).toBe(t.bankAccountId);
        expect(t.date <= (rec?.statementDate ?? '') && t.date <= cutoff).toBe(true);
        expect(t.accountId).not.toBe('');
      }
    }
  });
});

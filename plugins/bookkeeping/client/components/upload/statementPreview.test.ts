import { describe, expect, it } from 'vitest';
import { aTransaction } from '../../../domain/books/testBooks';
import type { StatementLine } from '../../../domain/statements';
import { importedLines } from '../../../domain/books';
import { previewStatement } from './statementPreview';

let n = 0;
const line = (date: string, amountCents: number, description: string): StatementLine => ({
  date,
  amountCents,
  description,
  sourceLine: ++n,
});

describe('previewStatement', () => {
  const inBooks = [
    aTransaction({ id: 'a', date: '2026-04-02', amount: -450, description: 'COFFEE' }),
    aTransaction({
      id: 'p',
      date: '2026-04-03',
      amount: -2000,
      description: 'AMZN MKTP',
      bankPending: true,
      accountId: '',
      externalId: 'P1',
    }),
    aTransaction({ id: 's', date: '2026-04-02', amount: -450, bankAccountId: 'savings' }),
  ];

  it("maps only the chosen account's lines, with FITIDs and pending flags", () => {
    expect(importedLines(inBooks, 'checking')).toEqual([
      {
        id: 'a',
        date: '2026-04-02',
        amountCents: -450,
        description: 'COFFEE',
        fitId: undefined,
        pending: false,
      },
      {
        id: 'p',
        date: '2026-04-03',
        amountCents: -2000,
        description: 'AMZN MKTP',
        fitId: 'P1',
        pending: true,
      },
    ]);
  });

  it('sums the file and says what happens to each line', () => {
    const lines = [
      line('2026-03-30', 150_000, 'CLIENT ACH'),
      line('2026-04-02', -450, 'COFFEE'),
      line('2026-04-04', -2000, 'AMZN MKTP US'),
      line('2026-04-05', -999, 'BOOKS'),
      line('2026-03-01', -100, 'OLD FEE'),
    ];
    const preview = previewStatement(lines, importedLines(inBooks, 'checking'), '2026-03-15');
    expect(preview).toMatchObject({
      lineCount: 5,
      firstDate: '2026-03-01',
      lastDate: '2026-04-05',
      moneyIn: 150_000,
      moneyOut: 450 + 2000 + 999 + 100,
      newCount: 2,
      pendingCount: 1,
      duplicateCount: 1,
      closedCount: 1,
      verdicts: ['import', 'duplicate', 'pending', 'import', 'closed'],
    });
    expect(preview.skipped.map((s) => s.reason)).toEqual([
      'Already imported (same date, amount and description)',
      'The period up to 2026-03-15 is closed',
    ]);
  });

  it('has no dates for an empty statement', () => {
    const preview = previewStatement([], [], '');
    expect(preview.firstDate).toBeUndefined();
    expect(preview.lineCount).toBe(0);
  });
});

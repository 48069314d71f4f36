import { describe, expect, it } from 'vitest';
import { withActivity, type BooksActivity } from './activityLines';
import { ledgerBankLines } from './ledgerLines';

const chart = [
  { id: 'checking', name: 'Business Checking', cash: true },
  { id: 'savings', name: 'Savings', cash: true },
  { id: 'rent', name: 'Rent', cash: false },
  { id: 'wages', name: 'Wages', cash: false },
];
const two = (id: string, date: string, debit: string, credit: string, cents: number) => ({
  id,
  date,
  memo: id,
  lines: [
    { accountId: debit, debit: cents, credit: 0 },
    { accountId: credit, debit: 0, credit: cents },
  ],
});

const activity: BooksActivity = {
  bankLines: [
    {
      date: '2026-03-01',
      bankAccountId: 'checking',
      vendorId: 'v-harbor',
      vendorName: 'Harbor Properties',
      source: 'manual',
      createdAt: '2026-04-20T10:00:00.000Z',
      createdBy: 'Omar Clerk <omar@example.com>',
      pending: false,
      reconciliationId: 'rec-mar',
      entryId: 'rent-mar',
    },
  ],
  entries: [
    {
      entryId: 'je-1',
      via: 'books',
      createdAt: '2026-05-02T08:00:00.000Z',
      createdBy: 'Bella Owner <bella@example.com>',
    },
  ],
  reconciliations: [],
};

describe('withActivity', () => {
  it('adds the vendor, author, entry time and reconciliation of each bank line the activity knows', () => {
    const lines = withActivity(
      ledgerBankLines(
        [
          two('rent-mar', '2026-03-01', 'rent', 'checking', 320_000),
          two('je-1', '2026-04-30', 'savings', 'checking', 50_000),
          two('old', '2024-01-05', 'rent', 'checking', 10_000),
        ],
        chart,
      ),
      activity,
    );
    expect(lines.find((l) => l.id === 'rent-mar')).toMatchObject({
      vendorId: 'v-harbor',
      vendorName: 'Harbor Properties',
      source: 'manual',
      createdAt: '2026-04-20T10:00:00.000Z',
      createdBy: 'Omar Clerk <omar@example.com>',
      reconciled: true,
    });
    // A journal entry written by hand: both of its bank lines, by its author.
    expect(
      lines.filter((l) => l.id.startsWith('je-1#')).map((l) => [l.source, l.createdBy]),
    ).toEqual([
      ['manual', 'Bella Owner <bella@example.com>'],
      ['manual', 'Bella Owner <bella@example.com>'],
    ]);
    // Unknown to the activity (an archived year): what the entries say.
    expect(lines.find((l) => l.id === 'old')).toMatchObject({
      source: 'books',
      createdBy: '',
      createdAt: '2024-01-05',
    });
  });
});

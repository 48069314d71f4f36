import { describe, expect, it } from 'vitest';
import type { JournalEntry } from '@keel/core/domain';
import { checkTask, taskBaseline, type SandboxFacts } from './tasks';

const entry = (id: string, accountId: string, memo = id): JournalEntry => ({
  id,
  date: '2026-11-20',
  memo,
  lines: [
    { accountId: 'checking', debit: 0, credit: 5_000 },
    { accountId, debit: 5_000, credit: 0 },
  ],
});

const uncategorizedAccountIds = ['uncategorized-income', 'uncategorized-expense'];
const checking = {
  accountId: 'checking',
  number: '1000',
  name: 'Business Checking',
  firstLineDate: '2025-01-02',
  reconciledThrough: '2026-09-30',
  oldestUnreconciledDate: '2026-10-01',
};
const sandbox: SandboxFacts = {
  entries: [entry('rent', 'rent'), entry('coffee', 'uncategorized-expense', 'Blue Bottle')],
  uncategorizedAccountIds,
  bankAccounts: [checking],
  completedRunIds: ['run-1'],
};

describe('post-entry', () => {
  const baseline = taskBaseline('post-entry', sandbox);

  it('is done once an entry the sandbox did not have is posted', () => {
    const after = { ...sandbox, entries: [...sandbox.entries, entry('adj-1', 'supplies', 'Adj')] };
    expect(checkTask(baseline, after)).toEqual({
      done: true,
      message: 'Entry posted: Adj, dated 2026-11-20.',
    });
  });

  it('is not done by the entries already there, nor by a new bank line still waiting', () => {
    expect(checkTask(baseline, sandbox).done).toBe(false);
    const imported = {
      ...sandbox,
      entries: [...sandbox.entries, entry('new-line', 'uncategorized-income')],
    };
    expect(checkTask(baseline, imported)).toMatchObject({
      done: false,
      message: expect.stringMatching(/^No new entry/),
    });
  });
});

describe('categorize-bank-line', () => {
  const baseline = taskBaseline('categorize-bank-line', sandbox);

  it('remembers the bank lines waiting for an account', () => {
    expect(baseline).toEqual({ task: 'categorize-bank-line', pendingEntryIds: ['coffee'] });
  });

  it('is done once one of them has an account', () => {
    const after = {
      ...sandbox,
      entries: [entry('rent', 'rent'), entry('coffee', 'meals', 'Blue Bottle')],
    };
    expect(checkTask(baseline, after)).toEqual({
      done: true,
      message: 'Bank line categorized: Blue Bottle.',
    });
  });

  it('is not done while they wait, or when a line is deleted rather than categorized', () => {
    expect(checkTask(baseline, sandbox)).toMatchObject({
      done: false,
      message: expect.stringMatching(/^The 1 bank lines waiting/),
    });
    expect(checkTask(baseline, { ...sandbox, entries: [entry('rent', 'rent')] }).done).toBe(false);
  });
});

describe('reconcile', () => {
  const baseline = taskBaseline('reconcile', sandbox);

  it('is done once a bank account is reconciled through a later statement', () => {
    const after = { ...sandbox, bankAccounts: [{ ...checking, reconciledThrough: '2026-10-31' }] };
    expect(checkTask(baseline, after)).toEqual({
      done: true,
      message: 'Business Checking reconciled through 2026-10-31.',
    });
    const never = taskBaseline('reconcile', {
      ...sandbox,
      bankAccounts: [{ ...checking, reconciledThrough: null }],
    });
    expect(checkTask(never, sandbox).done).toBe(true);
  });

  it('is not done by the reconciliations there were', () => {
    expect(checkTask(baseline, sandbox).done).toBe(false);
    const undone = { ...sandbox, bankAccounts: [{ ...checking, reconciledThrough: null }] };
    expect(checkTask(baseline, undone).done).toBe(false);
  });
});

describe('run-payroll', () => {
  const baseline = taskBaseline('run-payroll', sandbox);

  it('is done once a payroll run is approved that was not before', () => {
    expect(checkTask(baseline, { ...sandbox, completedRunIds: ['run-1', 'run-2'] })).toEqual({
      done: true,
      message: 'Payroll run approved in the sandbox.',
    });
  });

  it('is not done by the runs approved before the lesson started', () => {
    expect(checkTask(baseline, sandbox)).toMatchObject({
      done: false,
      message: expect.stringMatching(/^No payroll run approved/),
    });
    expect(checkTask(baseline, { ...sandbox, completedRunIds: [] }).done).toBe(false);
  });
});

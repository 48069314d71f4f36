import { z } from 'zod';
import type { JournalEntry } from '@keel/core/domain';

/** What a simulation lesson asks the learner to do in their sandbox company. */
export const simulationTaskSchema = z.enum([
  'post-entry',
  'categorize-bank-line',
  'reconcile',
  'run-payroll',
]);
export type SimulationTask = z.infer<typeof simulationTaskSchema>;

/**
 * What the sandbox's books hold, read through the ledger service: its entries, the accounts
 * pending bank lines wait in (roles uncategorized-income and -expense), and its bank accounts'
 * reconciliations; and from the payroll facts, its payroll runs approved and paid.
 */
export interface SandboxFacts {
  entries: readonly JournalEntry[];
  uncategorizedAccountIds: readonly string[];
  bankAccounts: readonly {
    accountId: string;
    name: string;
    /** The statement date of its latest finished reconciliation; null when never reconciled. */
    reconciledThrough: string | null;
  }[];
  completedRunIds: readonly string[];
}

/**
 * What the sandbox held when the lesson started, as much as its task needs to tell what the
 * learner did since: the entries there were, the entries that were bank lines waiting for an
 * account, or each bank account's reconciled-through date.
 */
export const taskBaselineSchema = z.discriminatedUnion('task', [
  z.object({ task: z.literal('post-entry'), entryIds: z.array(z.string()) }),
  z.object({ task: z.literal('categorize-bank-line'), pendingEntryIds: z.array(z.string()) }),
  z.object({
    task: z.literal('reconcile'),
    reconciledThrough: z.record(z.string(), z.string().nullable()),
  }),
  z.object({ task: z.literal('run-payroll'), completedRunIds: z.array(z.string()) }),
]);
export type TaskBaseline = z.infer<typeof taskBaselineSchema>;

/** Whether the task is done, and what to tell the learner either way. */
export interface TaskCheck {
  done: boolean;
  message: string;
}

const isPending = (entry: JournalEntry, uncategorized: ReadonlySet<string>) =>
  entry.lines.some((line) => uncategorized.has(line.accountId));

/** The baseline of `task` from the sandbox as it is when the lesson starts. */
export function taskBaseline(task: SimulationTask, facts: SandboxFacts): TaskBaseline {
  switch (task) {
    case 'post-entry':
      return { task, entryIds: facts.entries.map((entry) => entry.id) };
    case 'categorize-bank-line': {
      const uncategorized = new Set(facts.uncategorizedAccountIds);
      return {
        task,
        pendingEntryIds: facts.entries
          .filter((entry) => isPending(entry, uncategorized))
          .map((entry) => entry.id),
      };
    }
    case 'reconcile':
      return {
        task,
        reconciledThrough: Object.fromEntries(
          facts.bankAccounts.map((account) => [account.accountId, account.reconciledThrough]),
        ),
      };
    case 'run-payroll':
      return { task, completedRunIds: [...facts.completedRunIds] };
  }
}

/**
 * Whether the learner did the task since `baseline` was taken: a new entry posted (not a bank
 * line still waiting for its account); a bank line that waited for an account now has one; a bank
 * account reconciled through a later statement date than before; a payroll run approved.
 */
export function checkTask(baseline: TaskBaseline, facts: SandboxFacts): TaskCheck {
  const uncategorized = new Set(facts.uncategorizedAccountIds);
  switch (baseline.task) {
    case 'post-entry': {
      const before = new Set(baseline.entryIds);
      const posted = facts.entries.find(
        (entry) => !before.has(entry.id) && !isPending(entry, uncategorized),
      );
      return posted
        ? { done: true, message: `Entry posted: ${posted.memo}, dated ${posted.date}.` }
        : {
            done: false,
            message:
              'No new entry in the sandbox’s books yet. Post one in AI Bookkeeping, then check again.',
          };
    }
    case 'categorize-bank-line': {
      const waited = new Set(baseline.pendingEntryIds);
      const categorized = facts.entries.find(
        (entry) => waited.has(entry.id) && !isPending(entry, uncategorized),
      );
      if (categorized)
        return { done: true, message: `Bank line categorized: ${categorized.memo}.` };
      return {
        done: false,
        message:
          waited.size === 0
            ? 'No bank line was waiting for an account in the sandbox when the lesson started.'
            : `The ${waited.size} bank lines waiting in the sandbox still have no account. Categorize one in AI Bookkeeping, then check again.`,
      };
    }
    case 'reconcile': {
      const reconciled = facts.bankAccounts.find((account) => {
        const before = Object.hasOwn(baseline.reconciledThrough, account.accountId)
          ? (baseline.reconciledThrough[account.accountId] ?? null)
          : null;
        return (
          account.reconciledThrough !== null &&
          (before === null || account.reconciledThrough > before)
        );
      });
      return reconciled
        ? {
            done: true,
            message: `${reconciled.name} reconciled through ${reconciled.reconciledThrough}.`,
          }
        : {
            done: false,
            message:
              'No bank account in the sandbox is reconciled further than when the lesson started. Finish a reconciliation in AI Bookkeeping, then check again.',
          };
    }
    case 'run-payroll': {
      const before = new Set(baseline.completedRunIds);
      const approved = facts.completedRunIds.filter((id) => !before.has(id));
      return approved.length > 0
        ? { done: true, message: 'Payroll run approved in the sandbox.' }
        : {
            done: false,
            message:
              'No payroll run approved in the sandbox since the lesson started. Run and approve one in Payroll AI, then check again.',
          };
    }
  }
}

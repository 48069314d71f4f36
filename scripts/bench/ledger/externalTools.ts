import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import {
  hledgerAccountNames,
  parseMoney,
  type Account,
  type TrialBalance,
} from '@keel/core/domain';

/** One timed run of an external command: wall time from process start to exit, and its output. */
export interface ToolRun {
  ms: number;
  stdout: string;
}

/** Times `<bin> -f <file> <args>` as a child process; null when the tool is not installed. */
export function timeTool(bin: string, file: string, args: readonly string[]): ToolRun | null {
  if (!existsSync(bin)) return null;
  const start = performance.now();
  const run = spawnSync(bin, ['-f', file, ...args], {
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  const ms = performance.now() - start;
  if (run.status !== 0)
    throw new Error(`${bin} ${args.join(' ')} failed: ${run.stderr || run.error}`);
  return { ms, stdout: run.stdout };
}

/** hledger's flat `balance` output as cents by account name (the total line left out). */
export function parseHledgerBalance(stdout: string): Map<string, number> {
  const balances = new Map<string, number>();
  for (const line of stdout.split('\n')) {
    const match = /^\s*(\S+)\s{2,}(\S+)\s*$/.exec(line);
    if (match?.[1] && match[2]) balances.set(match[2], parseMoney(match[1]));
  }
  return balances;
}

/** Accounts where hledger and Keel's trial balance differ, as readable lines (none: agreement). */
export function disagreements(
  accounts: readonly Account[],
  trial: TrialBalance,
  hledger: ReadonlyMap<string, number>,
): string[] {
  const names = hledgerAccountNames(accounts);
  const keel = new Map(
    trial.rows.map((row) => [names.get(row.accountId) ?? row.accountId, row.debit - row.credit]),
  );
  const problems: string[] = [];
  for (const name of new Set([...keel.keys(), ...hledger.keys()])) {
    const ours = keel.get(name) ?? 0;
    const theirs = hledger.get(name) ?? 0;
    if (ours !== theirs) problems.push(`${name}: Keel ${ours} cents, hledger ${theirs} cents`);
  }
  return problems;
}

/**
 * ledger's default (tree) `balance` output as cents by top-level account (assets, income...):
 * amounts are right-aligned in 20 columns and a top-level name starts right after two spaces.
 */
export function parseLedgerRoots(stdout: string): Map<string, number> {
  const roots = new Map<string, number>();
  for (const line of stdout.split('\n')) {
    const name = line.slice(22);
    if (line.length <= 22 || line.slice(20, 22) !== '  ' || name.startsWith(' ')) continue;
    roots.set(name.split(':')[0]!, parseMoney(line.slice(0, 20).trim()));
  }
  return roots;
}

/** Keel's trial balance summed by top-level hledger account (assets, liabilities...). */
export function keelRoots(accounts: readonly Account[], trial: TrialBalance): Map<string, number> {
  const names = hledgerAccountNames(accounts);
  const roots = new Map<string, number>();
  for (const row of trial.rows) {
    const root = (names.get(row.accountId) ?? row.accountId).split(':')[0]!;
    roots.set(root, (roots.get(root) ?? 0) + row.debit - row.credit);
  }
  return roots;
}

// Ledger benchmark: a generated company with N journal lines; trial balance and P&L in Keel's
// server engine against `hledger balance` and `ledger balance` on the exported journal, in the
// same run. Usage:
//   npm run bench:ledger -- [--lines 1000000] [--runs 7] [--months 36]
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exportHledgerJournal, standardChartOfAccounts } from '@keel/core/domain';
import {
  disagreements,
  keelRoots,
  parseHledgerBalance,
  parseLedgerRoots,
  timeBalance,
} from './externalTools';
import { generateCompany } from './generateCompany';
import { parseEntries, reports, storeWithEntries } from './keelEngine';
import { timeRuns } from './timing';

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at >= 0 ? Number(process.argv[at + 1]) : fallback;
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`--${name} must be a positive integer`);
  return value;
}

const lineCount = option('lines', 1_000_000);
const runs = option('runs', 7);
const months = option('months', 36);
const WARM_UP = 2;
const TARGET_MS = 300;
const TARGET_HLEDGER = 20;
const TARGET_LEDGER = 10;

const fmt = (ms: number) => ms.toFixed(1);
const verdict = (met: boolean) => (met ? 'MET' : 'MISSED');

const accounts = standardChartOfAccounts();
let start = performance.now();
const company = generateCompany(lineCount, months);
const range = { from: company.from, to: company.to };
const store = storeWithEntries(company.entries);
console.log(
  `ledger benchmark: ${company.lines} lines in ${company.entries.length} entries, ${company.from} to ${company.to}, ${accounts.length} accounts (generated and stored in ${fmt(performance.now() - start)} ms)`,
);

// (a) The server's stored form (TinyBase rows, lines as a JSON cell) to validated entries.
const build = timeRuns(() => parseEntries(store, accounts), runs, WARM_UP);
const entries = build.result;
// (b) Trial balance and P&L over the full range on the parsed entries.
const report = timeRuns(() => reports(accounts, entries, range), runs, WARM_UP);
const { trial, pnl } = report.result;
const keelTotal = build.timing.median + report.timing.median;

const dir = mkdtempSync(join(tmpdir(), 'keel-bench-ledger-'));
try {
  start = performance.now();
  const file = join(dir, 'company.journal');
  writeFileSync(file, exportHledgerJournal(accounts, entries));
  const exportMs = performance.now() - start;
  const sizeMiB = statSync(file).size / 1024 / 1024;
  const hledger = timeBalance('/usr/bin/hledger', file);
  const ledger = timeBalance('/usr/bin/ledger', file);

  console.log(`runs: median of ${runs} after ${WARM_UP} warm-up runs (min-max in brackets)`);
  const row = (name: string, t: { median: number; min: number; max: number }) =>
    console.log(
      `${name.padEnd(34)} ${fmt(t.median).padStart(9)} ms  [${fmt(t.min)}-${fmt(t.max)}]`,
    );
  row('keel (a) rows -> parsed entries', build.timing);
  row('keel (b) trial balance + P&L', report.timing);
  console.log(`${'keel total (a) + (b)'.padEnd(34)} ${fmt(keelTotal).padStart(9)} ms`);
  console.log(
    `${'keel export journal'.padEnd(34)} ${fmt(exportMs).padStart(9)} ms  (${sizeMiB.toFixed(1)} MiB, one run)`,
  );
  for (const [name, run] of [
    ['hledger -f <file> balance', hledger],
    ['ledger -f <file> balance', ledger],
  ] as const) {
    console.log(
      `${name.padEnd(34)} ${run ? `${fmt(run.ms).padStart(9)} ms  (one run)` : 'not installed'}`,
    );
  }
  console.log(
    `net income ${pnl.netIncome} cents; trial balance ${trial.rows.length} accounts, debits ${trial.totalDebits} = credits ${trial.totalCredits}: ${trial.totalDebits === trial.totalCredits ? 'yes' : 'NO'}`,
  );
  if (hledger) {
    const problems = disagreements(accounts, trial, parseHledgerBalance(hledger.stdout));
    console.log(
      problems.length === 0
        ? "hledger agrees with Keel's trial balance to the cent on every account"
        : `hledger DISAGREES with Keel on ${problems.length} accounts:\n  ${problems.join('\n  ')}`,
    );
  }

  if (ledger) {
    const theirs = parseLedgerRoots(ledger.stdout);
    const ours = keelRoots(accounts, trial);
    const same =
      theirs.size === ours.size && [...ours].every(([root, cents]) => theirs.get(root) === cents);
    console.log(
      same
        ? `ledger agrees with Keel on every top-level account (${[...ours.keys()].join(', ')})`
        : `ledger DISAGREES with Keel by top-level account: ledger ${JSON.stringify([...theirs])}, Keel ${JSON.stringify([...ours])}`,
    );
  }

  const reportMs = report.timing.median;
  console.log('targets (reports = (b); end to end = (a) + (b)):');
  console.log(
    `  keel reports < ${TARGET_MS} ms: ${fmt(reportMs)} ms ${verdict(reportMs < TARGET_MS)}`,
  );
  for (const [name, run, target] of [
    ['hledger', hledger, TARGET_HLEDGER],
    ['ledger', ledger, TARGET_LEDGER],
  ] as const) {
    if (!run) continue;
    const ratio = run.ms / reportMs;
    const endToEnd = run.ms / keelTotal;
    console.log(
      `  ${name} / keel >= ${target}x: reports ${ratio.toFixed(1)}x ${verdict(ratio >= target)}, end to end ${endToEnd.toFixed(1)}x ${verdict(endToEnd >= target)}`,
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

// Ledger benchmark: a generated company with N journal lines, read through Bookkeeping's ledger
// service (warm, and cold: a server just started), beside hledger and ledger-cli on the exported
// journal (each run is a process start: always cold), with the ratios of the same run. Usage:
//   npm run bench:ledger -- [--lines 1000000] [--runs 7] [--months 36] [--no-cold]
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  dayBefore,
  exportHledgerJournal,
  hledgerAccountNames,
  standardChartOfAccounts,
} from '@keel/core/domain';
import { coldRead } from './coldRead';
import {
  disagreements,
  keelRoots,
  parseHledgerBalance,
  parseLedgerRoots,
  timeTool,
  type ToolRun,
} from './externalTools';
import { generateCompany } from './generateCompany';
import { ledgerServiceOver, scannedReports, storeWithBooks } from './keelEngine';
import { timeRuns, type Timing } from './timing';

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
const withCold = !process.argv.includes('--no-cold');
const WARM_UP = 2;
const TARGET_MS = 100;

const fmt = (ms: number) => (ms >= 10_000 ? `${(ms / 1000).toFixed(1)} s` : `${ms.toFixed(1)} ms`);
const verdict = (met: boolean) => (met ? 'MET' : 'MISSED');

const accounts = standardChartOfAccounts();
let start = performance.now();
const company = generateCompany(lineCount, months);
const store = storeWithBooks(accounts, company.entries);
console.log(
  `ledger benchmark: ${company.lines} lines in ${company.entries.length} entries, ${company.from} to ${company.to}, ${accounts.length} accounts (generated and stored in ${fmt(performance.now() - start)})`,
);

// The queries: the last full year, its last month, the busiest account, the income accounts.
const year = company.to.slice(0, 4);
const yearRange = { from: `${year}-01-01`, to: `${year}-12-31` };
const lastMonth = company.to.slice(0, 7);
const nextMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
};
const monthRange = { from: `${lastMonth}-01`, to: dayBefore(nextMonth(lastMonth)) };
const lines = new Map<string, number>();
for (const entry of company.entries)
  for (const line of entry.lines) lines.set(line.accountId, (lines.get(line.accountId) ?? 0) + 1);
const busiest = [...lines].sort((a, b) => b[1] - a[1])[0]![0];
const incomeIds = accounts.filter((a) => a.type === 'income').map((a) => a.id);
const names = hledgerAccountNames(accounts);
const dayAfter = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

const service = ledgerServiceOver(store);
const companyId = 'bench';

/** Each read kind: the service's read, and the same question to hledger and ledger-cli. */
const kinds = [
  {
    name: `balances as of ${company.to}`,
    keel: () => service.balances(companyId, { asOf: company.to }),
    hledger: ['balance', '-e', dayAfter(company.to)],
    ledger: ['balance', '-e', dayAfter(company.to)],
  },
  {
    name: 'trial balance, all dates',
    keel: () => service.trialBalance(companyId, {}),
    hledger: ['balance'],
    ledger: ['balance'],
  },
  {
    name: `P&L for ${year}`,
    keel: () => service.profitAndLoss(companyId, yearRange),
    hledger: ['incomestatement', '-b', yearRange.from, '-e', dayAfter(yearRange.to)],
    ledger: ['balance', '^income', '^expenses', '-b', yearRange.from, '-e', dayAfter(yearRange.to)],
  },
  {
    name: `general ledger of ${busiest}, ${lastMonth}`,
    keel: () => service.generalLedger(companyId, { ...monthRange, accountId: busiest }),
    hledger: [
      'register',
      `^${names.get(busiest)}$`,
      '-b',
      monthRange.from,
      '-e',
      dayAfter(monthRange.to),
    ],
    ledger: [
      'register',
      `^${names.get(busiest)}$`,
      '-b',
      monthRange.from,
      '-e',
      dayAfter(monthRange.to),
    ],
  },
  {
    name: 'income totals by month, all dates',
    keel: () => service.totals(companyId, { by: 'month', accountIds: incomeIds }),
    hledger: ['balance', '^income', '-M'],
    ledger: ['register', '^income', '--monthly'],
  },
];

// The first read builds what later reads use: the stored rows parsed and validated into entries,
// and the entries kept by day with totals per account.
start = performance.now();
await service.trialBalance(companyId, {});
const firstReadMs = performance.now() - start;

/** Times an async read: `runs` timed after WARM_UP untimed, each awaited on its own. */
async function timeRead(read: () => Promise<unknown>): Promise<Timing> {
  for (let i = 0; i < WARM_UP; i++) await read();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const at = performance.now();
    await read();
    samples.push(performance.now() - at);
  }
  samples.sort((a, b) => a - b);
  const mid = Math.floor(samples.length / 2);
  const median = samples.length % 2 === 1 ? samples[mid]! : (samples[mid - 1]! + samples[mid]!) / 2;
  return { median, min: samples[0]!, max: samples.at(-1)!, runs };
}

const warm: Timing[] = [];
for (const kind of kinds) warm.push(await timeRead(kind.keel));
// The earlier engine, for comparison: trial balance and P&L, one pass over the entries each.
const entries = [...company.entries];
const scanned = timeRuns(() => scannedReports(accounts, entries, {}), runs, WARM_UP);
const trial = await service.trialBalance(companyId, {});
const pnl = await service.profitAndLoss(companyId, yearRange);

const dir = mkdtempSync(join(tmpdir(), 'keel-bench-ledger-'));
try {
  const file = join(dir, 'company.journal');
  start = performance.now();
  writeFileSync(file, exportHledgerJournal(accounts, company.entries));
  const exportMs = performance.now() - start;
  const sizeMiB = statSync(file).size / 1024 / 1024;
  const tools: { hledger: ToolRun | null; ledger: ToolRun | null }[] = kinds.map((kind) => ({
    hledger: timeTool('/usr/bin/hledger', file, kind.hledger),
    ledger: timeTool('/usr/bin/ledger', file, kind.ledger),
  }));

  let cold = null;
  if (withCold) {
    // Let the warm half's store go before a server holds the company again.
    store.delTables();
    cold = await coldRead(
      company.entries,
      `/ledger/profit-and-loss?from=${yearRange.from}&to=${yearRange.to}`,
    );
  }

  console.log(
    `warm: median of ${runs} reads after ${WARM_UP} warm-up reads (min-max); hledger and ledger: one run each, a process start every time`,
  );
  const header = `${'read'.padEnd(42)} ${'keel warm'.padStart(10)} ${'[min-max]'.padStart(16)} ${'hledger'.padStart(9)} ${'ledger'.padStart(9)} ${'hledger/keel'.padStart(13)} ${'ledger/keel'.padStart(12)}`;
  console.log(header);
  kinds.forEach((kind, i) => {
    const t = warm[i]!;
    const { hledger, ledger } = tools[i]!;
    const ratio = (run: ToolRun | null) => (run ? `${(run.ms / t.median).toFixed(0)}x` : '-');
    console.log(
      `${kind.name.padEnd(42)} ${fmt(t.median).padStart(10)} ${`[${t.min.toFixed(1)}-${t.max.toFixed(1)}]`.padStart(16)} ${(hledger ? fmt(hledger.ms) : 'n/a').padStart(9)} ${(ledger ? fmt(ledger.ms) : 'n/a').padStart(9)} ${ratio(hledger).padStart(13)} ${ratio(ledger).padStart(12)}`,
    );
  });
  console.log(
    `${'first read on the loaded store (rows -> entries -> day index)'.padEnd(64)} ${fmt(firstReadMs)}`,
  );
  console.log(
    `${'earlier engine: trial balance + P&L, a pass over the entries each'.padEnd(64)} ${fmt(scanned.timing.median)}`,
  );
  console.log(`${'export journal'.padEnd(64)} ${fmt(exportMs)} (${sizeMiB.toFixed(1)} MiB)`);

  if (cold) {
    const hledgerCold = tools[2]!.hledger;
    const ledgerCold = tools[2]!.ledger;
    const coldTotal = cold.startMs + cold.signInMs + cold.firstReportMs;
    console.log(
      `cold: company written through a server and stopped (${fmt(cold.seedMs)}, document ${(cold.documentBytes / 1024 / 1024).toFixed(1)} MiB on disk); a new server process:`,
    );
    console.log(`  process start to listening              ${fmt(cold.startMs)}`);
    console.log(`  sign-in                                 ${fmt(cold.signInMs)}`);
    console.log(`  first report (P&L ${year}, REST)            ${fmt(cold.firstReportMs)}`);
    console.log(`  the same report again (warm, REST)      ${fmt(cold.againMs)}`);
    console.log(`  process start to first report           ${fmt(coldTotal)}`);
    for (const [name, run] of [
      ['hledger incomestatement (process start)', hledgerCold],
      ['ledger balance ^income ^expenses', ledgerCold],
    ] as const) {
      if (!run) continue;
      console.log(
        `  ${name.padEnd(40)}${fmt(run.ms)}: ${(run.ms / cold.firstReportMs).toFixed(1)}x the first report, ${(run.ms / coldTotal).toFixed(1)}x process start to first report`,
      );
    }
    const coldAnswer = cold.answer as { netIncome?: number };
    console.log(
      coldAnswer.netIncome === pnl.netIncome
        ? `the cold report's net income equals the warm read's (${pnl.netIncome} cents)`
        : `the cold report's net income ${coldAnswer.netIncome} DIFFERS from the warm read's ${pnl.netIncome}`,
    );
  }

  console.log(
    `trial balance ${trial.rows.length} accounts, debits ${trial.totalDebits} = credits ${trial.totalCredits}: ${trial.totalDebits === trial.totalCredits ? 'yes' : 'NO'}`,
  );
  const hledgerTb = tools[1]!.hledger;
  if (hledgerTb) {
    const problems = disagreements(accounts, trial, parseHledgerBalance(hledgerTb.stdout));
    console.log(
      problems.length === 0
        ? "hledger agrees with the service's trial balance to the cent on every account"
        : `hledger DISAGREES on ${problems.length} accounts:\n  ${problems.join('\n  ')}`,
    );
  }
  const ledgerTb = tools[1]!.ledger;
  if (ledgerTb) {
    const theirs = parseLedgerRoots(ledgerTb.stdout);
    const ours = keelRoots(accounts, trial);
    const same =
      theirs.size === ours.size && [...ours].every(([root, cents]) => theirs.get(root) === cents);
    console.log(
      same
        ? `ledger agrees on every top-level account (${[...ours.keys()].join(', ')})`
        : `ledger DISAGREES by top-level account: ledger ${JSON.stringify([...theirs])}, Keel ${JSON.stringify([...ours])}`,
    );
  }
  const slowest = Math.max(...warm.map((t) => t.median));
  console.log(
    `target: every warm read under ${TARGET_MS} ms over ${company.lines} lines: slowest ${fmt(slowest)} ${verdict(slowest < TARGET_MS)}`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
// The in-process server of the cold half leaves the password hashing's threads behind.
process.exit(0);

// Write-load benchmark of the server's storage (docs/benchmarks.md, "Storage"). Usage:
//   npm run bench:write-load -- [--phases load,crash,memory,cold] [--writers 20] [--seconds 60]
//     [--transactions 50000] [--crashes 20] [--lines 1000000] [--storage files|postgres]
//     [--server built|tsx]
// load:   `--writers` REST writers on one company of `--transactions` transactions for `--seconds`,
//         on the embedded store, or with `--storage postgres` on a throwaway PostgreSQL cluster;
// crash:  `--crashes` times SIGKILL at a random moment of a write and sync burst, then a restart
//         and a count of the acknowledged REST writes and relayed sync updates it lost (either
//         `--storage`);
// memory: server RSS with 10 companies of 5,000 transactions open;
// cold:   the first trial balance of a company of `--lines` journal lines on a fresh server
//         (either `--storage`), beside hledger's and ledger-cli's `balance` on the same journal.
// The server runs bundled to JavaScript as `npm start` runs it, or with `--server tsx` from its
// TypeScript source through tsx.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { exportHledgerJournal, standardChartOfAccounts } from '@keel/core/domain';
import { generateCompany } from '../ledger/generateCompany';
import { timeTool } from '../ledger/externalTools';
import { startTestPostgres } from '@keel/sync-server/testing';
import { seedDataDir } from './seed';
import { startBenchServer } from './serverProcess';
import { writeLoad } from './load';
import { crashRounds } from './crash';
import { openCompaniesMemory } from './memory';
import { coldReport } from './cold';

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at >= 0 ? Number(process.argv[at + 1]) : fallback;
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`--${name} must be a positive integer`);
  return value;
}

const phasesAt = process.argv.indexOf('--phases');
const phases = new Set(
  (phasesAt >= 0 ? (process.argv[phasesAt + 1] ?? '') : 'load,crash,memory,cold').split(','),
);
const writers = option('writers', 20);
const seconds = option('seconds', 60);
const transactions = option('transactions', 50_000);
const crashes = option('crashes', 20);
const lines = option('lines', 1_000_000);
const storageAt = process.argv.indexOf('--storage');
const storage = storageAt >= 0 ? process.argv[storageAt + 1] : 'files';
if (storage !== 'files' && storage !== 'postgres')
  throw new Error('--storage must be files or postgres');
const serverAt = process.argv.indexOf('--server');
const serverMode = serverAt >= 0 ? process.argv[serverAt + 1] : 'built';
if (serverMode !== 'built' && serverMode !== 'tsx')
  throw new Error('--server must be built or tsx');
process.env.BENCH_SERVER = serverMode;

const ms = (value: number) => `${value.toFixed(1)} ms`;
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
const verdict = (met: boolean) => (met ? 'MET' : 'MISSED');

/** Runs `fn` on a fresh temp DATA_DIR, removed after. */
async function withDataDir<T>(fn: (dataDir: string) => Promise<T>): Promise<T> {
  const dataDir = await mkdtemp(join(tmpdir(), 'keel-bench-write-'));
  try {
    return await fn(dataDir);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

// Every y-websocket provider adds a process 'exit' listener.
process.setMaxListeners(0);
// Other work on the machine moves every figure: the load averages go with them.
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
console.log(`load average at start: ${load()}; server ${serverMode}`);
process.on('exit', () => console.log(`load average at end: ${load()}`));

if (phases.has('load'))
  await withDataDir(async (dataDir) => {
    const cluster = storage === 'postgres' ? await startTestPostgres({ durable: true }) : null;
    const databaseUrl = await cluster?.database();
    let start = performance.now();
    const { cookie, companyIds } = await seedDataDir(dataDir, 1, { transactions }, databaseUrl);
    console.log(
      `load (${storage}): seeded 1 company of ${transactions} transactions in ${ms(performance.now() - start)}`,
    );
    const server = await startBenchServer(
      dataDir,
      databaseUrl ? { DATABASE_URL: databaseUrl } : {},
    );
    try {
      start = performance.now();
      const result = await writeLoad(server.url, cookie, companyIds[0]!, writers, seconds);
      const held = result.lastTen / Math.max(1, result.firstTen);
      console.log(
        `load: ${writers} writers, ${seconds} s: ${result.writes} writes (${result.failures} failed), ${result.perSecond.toFixed(1)} writes/s, p50 ${ms(result.p50)}, p95 ${ms(result.p95)}, p99 ${ms(result.p99)}; first 10 s ${result.firstTen}, last 10 s ${result.lastTen} (${(held * 100).toFixed(0)}%)`,
      );
      console.log(
        `load: targets p95 < 100 ms ${verdict(result.p95 < 100)}, >= 200 writes/s ${verdict(result.perSecond >= 200)}, last 10 s >= 80% of first ${verdict(held >= 0.8)}`,
      );
    } finally {
      await server.stop();
      await cluster?.close();
    }
  });

if (phases.has('crash'))
  await withDataDir(async (dataDir) => {
    const cluster = storage === 'postgres' ? await startTestPostgres({ durable: true }) : null;
    const databaseUrl = await cluster?.database();
    const { cookie, companyIds } = await seedDataDir(
      dataDir,
      1,
      { transactions: 5_000 },
      databaseUrl,
    );
    const rounds = await crashRounds(
      dataDir,
      cookie,
      companyIds[0]!,
      crashes,
      (round, i) =>
        console.log(
          `crash (${storage}) ${i + 1}: killed after ${round.afterMs} ms; acknowledged ${round.acknowledged}, lost ${round.lostTransactions}; relayed ${round.relayed}, lost ${round.lostTasks}; corrupt files ${round.corrupt.length}`,
        ),
      databaseUrl ? { DATABASE_URL: databaseUrl } : {},
    ).finally(() => cluster?.close());
    const lost = rounds.reduce((sum, r) => sum + r.lostTransactions, 0);
    const lostTasks = rounds.reduce((sum, r) => sum + r.lostTasks, 0);
    const corrupt = rounds.reduce((sum, r) => sum + r.corrupt.length, 0);
    const acknowledged = rounds.reduce((sum, r) => sum + r.acknowledged, 0);
    const relayed = rounds.reduce((sum, r) => sum + r.relayed, 0);
    console.log(
      `crash: ${rounds.length} kills; acknowledged REST writes lost ${lost} of ${acknowledged}, relayed sync updates lost ${lostTasks} of ${relayed} (in ${rounds.filter((r) => r.lostTasks > 0).length} kills), corrupt files ${corrupt}: ${verdict(lost === 0 && lostTasks === 0 && corrupt === 0)}`,
    );
  });

if (phases.has('memory'))
  await withDataDir(async (dataDir) => {
    const { cookie, companyIds } = await seedDataDir(dataDir, 10, { transactions: 5_000 });
    const server = await startBenchServer(dataDir);
    try {
      // Longer than the server keeps a whole-document encoding after its last use (10 s).
      const result = await openCompaniesMemory(server, cookie, companyIds, 15_000);
      const usage = ({ rss, heapUsed, heapTotal, external }: NodeJS.MemoryUsage) =>
        `RSS ${mib(rss)} (heap ${mib(heapUsed)} of ${mib(heapTotal)}, external ${mib(external)})`;
      console.log(`memory: started: ${usage(result.before)}`);
      console.log(`memory: 10 companies of 5,000 transactions just opened: ${usage(result.open)}`);
      console.log(
        `memory: the 10 still open 15 s later: ${usage(result.settled)}: under 250 MB ${verdict(result.settled.rss < 250 * 1e6)}`,
      );
    } finally {
      await server.stop();
    }
  });

if (phases.has('cold'))
  await withDataDir(async (dataDir) => {
    const cluster = storage === 'postgres' ? await startTestPostgres({ durable: true }) : null;
    const databaseUrl = await cluster?.database();
    try {
      let start = performance.now();
      const company = generateCompany(lines, 36);
      const { cookie, companyIds } = await seedDataDir(
        dataDir,
        1,
        { entries: company.entries },
        databaseUrl,
      );
      console.log(
        `cold (${storage}): seeded ${company.lines} lines in ${company.entries.length} entries in ${ms(performance.now() - start)}`,
      );
      start = performance.now();
      // Held for the whole phase: the second report must read the loaded company, not load it again.
      const server = await startBenchServer(dataDir, {
        BENCH_DOC_IDLE_MS: String(3_600_000),
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      });
      const startMs = performance.now() - start;
      try {
        const result = await coldReport(server, cookie, companyIds[0]!);
        console.log(
          `cold (${storage}): server start ${ms(startMs)}; first trial balance ${ms(result.firstMs)} (under 1.5 s ${verdict(result.firstMs < 1500)}), second ${ms(result.secondMs)}; process start to first report ${ms(startMs + result.firstMs)}`,
        );
      } finally {
        await server.stop();
      }
      // The same question to hledger and ledger-cli, each a process started on the journal.
      const journal = join(dataDir, 'books.journal');
      await writeFile(journal, exportHledgerJournal(standardChartOfAccounts(), company.entries));
      for (const bin of ['/usr/bin/hledger', '/usr/bin/ledger']) {
        const run = timeTool(bin, journal, ['balance']);
        console.log(
          `cold: ${bin} balance, process start to answer: ${run ? ms(run.ms) : 'not installed'}`,
        );
      }
    } finally {
      await cluster?.close();
    }
  });

// Whatever a phase left open (keep-alive sockets, a client's retry timer) must not hold the
// process once every figure is printed.
process.exit(0);

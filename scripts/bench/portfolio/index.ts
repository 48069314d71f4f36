// Portfolio benchmark (issue 18): an accountant who is a member of N client companies, each with
// a year of books of realistic size, opens CPA Services' Client Portfolio with every health strip.
// Times GET /api/cpa/clients on a real Keel server (in this process, temp DATA_DIR, the real
// plugins): the first open (each client's summary read once), opens while nothing changed (the
// live summaries answer), an open after a sale in 10% of the clients (only those re-read), then
// the server is stopped and started again on the same DATA_DIR: the first open after the start
// (the summaries kept in the plugin's records, marked refreshing while each client's books are
// read again in the background), the time until no row is refreshing, and warm opens after it.
// Usage: npm run bench:portfolio -- [--clients 200] [--lines 3000] [--runs 5]
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fixedClock, exportHledgerJournal, standardChartOfAccounts } from '@keel/core/domain';
import {
  addMember,
  Client,
  signUpUser,
  startKeel,
  type TestKeel,
  type TestUser,
} from '@keel/sync-server/testing';
import { generateCompany } from '../ledger/generateCompany';

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at >= 0 ? Number(process.argv[at + 1]) : fallback;
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`--${name} must be a positive integer`);
  return value;
}

const clientCount = option('clients', 200);
const lineCount = option('lines', 3000);
const runs = option('runs', 5);
const TARGET_MS = 2000;
const fmt = (ms: number) => `${ms.toFixed(0)} ms`;
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
console.log(`load average at the start: ${load()}`);
// The books cover 2024; the server's day is early in 2025, so the trailing year is theirs.
const clock = fixedClock('2025-01-15T12:00:00');
// The DATA_DIR is the bench's own: the server is started on it twice.
const dataDir = await mkdtemp(join(tmpdir(), 'keel-portfolio-'));
let keel: TestKeel = await startKeel({ clock, dataDir });
try {
  const accounts = standardChartOfAccounts();
  const accountant = await signUpUser(keel.url, 'Ada', 'Ada Lovelace CPA');
  const start = performance.now();
  const clients: TestUser[] = [];
  for (let i = 0; i < clientCount; i += 1) {
    const owner = await signUpUser(keel.url, `Owner${i}`, `Client ${String(i).padStart(3, '0')}`);
    await addMember(keel, owner, accountant, i % 3 === 0 ? 'cpa' : 'accountant');
    const books = generateCompany(lineCount, 12, 20_240_101 + i);
    const res = await owner.client.request(
      'POST',
      `/api/companies/${owner.companyId}/import/journal`,
      exportHledgerJournal(accounts, books.entries),
      { 'content-type': 'text/plain' },
    );
    if (res.status !== 200)
      throw new Error(`import ${i}: ${res.status} ${JSON.stringify(res.body)}`);
    clients.push(owner);
    if ((i + 1) % 20 === 0)
      console.log(
        `  ${i + 1} clients seeded (${((performance.now() - start) / 1000).toFixed(0)} s)`,
      );
  }
  // Joining the clients made the last one current: the accountant works in the practice.
  await accountant.client.post(`/api/companies/${accountant.companyId}/switch`);
  console.log(
    `portfolio benchmark: ${clientCount} client companies of ${lineCount} journal lines (a year each), seeded in ${((performance.now() - start) / 1000).toFixed(0)} s`,
  );

  type Row = { id: string; revenueCents: number | null; health: { refreshing: boolean } | null };
  let latest: Row[] = [];
  let asker: Client = accountant.client;
  const open = async () => {
    const t0 = performance.now();
    const res = await asker.get(`/api/cpa/clients?companyId=${accountant.companyId}`);
    const ms = performance.now() - t0;
    const list = res.body.clients as Row[] | undefined;
    if (res.status !== 200 || list?.length !== clientCount || list.some((c) => c.health === null))
      throw new Error(`Client Portfolio: ${res.status}, ${list?.length} clients`);
    latest = list;
    return ms;
  };
  const revenueOf = (id: string) => latest.find((row) => row.id === id)?.revenueCents ?? null;

  const first = await open();
  const warm: number[] = [];
  for (let r = 0; r < runs; r += 1) warm.push(await open());
  const changed = clients.filter((_, i) => i % 10 === 0);
  const before = new Map(changed.map((owner) => [owner.companyId, revenueOf(owner.companyId)]));
  for (const owner of changed) {
    const res = await owner.client.post(`/api/companies/${owner.companyId}/transactions`, {
      description: 'Sale',
      amount: '125.00',
      accountId: 'sales',
      transactionDate: '2025-01-10',
      bankAccountId: 'checking',
      companyId: owner.companyId,
    });
    if (res.status !== 201) throw new Error(`sale: ${res.status} ${JSON.stringify(res.body)}`);
  }
  const afterChange = await open();
  // The answer right after the sales already has them: each changed client's summary was re-read.
  for (const owner of changed)
    if (revenueOf(owner.companyId) !== (before.get(owner.companyId) ?? 0) + 12_500)
      throw new Error(`The sale in ${owner.companyId} is not in its revenue`);
  // Past the 10 s the fraud and compliance alerts are reused for: they are read again.
  await new Promise((resolve) => setTimeout(resolve, 10_500));
  const alertsExpired = await open();

  // The server keeps each summary in its records in the background: wait for all of them.
  const index = join(dataDir, 'records', 'cpa', 'health-index', 'clients.json');
  const keptCount = async () => {
    const text = await readFile(index, 'utf8').catch(() => '{"keys":[]}');
    return (JSON.parse(text) as { keys: unknown[] }).keys.length;
  };
  while ((await keptCount()) < clientCount) await new Promise((r) => setTimeout(r, 100));
  await keel.server.close();
  console.log(`server stopped; load average ${load()}; starting it again on the same DATA_DIR`);

  const restartedAt = performance.now();
  keel = await startKeel({ clock, dataDir });
  const started = performance.now() - restartedAt;
  asker = new Client(keel.url);
  asker.cookie = accountant.client.cookie;
  const cold = await open();
  const refreshingAtCold = latest.filter((row) => row.health?.refreshing).length;
  let opensWhileRefreshing = 0;
  while (latest.some((row) => row.health?.refreshing)) {
    opensWhileRefreshing += 1;
    await new Promise((r) => setTimeout(r, 1000));
    await open();
  }
  const allRefreshed = performance.now() - restartedAt;
  const warmAfterStart: number[] = [];
  for (let r = 0; r < runs; r += 1) warmAfterStart.push(await open());

  const rows: [string, number][] = [
    ['first open (every summary read once)', first],
    [`open, nothing changed (median of ${runs})`, median(warm)],
    [`open after a sale in ${changed.length} clients`, afterChange],
    ['open after the alerts expired (fraud, compliance read again)', alertsExpired],
    ['server start on the same DATA_DIR', started],
    [`first open after the start (${refreshingAtCold} rows refreshing)`, cold],
    [`start to no row refreshing (${opensWhileRefreshing} opens between)`, allRefreshed],
    [`open after the refresh (median of ${runs})`, median(warmAfterStart)],
  ];
  for (const [label, ms] of rows) console.log(`  ${label.padEnd(62)} ${fmt(ms).padStart(8)}`);
  const met =
    Math.max(median(warm), afterChange, alertsExpired, cold, median(warmAfterStart)) < TARGET_MS;
  console.log(
    `target: every open but the very first (the books never read) under ${TARGET_MS} ms: ${met ? 'MET' : 'MISSED'}; load average at the end ${load()}`,
  );
} finally {
  await keel.close();
  // The server may still be writing a kept summary it was refreshing when it stopped.
  await rm(dataDir, { recursive: true, force: true, maxRetries: 5 });
}
// Like the ledger bench: the in-process server leaves the password hashing's threads behind.
process.exit(0);

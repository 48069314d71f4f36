// Bookkeeping screen benchmark: /bookkeeping with 50,000 transactions in the live company
// document, opened in headless Chromium against the built app (core/dist) served by a real Keel
// server with a temp DATA_DIR. Measures the first open (empty IndexedDB), the cached open (reload)
// and search keystroke to updated rows. Usage:
//   npm run bench:bookkeeping -- [--transactions 50000] [--runs 3] [--reloads 3] [--profile]
//                                [--static-dir <built app>]
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as Y from 'yjs';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { docIdFor, standardChartOfAccounts } from '@keel/core/domain';
import { startKeel, type TestKeel } from '@keel/sync-server/testing';
import { ACCOUNTS_TABLE, accountToRow } from '../../../plugins/bookkeeping/domain/schema';
import {
  LedgerCache,
  RULES_TABLE,
  TRANSACTIONS_TABLE,
  VENDORS_TABLE,
  readTransactions,
  transactionEntry,
  transactionToRow,
  type Transaction,
} from '../../../plugins/bookkeeping/domain/books';
import {
  filterTransactions,
  searchTexts,
} from '../../../plugins/bookkeeping/client/components/transactions/filterTransactions';
import { launchBrowser } from '../../../tests/support/browser';
import { signUpOwner } from '../sync/keelAccount';
import { benchRules, benchVendors, generateTransactions } from './generateBooks';
import {
  armKeystroke,
  countText,
  offlineCopyBytes,
  openProbe,
  type KeystrokeTiming,
  type OpenMarks,
} from './pageProbes';
import { replayClientLoad } from './clientStages';
import { summarizeProfile, type CpuProfile } from './profileSummary';
import { ENTRIES_TABLE, entryToRow } from '../../../plugins/bookkeeping/domain/ledger/entryRow';

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at >= 0 ? Number(process.argv[at + 1]) : fallback;
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`--${name} must be a positive integer`);
  return value;
}

const root = join(import.meta.dirname, '..', '..', '..');
const transactionCount = option('transactions', 50_000);
const coldRuns = option('runs', 3);
const reloads = option('reloads', 3);
const profile = process.argv.includes('--profile');
const staticDirAt = process.argv.indexOf('--static-dir');
const staticDir = staticDirAt >= 0 ? process.argv[staticDirAt + 1] : undefined;
const TARGET_OPEN_MS = 2000;
const TARGET_KEYSTROKE_MS = 100;
// Typed one key at a time, each waited for: selectivity from nearly every line to a few hundred.
const KEYS = [
  ...'gusto',
  ...Array<string>(5).fill('Backspace'),
  ...'amazon',
  ...Array<string>(6).fill('Backspace'),
];

const fmt = (ms: number | undefined) => (ms === undefined ? '-' : ms.toFixed(0));
const fmt1 = (ms: number) => ms.toFixed(1);
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
const verdict = (met: boolean) => (met ? 'MET' : 'MISSED');

interface Spread {
  median: number;
  min: number;
  max: number;
}

function spread(values: readonly number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return { median, min: sorted[0]!, max: sorted[sorted.length - 1]! };
}

const showSpread = (s: Spread, digits = 0) =>
  `median ${s.median.toFixed(digits)} ms  [min ${s.min.toFixed(digits)}, max ${s.max.toFixed(digits)}]`;

/** Builds core/dist unless it was built from the current sources (scripts/lib/webBuild.mjs). */
function ensureWebBuild(): void {
  const lib = pathToFileURL(join(root, 'scripts', 'lib', 'webBuild.mjs')).href;
  execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import { ensureWebBuild } from ${JSON.stringify(lib)}; ensureWebBuild(${JSON.stringify(root)});`,
    ],
    { stdio: 'inherit' },
  );
}

interface Seeded {
  transactions: Transaction[];
  categorized: number;
  pending: number;
  entries: number;
  invalid: number;
  writeMs: number;
  commitMs: number;
  docBytes: number;
  /** The whole document as the server's sync step 2 sends it to a new client. */
  update: Uint8Array;
  encodeMs: number;
}

/** Writes the chart, vendors, rules and the transactions with their entries on the server. */
async function seedBooks(keel: TestKeel, companyId: string): Promise<Seeded> {
  const docs = keel.server.services.docs;
  const store = await docs.store(companyId, 'bookkeeping');
  const generated = generateTransactions(transactionCount, {
    from: '2024-01-01',
    to: '2026-11-21',
    at: new Date().toISOString(),
    by: 'bench',
  });
  const start = performance.now();
  store.transaction(() => {
    for (const account of standardChartOfAccounts())
      store.setRow(ACCOUNTS_TABLE, account.id, accountToRow(account));
    for (const { id, ...row } of benchVendors) store.setRow(VENDORS_TABLE, id, row);
    for (const { id, ...row } of benchRules) store.setRow(RULES_TABLE, id, row);
  });
  // In store transactions of 500 lines, as importStatementLines writes an import.
  for (let at = 0; at < generated.length; at += 500) {
    store.transaction(() => {
      for (const transaction of generated.slice(at, at + 500)) {
        store.setRow(TRANSACTIONS_TABLE, transaction.id, transactionToRow(transaction));
        const entry = transactionEntry(transaction);
        if (entry) store.setRow(ENTRIES_TABLE, entry.id, entryToRow(entry));
      }
    });
  }
  const writeMs = performance.now() - start;
  await docs.commit(companyId);
  const commitMs = performance.now() - start - writeMs;
  const shared = await docs.get(docIdFor(companyId));
  const encodeStart = performance.now();
  const update = Y.encodeStateAsUpdate(shared.doc);
  const encodeMs = performance.now() - encodeStart;
  // What the screen will read: the stored transactions, and the ledger as the client's cache builds it.
  const transactions = readTransactions(store.getTable(TRANSACTIONS_TABLE));
  const ledger = new LedgerCache(store);
  const snapshot = ledger.snapshot();
  ledger.dispose();
  const pending = transactions.filter((t) => t.accountId === '').length;
  return {
    transactions,
    categorized: transactions.length - pending,
    pending,
    entries: snapshot.entries.length,
    invalid: snapshot.invalid.size,
    writeMs,
    commitMs,
    docBytes: update.byteLength,
    update,
    encodeMs,
  };
}

/** Changes one line's reference on the server, as a member's edit would. */
async function changeOneLine(
  keel: TestKeel,
  companyId: string,
  transaction: Transaction,
  run: number,
): Promise<void> {
  const store = await keel.server.services.docs.store(companyId, 'bookkeeping');
  const { id, ...fields } = transaction;
  store.setRow(
    TRANSACTIONS_TABLE,
    id,
    transactionToRow({ ...fields, reference: `BENCH-RUN-${run}` }),
  );
  await keel.server.services.docs.commit(companyId);
}

interface PreviewTiming {
  ms: number;
  wireBytes: number;
  jsonBytes: number;
}

/** One GET of the books preview as the browser asks for it (gzip), timed to its first byte. */
async function timePreview(
  base: string,
  cookie: string,
  companyId: string,
): Promise<PreviewTiming> {
  const start = performance.now();
  const res = await fetch(`${base}/api/companies/${companyId}/books/preview`, {
    headers: { cookie, origin: base, 'accept-encoding': 'gzip' },
  });
  const ms = performance.now() - start;
  const json = await res.arrayBuffer();
  if (!res.ok) throw new Error(`preview answered ${res.status}`);
  const plain = await fetch(`${base}/api/companies/${companyId}/books/preview`, {
    method: 'HEAD',
    headers: { cookie, origin: base, 'accept-encoding': 'gzip' },
  });
  return {
    ms,
    wireBytes: Number(plain.headers.get('content-length') ?? Number.NaN),
    jsonBytes: json.byteLength,
  };
}

interface Session {
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
}

/** A fresh browser profile (no IndexedDB, no HTTP cache) signed in with the owner's cookie. */
async function signedInSession(
  browser: Browser,
  base: string,
  cookie: string,
  probe: string,
): Promise<Session> {
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width: 1280, height: 860 },
  });
  const at = cookie.indexOf('=');
  await context.addCookies([{ name: cookie.slice(0, at), value: cookie.slice(at + 1), url: base }]);
  await context.addInitScript({ content: probe });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  return { context, page, cdp };
}

type Metrics = Record<string, number>;

async function metrics(cdp: CDPSession): Promise<Metrics> {
  const { metrics: list } = await cdp.send('Performance.getMetrics');
  return Object.fromEntries(list.map(({ name, value }) => [name, value]));
}

interface OpenResult {
  marks: OpenMarks;
  /** The page's live JS heap once the rows are shown (Performance.getMetrics). */
  heapBytes: number;
  profile?: CpuProfile;
}

/** One navigation, timed by the probe in the page; optionally under the CPU profiler. */
async function measureOpen(
  { page, cdp }: Session,
  navigate: () => Promise<unknown>,
  withProfile = false,
): Promise<OpenResult> {
  if (withProfile) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
    await cdp.send('Profiler.start');
  }
  await navigate();
  await page.waitForFunction('window.__bench && window.__bench.finished', undefined, {
    polling: 200,
    timeout: 300_000,
  });
  const recorded = withProfile
    ? ((await cdp.send('Profiler.stop')).profile as unknown as CpuProfile)
    : undefined;
  const marks = (await page.evaluate('window.__bench.marks')) as OpenMarks;
  const after = await metrics(cdp);
  return {
    marks,
    heapBytes: after.JSHeapUsedSize ?? 0,
    ...(recorded ? { profile: recorded } : {}),
  };
}

/** Waits until the page's IndexedDB copy holds (nearly) the whole document. */
async function waitForOfflineCopy(page: Page, docBytes: number): Promise<number> {
  const deadline = Date.now() + 120_000;
  let bytes = 0;
  while (Date.now() < deadline) {
    bytes = (await page.evaluate(offlineCopyBytes)) as number;
    if (bytes >= docBytes * 0.9) return bytes;
    await page.waitForTimeout(500);
  }
  throw new Error(`the IndexedDB copy holds ${bytes} bytes of ${docBytes} after 120 s`);
}

interface KeystrokeSample extends KeystrokeTiming {
  key: string;
  query: string;
  shown: number;
}

/** Types KEYS into 'Search transactions' one at a time, each measured until its rows are shown. */
async function measureKeystrokes(
  page: Page,
  transactions: readonly Transaction[],
): Promise<KeystrokeSample[]> {
  const texts = searchTexts(transactions);
  const search = page.getByLabel('Search transactions');
  await search.click();
  await page.waitForTimeout(300);
  const samples: KeystrokeSample[] = [];
  let query = '';
  for (const key of KEYS) {
    query = key === 'Backspace' ? query.slice(0, -1) : query + key;
    const shown = filterTransactions(transactions, texts, query, 'all').length;
    await page.evaluate(armKeystroke(countText(shown, transactions.length)));
    await page.keyboard.press(key);
    const timing = (await page.evaluate('window.__keystroke')) as KeystrokeTiming;
    samples.push({ key, query, shown, ...timing });
    await page.waitForTimeout(150);
  }
  return samples;
}

function printOpen(title: string, results: readonly OpenResult[], count: string): Spread {
  console.log(title);
  console.log(
    '  run  response  DOMContentLoaded  tabs  Transactions tab  first rows  all rows  painted  synced  live  long tasks (n / ms)  JS heap  preview sent / first byte / last byte',
  );
  results.forEach(({ marks: m, ...r }, i) => {
    const longMs = m.longTasks.reduce((sum, [, duration]) => sum + duration, 0);
    console.log(
      `  ${String(i + 1).padStart(3)}  ${fmt(m.responseEnd).padStart(8)}  ${fmt(m.domContentLoaded).padStart(16)}  ${fmt(m.tabs).padStart(4)}  ${fmt(m.transactionsTab).padStart(16)}  ${fmt(m.firstRows).padStart(10)}  ${fmt(m.allRows).padStart(8)}  ${fmt(m.allRowsPainted).padStart(7)}  ${fmt(m.synced).padStart(6)}  ${fmt(m.live).padStart(4)}  ${`${m.longTasks.length} / ${fmt(longMs)}`.padStart(19)}  ${mb(r.heapBytes).padStart(7)}  ${m.preview ? m.preview.map(fmt).join(' / ') : '-'}`,
    );
  });
  const usable = spread(results.map((r) => r.marks.allRowsPainted ?? Number.NaN));
  const synced = spread(results.map((r) => r.marks.synced ?? Number.NaN));
  const live = spread(results.map((r) => r.marks.live ?? Number.NaN));
  console.log(
    `  usable (rows shown, count reads '${count}', frame painted): ${showSpread(usable)}`,
  );
  console.log(`  synced (the header's indicator reads 'Synced'): ${showSpread(synced)}`);
  console.log(`  live ('Add Transaction' enabled: the live store is bound): ${showSpread(live)}`);
  return usable;
}

function printProfile(title: string, result: OpenResult): void {
  if (!result.profile) return;
  const file = join(tmpdir(), `keel-bench-bookkeeping-${title.replace(/\W+/g, '-')}.cpuprofile`);
  writeFileSync(file, JSON.stringify(result.profile));
  console.log(`CPU profile of the ${title} (main thread, 0.5 ms sampling), written to ${file}`);
  for (const line of summarizeProfile(result.profile)) console.log(`  ${line}`);
}

const started = performance.now();
ensureWebBuild();
const keel = await startKeel({
  staticDir: staticDir ?? join(root, 'core', 'dist'),
  // The document stays loaded between seeding and the browser's visit, as on a busy server.
  docIdleMs: 3_600_000,
});
let browser: Browser | undefined;
try {
  const { cookie, companyId } = await signUpOwner(keel.url);
  const seeded = await seedBooks(keel, companyId);
  const total = seeded.transactions.length;
  const expectedCount = countText(total, total);
  console.log(
    `bookkeeping screen benchmark: ${total.toLocaleString('en-US')} transactions (${seeded.categorized.toLocaleString('en-US')} categorized with ${seeded.entries.toLocaleString('en-US')} journal entries, ${seeded.pending.toLocaleString('en-US')} pending, ${seeded.invalid} rows left out of the ledger)`,
  );
  console.log(
    `  written to the server's bookkeeping store in ${fmt(seeded.writeMs)} ms, committed in ${fmt(seeded.commitMs)} ms`,
  );
  console.log(
    `  Yjs document (encodeStateAsUpdate): ${mb(seeded.docBytes)} (${seeded.docBytes} bytes), encoded by the server in ${fmt(seeded.encodeMs)} ms`,
  );
  console.log(
    `  app: ${staticDir ?? 'core/dist'}; browser: headless ${'/usr/bin/chromium'} 1280x860; times in ms from navigation start`,
  );
  browser = await launchBrowser();
  const probe = openProbe(expectedCount);

  // (a) First open: a fresh profile each run, so nothing is cached in IndexedDB or HTTP.
  const cold: OpenResult[] = [];
  let session: Session | undefined;
  for (let run = 0; run < coldRuns; run += 1) {
    await session?.context.close();
    // Run 1 finds the server with no preview of these books yet; each later run finds one line
    // changed since the last, as a member's edit would leave it, so the preview is made again.
    if (run > 0) await changeOneLine(keel, companyId, seeded.transactions[run]!, run);
    session = await signedInSession(browser, keel.url, cookie, probe);
    const page = session.page;
    cold.push(await measureOpen(session, () => page.goto('/bookkeeping', { waitUntil: 'commit' })));
  }
  const last = session!;
  const idbBytes = await waitForOfflineCopy(last.page, seeded.docBytes);

  // (a') Second open of the same profile: the document comes from IndexedDB.
  const cached: OpenResult[] = [];
  for (let run = 0; run < reloads; run += 1) {
    await last.page.waitForTimeout(1000);
    cached.push(await measureOpen(last, () => last.page.reload({ waitUntil: 'commit' })));
  }

  // The server's side of the preview: made again after a change, then served from its cache.
  await changeOneLine(keel, companyId, seeded.transactions[coldRuns]!, coldRuns);
  const previewMade = await timePreview(keel.url, cookie, companyId);
  const previewCached = await timePreview(keel.url, cookie, companyId);

  // (b) Search keystroke to updated rows, on the open Transactions tab.
  const keystrokes = await measureKeystrokes(last.page, seeded.transactions);

  const coldUsable = printOpen(
    `(a) first open of /bookkeeping, empty IndexedDB (${coldRuns} runs, each in a fresh browser profile; run 1 is the server's first preview of these books, later runs follow a change to one line)`,
    cold,
    expectedCount,
  );
  const cachedUsable = printOpen(
    `(a') second open (reload), document from IndexedDB (${mb(idbBytes)} stored) (${reloads} runs)`,
    cached,
    expectedCount,
  );
  console.log(
    `server: GET books/preview answers in ${fmt(previewMade.ms)} ms after a change (made again), ${fmt(previewCached.ms)} ms from its cache; ${mb(previewCached.jsonBytes)} of JSON, ${mb(previewCached.wireBytes)} gzipped`,
  );
  console.log(`(b) search keystroke to updated rows, ${keystrokes.length} keystrokes`);
  console.log('  key        query     rows shown   to rows ms   to painted frame ms');
  for (const k of keystrokes)
    console.log(
      `  ${k.key.padEnd(9)}  ${JSON.stringify(k.query).padEnd(8)}  ${k.shown.toLocaleString('en-US').padStart(10)}   ${fmt1(k.rows).padStart(10)}   ${fmt1(k.painted).padStart(19)}`,
    );
  const keyRows = spread(keystrokes.map((k) => k.rows));
  const keyPainted = spread(keystrokes.map((k) => k.painted));
  console.log(`  to rows (DOM committed): ${showSpread(keyRows, 1)}`);
  console.log(`  to painted frame:        ${showSpread(keyPainted, 1)}`);

  console.log('peer: none. There is no peer app for this screen to measure in the same run.');
  console.log('targets:');
  console.log(
    `  first render under ${TARGET_OPEN_MS} ms: first open ${fmt(coldUsable.median)} ms ${verdict(coldUsable.median < TARGET_OPEN_MS)}, cached open ${fmt(cachedUsable.median)} ms ${verdict(cachedUsable.median < TARGET_OPEN_MS)}`,
  );
  console.log(
    `  search keystroke to updated rows under ${TARGET_KEYSTROKE_MS} ms: median ${fmt1(keyPainted.median)} ms to the painted frame ${verdict(keyPainted.median < TARGET_KEYSTROKE_MS)} (max ${fmt1(keyPainted.max)} ms)`,
  );

  await last.context.close();
  console.log(
    "where the time goes: the browser's steps on the document, replayed in Node on the same code (one run):",
  );
  for (const stage of replayClientLoad(seeded.update))
    console.log(`  ${fmt(stage.ms).padStart(6)} ms  ${stage.name}`);

  if (profile) {
    await changeOneLine(keel, companyId, seeded.transactions[0]!, 0);
    const profiled = await signedInSession(browser, keel.url, cookie, probe);
    const first = await measureOpen(
      profiled,
      () => profiled.page.goto('/bookkeeping', { waitUntil: 'commit' }),
      true,
    );
    printProfile('first open', first);
    await waitForOfflineCopy(profiled.page, seeded.docBytes);
    await profiled.page.waitForTimeout(1000);
    const again = await measureOpen(
      profiled,
      () => profiled.page.reload({ waitUntil: 'commit' }),
      true,
    );
    printProfile('cached open', again);
    await profiled.context.close();
  }
  console.log(`(whole run ${((performance.now() - started) / 1000).toFixed(0)} s)`);
} finally {
  await browser?.close();
  await keel.close();
}
process.exit(0);

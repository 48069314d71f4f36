// Imports a 100,000-row CSV statement the way the Upload Statement dialog does: parse, plan
// duplicates, categorize and write into the bookkeeping store bound to its Yjs document.
// Run: npm run bench:import [-- rows]
import * as Y from 'yjs';
import { createStore } from 'tinybase';
import { bindStoreToDoc, standardChartOfAccounts } from '@keel/core/domain';
import {
  bookkeepingTables,
  ACCOUNTS_TABLE,
  accountToRow,
} from '../../../plugins/bookkeeping/domain/schema';
import { RULES_TABLE, importStatementLines } from '../../../plugins/bookkeeping/domain/books';
import {
  isCsvNeedsMapping,
  parseCsvStatement,
} from '../../../plugins/bookkeeping/domain/statements';
import { generateStatementCsv } from './generateStatement';

const rows = Number(process.argv[2] ?? 100_000);
const csv = generateStatementCsv(rows);

function importOnce() {
  const doc = new Y.Doc();
  const store = createStore();
  if (!process.env.NO_BIND)
    bindStoreToDoc(store, doc, 'bookkeeping', Object.keys(bookkeepingTables));
  store.transaction(() => {
    for (const account of standardChartOfAccounts())
      store.setRow(ACCOUNTS_TABLE, account.id, accountToRow(account));
    store.setRow(RULES_TABLE, 'r1', {
      keyword: 'gusto',
      accountId: 'payroll-wages',
      category: 'expense',
    });
    store.setRow(RULES_TABLE, 'r2', {
      keyword: 'client ach',
      accountId: 'service-revenue',
      category: 'income',
    });
  });
  const t0 = performance.now();
  const parsed = parseCsvStatement(csv);
  if (isCsvNeedsMapping(parsed)) throw new Error('the bench CSV needed a column mapping');
  const t1 = performance.now();
  let id = 0;
  const outcome = importStatementLines(store, {
    bankAccountId: 'checking',
    lines: parsed.lines,
    source: 'import',
    by: 'bench',
    at: new Date().toISOString(),
    newId: () => `imp-${++id}`,
  });
  const t2 = performance.now();
  const update = Y.encodeStateAsUpdate(doc);
  return {
    parseMs: t1 - t0,
    importMs: t2 - t1,
    totalMs: t2 - t0,
    outcome,
    docBytes: update.byteLength,
  };
}

const runCount = Number(process.env.RUNS ?? 3);
const runs = Array.from({ length: runCount }, importOnce).sort((a, b) => a.totalMs - b.totalMs);
const median = runs[Math.floor(runCount / 2)]!;
console.log(
  `CSV statement import, ${rows.toLocaleString('en-US')} rows (${(csv.length / 1e6).toFixed(1)} MB), median of ${runCount}`,
);
console.log(`  parse CSV:            ${median.parseMs.toFixed(0)} ms`);
console.log(`  plan, categorize, write to the bound store: ${median.importMs.toFixed(0)} ms`);
console.log(`  total:                ${median.totalMs.toFixed(0)} ms (target under 5,000 ms)`);
console.log(
  `  imported ${median.outcome.imported}, auto-categorized ${median.outcome.autoCategorized}, skipped ${median.outcome.skipped.length}`,
);
console.log(`  Yjs document after import: ${(median.docBytes / 1e6).toFixed(1)} MB`);

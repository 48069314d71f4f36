// How long each browser step takes on a document of N transactions (and their entries), from
// binding a fresh store to the first render. Run: npx tsx scripts/bench/bookkeeping/bindingLoadProbe.ts [N]
import * as Y from 'yjs';
import { standardChartOfAccounts } from '@keel/core/domain';
import { createStore } from 'tinybase';
import { COMPANY_SCOPE, bindStoreToDoc, tinybaseSchemaFor } from '@keel/core/domain';
import { plugin } from '../../../plugins/bookkeeping/plugin';
import { ACCOUNTS_TABLE, accountToRow } from '../../../plugins/bookkeeping/domain/schema';
import {
  TRANSACTIONS_TABLE,
  transactionEntry,
  transactionToRow,
} from '../../../plugins/bookkeeping/domain/books';
import { replayClientLoad } from './clientStages';
import { generateTransactions } from './generateBooks';
import { ENTRIES_TABLE, entryToRow } from '../../../plugins/bookkeeping/domain/ledger/entryRow';

const count = Number(process.argv[2] ?? 20_000);
const tableIds = Object.entries(plugin.tables)
  .filter(([, table]) => table.scope === COMPANY_SCOPE)
  .map(([tableId]) => tableId);
const serverDoc = new Y.Doc();
const server = createStore().setTablesSchema(tinybaseSchemaFor(plugin, COMPANY_SCOPE));
bindStoreToDoc(server, serverDoc, plugin.id, tableIds);
const list = generateTransactions(count, {
  from: '2025-01-01',
  to: '2026-11-20',
  at: '2026-11-20T00:00:00.000Z',
  by: 'bench',
});
server.transaction(() => {
  for (const account of standardChartOfAccounts())
    server.setRow(ACCOUNTS_TABLE, account.id, accountToRow(account));
  for (const transaction of list) {
    server.setRow(TRANSACTIONS_TABLE, transaction.id, transactionToRow(transaction));
    const entry = transactionEntry(transaction);
    if (entry) server.setRow(ENTRIES_TABLE, entry.id, entryToRow(entry));
  }
});
const update = Y.encodeStateAsUpdate(serverDoc);
console.log(`${count} transactions, document ${(update.byteLength / 1e6).toFixed(1)} MB`);
for (const stage of replayClientLoad(update))
  console.log(`  ${stage.ms.toFixed(0).padStart(6)} ms  ${stage.name}`);

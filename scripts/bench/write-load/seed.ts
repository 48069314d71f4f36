import { standardChartOfAccounts, type JournalEntry } from '@keel/core/domain';
import { startKeel } from '@keel/sync-server/testing';
import { ACCOUNTS_TABLE, accountToRow } from '../../../plugins/bookkeeping/domain/schema';
import { ENTRIES_TABLE, entryToRow } from '../../../plugins/bookkeeping/domain/ledger/entryRow';
import {
  RULES_TABLE,
  TRANSACTIONS_TABLE,
  VENDORS_TABLE,
  transactionEntry,
  transactionToRow,
} from '../../../plugins/bookkeeping/domain/books';
import { benchRules, benchVendors, generateTransactions } from '../bookkeeping/generateBooks';
import { createCompanies, signUpOwner } from '../sync/keelAccount';

/** An owner's session and the companies a seeded DATA_DIR holds. */
export interface Seeded {
  cookie: string;
  companyIds: string[];
}

/** What each seeded company's books hold. */
export interface SeedBooks {
  /** Bank transactions, each with its journal entry (scripts/bench/bookkeeping's generator). */
  transactions?: number;
  /** Journal entries written as they are (scripts/bench/ledger's generator). */
  entries?: readonly JournalEntry[];
}

const CHUNK = 500;

/**
 * Fills a DATA_DIR (and the database, when `databaseUrl` is given) through a server in this process, with the code of this checkout: an owner
 * (signed up over HTTP, so the session cookie works on the next server) and `companies`
 * companies of the given books, written to the server's store in transactions of 500 rows as an
 * import writes them, then saved and the server closed.
 */
export async function seedDataDir(
  dataDir: string,
  companies: number,
  books: SeedBooks,
  databaseUrl?: string,
): Promise<Seeded> {
  const keel = await startKeel({ dataDir, ...(databaseUrl ? { databaseUrl } : {}) });
  try {
    const { cookie, companyId } = await signUpOwner(keel.url);
    const companyIds = [companyId, ...(await createCompanies(keel.url, cookie, companies - 1))];
    for (const id of companyIds) {
      const store = await keel.server.services.docs.store(id, 'bookkeeping');
      store.transaction(() => {
        for (const account of standardChartOfAccounts())
          store.setRow(ACCOUNTS_TABLE, account.id, accountToRow(account));
        for (const { id: vendorId, ...row } of benchVendors)
          store.setRow(VENDORS_TABLE, vendorId, row);
        for (const { id: ruleId, ...row } of benchRules) store.setRow(RULES_TABLE, ruleId, row);
      });
      const generated = books.transactions
        ? generateTransactions(books.transactions, {
            from: '2024-01-01',
            to: '2026-11-21',
            at: '2026-11-21T12:00:00.000Z',
            by: 'bench',
          })
        : [];
      for (let at = 0; at < generated.length; at += CHUNK)
        store.transaction(() => {
          for (const transaction of generated.slice(at, at + CHUNK)) {
            store.setRow(TRANSACTIONS_TABLE, transaction.id, transactionToRow(transaction));
            const entry = transactionEntry(transaction);
            if (entry) store.setRow(ENTRIES_TABLE, entry.id, entryToRow(entry));
          }
        });
      const entries = books.entries ?? [];
      for (let at = 0; at < entries.length; at += CHUNK * 10)
        store.transaction(() => {
          for (const entry of entries.slice(at, at + CHUNK * 10))
            store.setRow(ENTRIES_TABLE, entry.id, entryToRow(entry));
        });
      await keel.server.services.docs.commit(id);
    }
    return { cookie, companyIds };
  } finally {
    await keel.close();
  }
}

import type { ServerPluginContext } from '@keel/core/server';
import { planJournalImport } from '../../domain/journalImport/planJournalImport';
import { TRANSACTIONS_TABLE } from '../../domain/books/transactionRow';
import { ACCOUNTS_TABLE, accountToRow } from '../../domain/schema';
import { archiveLibraryFor } from '../archive/archiveLibrary';
import { openBooks } from '../books';
import { companyParamsSchema } from '../routes/company.schema';
import { journalImporters } from '../routes/access';
import { formErrorsBody } from '../routes/errors';
import { readJournalText } from './readJournalText';
import { ENTRIES_TABLE, entryToRow } from '../../domain/ledger/entryRow';

/** How many problems a refused import lists. */
const LISTED = 20;

/**
 * POST /api/companies/:companyId/import/journal: an hledger journal (text/plain body or a form's
 * `file`, up to 10 MB) read into the books in one store transaction, or nothing written (400
 * listing the first problems by line). Entries whose id the books hold, live or archived, are
 * skipped and counted.
 */
export function registerJournalImportRoutes({
  companyRouter,
  data,
  auth,
  files,
  log,
}: ServerPluginContext): void {
  const library = archiveLibraryFor({ files, log });

  companyRouter.post('/import/journal', async (ctx) => {
    const { companyId } = companyParamsSchema.parse(ctx.params);
    await auth.requireMember(ctx, companyId, journalImporters);
    const read = await readJournalText(ctx);
    if (!read.ok) {
      if (read.closeConnection) ctx.set('Connection', 'close');
      ctx.status = read.status;
      ctx.body =
        read.status === 400 ? formErrorsBody({ journal: read.message }) : { error: read.message };
      return;
    }
    const books = await openBooks({ data, log }, companyId);
    const existingIds = new Set([
      ...books.store.getRowIds(ENTRIES_TABLE),
      ...books.store.getRowIds(TRANSACTIONS_TABLE),
    ]);
    for (const { file } of await library.archives(companyId, books.store))
      for (const id of [...Object.keys(file.entries), ...Object.keys(file.transactions)])
        existingIds.add(id);
    const result = planJournalImport(read.text, {
      accounts: books.ledger.snapshot().accounts,
      existingIds,
      lockDate: books.settings.lockDate,
    });
    if (!result.ok) {
      ctx.status = 400;
      ctx.body = {
        ...formErrorsBody({ journal: result.errors[0] ?? 'The journal cannot be imported' }),
        problems: result.errors.slice(0, LISTED),
        problemCount: result.errors.length,
      };
      return;
    }
    const { accounts, entries, skipped } = result.plan;
    books.store.transaction(() => {
      for (const account of accounts)
        books.store.setRow(ACCOUNTS_TABLE, account.id, accountToRow(account));
      for (const entry of entries) books.store.setRow(ENTRIES_TABLE, entry.id, entryToRow(entry));
    });
    await data.commit(companyId);
    ctx.body = {
      entriesImported: entries.length,
      entriesSkipped: skipped,
      accountsCreated: accounts.map(({ id, number, name, type, subtype }) => ({
        id,
        number,
        name,
        type,
        subtype,
      })),
    };
  });
}

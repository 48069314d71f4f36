import type { ServerPluginContext } from '@keel/core/server';
import { VENDORS_TABLE, readVendors } from '../../domain/books/vendors';
import { readCloseStatus } from '../../domain/ledger/closeStatus';
import { activityQuerySchema, readBookActivity } from '../../domain/ledger/bookActivity';
import { transactionCacheFor } from '../../domain/books/transactionCache';
import { LINE_HOLDS_TABLE, lineHoldRowSchema } from '../../domain/books/lineHolds';
import { storeTransaction } from '../../domain/books/writeTransaction';
import { sharedIdentifiers, vendorsWithPrints } from '../../domain/books/vendorIdentifiers';
import { vendorFingerprintsFor } from '../vendors/vendorFingerprints';
import { bankLineHoldRequestSchema } from '../../domain/ledger/bankLineHolds';
import {
  ledgerReads,
  type LedgerReadName,
  type ReadAnswer,
  type ReadContext,
} from '../../domain/ledger/ledgerReads';
import { ledgerView, type LedgerView } from '../../domain/ledger/ledgerView';
import { EntriesNotKept } from '../../domain/ledger/ledgerSummary';
import { keptLedgerView } from './keptLedgerView';
import {
  vendorPaymentsOfYear,
  vendorPaymentsQuerySchema,
} from '../../domain/ledger/vendorPayments';
import { indexedYear, ledgerParts } from '../../domain/ledger/spanLedger';
import type { LedgerService } from '../../domain/public';
import { archiveLibraryFor } from '../archive/archiveLibrary';
import { openBooks } from '../books';
import { postEntry } from './postEntry';
import { ledgerSubscriptions } from './ledgerSubscriptions';

type Services = Pick<ServerPluginContext, 'data' | 'files' | 'log' | 'clock'>;

/**
 * A company's ledger as one read needs it: the live books (their cache's day index, kept current
 * with the document) and, when the read reaches back into archived fiscal years, those years' archives
 * (read once per chart and indexed). The first read of a company loads its document and builds the
 * index; later reads cost only adding up days (docs/benchmarks.md, "Ledger service").
 */
export async function openLedgerView(
  { data, files, log }: Services,
  companyId: string,
  /** The first date whose entries must be exact, given the fiscal year's first month (LedgerRead.start). */
  startFor: (fiscalYearStartMonth: number) => string | undefined | null,
): Promise<{ view: LedgerView; context: ReadContext }> {
  const books = await openBooks({ data, log }, companyId);
  const { fiscalYearStartMonth } = books.settings;
  const start = startFor(fiscalYearStartMonth);
  const { accounts } = books.ledger.snapshot();
  const transactions = transactionCacheFor(books.store);
  const live = { index: books.ledger.index(), transaction: (id: string) => transactions.get(id) };
  const archives =
    start === null
      ? []
      : (await archiveLibraryFor({ files, log }).years(companyId, books.store, accounts)).map(
          indexedYear,
        );
  const view = ledgerView(
    accounts,
    fiscalYearStartMonth,
    ledgerParts(live, archives, start ?? undefined),
  );
  const vendorName = (id: string) => {
    const name = books.store.getCell(VENDORS_TABLE, id, 'name');
    return typeof name === 'string' ? name : undefined;
  };
  return { view, context: { vendorName } };
}

/**
 * Answers one read: checks the query with the read's schema (a ZodError when it is not one; a
 * LedgerQueryError when it names an unknown account), then reads the ledger it needs: for a company
 * not in memory, a read of totals is answered from the summary kept with its last snapshot
 * (keptLedgerView) without loading the books; anything else loads them.
 */
export async function answerRead<K extends LedgerReadName>(
  services: Services,
  name: K,
  companyId: string,
  rawQuery: unknown,
): Promise<ReadAnswer<K>> {
  const spec = ledgerReads[name];
  const query: unknown = spec.query.parse(rawQuery ?? {});
  // Each read's spec takes its own query: the names tie them, which TypeScript cannot follow here.
  const { start, read } = spec as unknown as {
    start(query: unknown, month: number): string | undefined | null;
    read(view: LedgerView, query: unknown, context: ReadContext): ReadAnswer<K>;
  };
  const kept = await keptLedgerView(services, companyId);
  if (kept) {
    try {
      return read(kept.view, query, kept.context);
    } catch (error) {
      if (!(error instanceof EntriesNotKept)) throw error;
    }
  }
  const { view, context } = await openLedgerView(services, companyId, (month) =>
    start(query, month),
  );
  return read(view, query, context);
}

/** The ledger service Bookkeeping provides (`bookkeeping.ledger`), for one server. */
export function bookkeepingLedgerService(
  services: Services & Pick<ServerPluginContext, 'secrets'>,
): LedgerService {
  const reader =
    <K extends LedgerReadName>(name: K) =>
    (companyId: string, query?: unknown) =>
      answerRead(services, name, companyId, query);
  return {
    accounts: reader('accounts'),
    entries: reader('entries'),
    balances: reader('balances'),
    trialBalance: reader('trialBalance'),
    profitAndLoss: reader('profitAndLoss'),
    balanceSheet: reader('balanceSheet'),
    cashFlow: reader('cashFlow'),
    generalLedger: reader('generalLedger'),
    totals: reader('totals'),
    subscribe: (companyId, listener) => ledgerSubscriptions.subscribe(companyId, listener),
    async closeStatus(companyId) {
      const books = await openBooks(services, companyId);
      return readCloseStatus(books.store, transactionCacheFor(books.store).transactions());
    },
    async vendorPayments(companyId, rawQuery) {
      const { year } = vendorPaymentsQuerySchema.parse(rawQuery);
      const books = await openBooks(services, companyId);
      return vendorPaymentsOfYear(
        readVendors(books.store.getTable(VENDORS_TABLE)),
        transactionCacheFor(books.store).transactions(),
        year,
      );
    },
    async activity(companyId, query) {
      const range = activityQuerySchema.parse(query ?? {});
      const books = await openBooks(services, companyId);
      return readBookActivity(books.store, transactionCacheFor(books.store).transactions(), range);
    },
    post: (companyId, request) => postEntry(services, companyId, request),
    async holdBankLine(companyId, raw) {
      const request = bankLineHoldRequestSchema.parse(raw);
      const books = await openBooks(services, companyId);
      const line = storeTransaction(books.store, request.transactionId);
      if (!line) return { status: 'not-found' };
      if (books.store.hasRow(LINE_HOLDS_TABLE, line.id)) return { status: 'held' };
      if (line.reconciliationId !== '') return { status: 'reconciled' };
      books.store.setRow(
        LINE_HOLDS_TABLE,
        line.id,
        lineHoldRowSchema.parse({
          reason: request.reason,
          heldBy: request.heldBy,
          heldAt: services.clock.now().toISOString(),
          link: request.link,
        }),
      );
      await services.data.commit(companyId);
      return { status: 'held' };
    },
    async sharedVendorIdentifiers(companyId) {
      const books = await openBooks(services, companyId);
      const prints = await vendorFingerprintsFor(services.files, services.secrets).read(companyId);
      return sharedIdentifiers(prints, new Set(books.store.getRowIds(VENDORS_TABLE)));
    },
    async vendorsByBankAccount(companyId, fingerprints) {
      if (fingerprints.length === 0) return [];
      const books = await openBooks(services, companyId);
      const prints = await vendorFingerprintsFor(services.files, services.secrets).read(companyId);
      return vendorsWithPrints(
        prints,
        new Set(fingerprints),
        new Set(books.store.getRowIds(VENDORS_TABLE)),
      );
    },
    async releaseBankLine(companyId, transactionId) {
      const books = await openBooks(services, companyId);
      if (!books.store.hasRow(LINE_HOLDS_TABLE, transactionId)) return { status: 'not-held' };
      books.store.delRow(LINE_HOLDS_TABLE, transactionId);
      await services.data.commit(companyId);
      return { status: 'released' };
    },
  };
}

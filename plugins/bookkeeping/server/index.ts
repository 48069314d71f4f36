import { defineServerPlugin, provideService } from '@keel/core/server';
import { LEDGER_SUMMARY, summarizeLedger } from '../domain/ledger/ledgerSummary';
import { registerArchiveRoutes } from './archive';
import { registerAttachmentRoutes } from './attachments';
import { registerBankRoutes } from './banks';
import { seedStandardChart } from './books';
import { guardBooks } from './guards';
import { registerJournalImportRoutes } from './journalImport';
import { bookkeepingLedgerService, ledgerSubscriptions, registerLedgerRoutes } from './ledger';
import { ledgerServiceRef } from '../domain/public';
import { seedDemoBooks } from './demo/seedDemoBooks';
import { registerAccountRoutes } from './routes/accounts';
import { registerBankAccountRoutes } from './routes/bankAccounts';
import { registerEntryRoutes } from './routes/entries';
import { registerEntryAuditRoutes } from './routes/entryAudit';
import { registerPreviewRoutes } from './routes/preview';
import { registerReportRoutes } from './routes/reports';
import { registerSettingsRoutes } from './routes/settings';
import { registerTransactionRoutes } from './routes/transactions';
import { registerUploadRoutes } from './routes/upload';
import { registerVendorIdentifierRoutes } from './routes/vendorIdentifiers';
import { registerVendorRoutes } from './routes/vendors';

/**
 * The server half of Bookkeeping: the books' REST routes under /api/companies/{companyId}, and the
 * ledger service other plugins read and post through (`bookkeeping.ledger`).
 */
export const serverPlugin = defineServerPlugin({
  id: 'bookkeeping',
  init(ctx) {
    registerReportRoutes(ctx);
    registerPreviewRoutes(ctx);
    registerEntryRoutes(ctx);
    registerEntryAuditRoutes(ctx);
    registerSettingsRoutes(ctx);
    registerTransactionRoutes(ctx);
    registerAccountRoutes(ctx);
    registerVendorRoutes(ctx);
    registerVendorIdentifierRoutes(ctx);
    registerBankAccountRoutes(ctx);
    registerUploadRoutes(ctx);
    registerBankRoutes(ctx);
    registerAttachmentRoutes(ctx);
    registerArchiveRoutes(ctx);
    registerJournalImportRoutes(ctx);
    registerLedgerRoutes(ctx);
  },
  services: [provideService(ledgerServiceRef, bookkeepingLedgerService)],
  summaries: { [LEDGER_SUMMARY]: summarizeLedger },
  async seedCompany({ data }, companyId) {
    await seedStandardChart(data, companyId);
  },
  seedDemo: seedDemoBooks,
  guardStore(store, where, log) {
    if (where.scope !== 'company') return () => {};
    const stopGuards = guardBooks(store, where, log);
    const stopWatching = ledgerSubscriptions.watch(store, where.companyId, log);
    return () => {
      stopGuards();
      stopWatching();
    };
  },
});

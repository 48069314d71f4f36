import { defineServerPlugin } from '@keel/core/server';
import { registerArchiveRoutes } from './archive';
import { registerAttachmentRoutes } from './attachments';
import { registerBankRoutes } from './banks';
import { seedStandardChart } from './books';
import { guardBooks } from './guards';
import { registerJournalImportRoutes } from './journalImport';
import { bookkeepingLedger } from './ledger';
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
import { registerVendorRoutes } from './routes/vendors';

/** The server half of Bookkeeping: the books' REST routes under /api/companies/{companyId}. */
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
    registerBankAccountRoutes(ctx);
    registerUploadRoutes(ctx);
    registerBankRoutes(ctx);
    registerAttachmentRoutes(ctx);
    registerArchiveRoutes(ctx);
    registerJournalImportRoutes(ctx);
  },
  async seedCompany({ data }, companyId) {
    await seedStandardChart(data, companyId);
  },
  provideLedger: bookkeepingLedger,
  seedDemo: seedDemoBooks,
  guardStore: (store, where, log) =>
    where.scope === 'company' ? guardBooks(store, where, log) : () => {},
});

import { z } from 'zod';
import { defineRoute, isoDateSchema } from '@keel/core/domain';
import { archiveFileSchema, archiveListSchema, archiveSummarySchema } from './archive/archiveFile';
import {
  connectBankRequestSchema,
  connectBankResponseSchema,
  syncBanksRequestSchema,
  syncBanksResponseSchema,
} from './bankConnectionApi';
import { booksPreviewSchema } from './booksPreview';
import {
  vendorIdentifiersAnswerSchema,
  vendorIdentifiersBodySchema,
} from './books/vendorIdentifiers';

/**
 * The body of PUT /api/companies/:companyId/settings/lock-date: a date, or an empty string to
 * reopen every period.
 */
export const lockDateBodySchema = z.object({
  lockDate: z.union([z.literal(''), isoDateSchema], { error: 'Use a real date as YYYY-MM-DD' }),
});

/** A file attached to a transaction, as the server lists it. */
export const attachmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  size: z.number(),
  createdAt: z.string(),
  createdBy: z.string(),
});
export type Attachment = z.output<typeof attachmentSchema>;

/**
 * The company routes of Bookkeeping the browser calls, at /api/companies/:companyId (the
 * spec's fixed paths, spec 001 section 7): the server registers these paths, the browser calls
 * them through companyApi(companyId).
 */
export const bookkeepingRoutes = {
  /** One read of the ledger service (`read` is its path in `ledgerReads`), its query in the URL. */
  ledgerRead: defineRoute({ mount: 'company', method: 'GET', path: '/ledger/:read' }),
  booksPreview: defineRoute({
    mount: 'company',
    method: 'GET',
    path: '/books/preview',
    answer: booksPreviewSchema,
  }),
  connectBank: defineRoute({
    mount: 'company',
    method: 'POST',
    path: '/connect-bank',
    body: connectBankRequestSchema,
    answer: connectBankResponseSchema,
  }),
  syncBanks: defineRoute({
    mount: 'company',
    method: 'POST',
    path: '/sync-banks',
    body: syncBanksRequestSchema,
    answer: syncBanksResponseSchema,
  }),
  archives: defineRoute({
    mount: 'company',
    method: 'GET',
    path: '/archive',
    answer: archiveListSchema,
  }),
  archivedYear: defineRoute({
    mount: 'company',
    method: 'GET',
    path: '/archive/:year',
    answer: archiveFileSchema,
  }),
  archiveYear: defineRoute({
    mount: 'company',
    method: 'POST',
    path: '/archive/:year',
    answer: z.object({ archive: archiveSummarySchema }),
  }),
  lockDate: defineRoute({
    mount: 'company',
    method: 'PUT',
    path: '/settings/lock-date',
    body: lockDateBodySchema,
  }),
  /** A vendor's tax id and payment bank account: kept as keyed fingerprints and the last four digits. */
  vendorIdentifiers: defineRoute({
    mount: 'company',
    method: 'PUT',
    path: '/vendors/:vendorId/identifiers',
    body: vendorIdentifiersBodySchema,
    answer: vendorIdentifiersAnswerSchema,
  }),
  /** GET lists a transaction's attachments; POST (multipart/form-data, one `file`) adds one. */
  attachments: defineRoute({
    mount: 'company',
    method: 'GET',
    path: '/transactions/:transactionId/attachments',
    answer: z.object({ attachments: z.array(attachmentSchema) }),
  }),
  addAttachment: defineRoute({
    mount: 'company',
    method: 'POST',
    path: '/transactions/:transactionId/attachments',
    answer: z.object({ attachment: attachmentSchema }),
  }),
  /** GET downloads one attachment; DELETE removes it. */
  attachment: defineRoute({
    mount: 'company',
    method: 'GET',
    path: '/transactions/:transactionId/attachments/:attachmentId',
  }),
  deleteAttachment: defineRoute({
    mount: 'company',
    method: 'DELETE',
    path: '/transactions/:transactionId/attachments/:attachmentId',
  }),
};

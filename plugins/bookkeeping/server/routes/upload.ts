import { validationErrorBody } from '@keel/core/domain';
import type { ServerPluginContext } from '@keel/core/server';
import type { Context } from 'koa';
import {
  BANK_ACCOUNTS_TABLE,
  importStatementLines,
  newTransactionId,
  readBankAccounts,
} from '../../domain/books';
import { MAX_STATEMENT_BYTES, StatementError } from '../../domain/statements';
import { openBooks } from '../books';
import { transactionWriters } from './access';
import { companyParamsSchema } from './company.schema';
import { formErrorsBody } from './errors';
import { hardLimit, readMultipart } from './readMultipart';
import { readStatement, type StatementRead } from './readStatement';
import { chooseBankAccount } from './statementBankAccount';
import { uploadFieldsSchema, type UploadResult } from './upload.schema';

const LISTED = 100;

function answer(ctx: Context, status: number, body: object): void {
  ctx.status = status;
  ctx.body = body;
}

function tooLarge(ctx: Context, message: string, closeConnection: boolean): void {
  if (closeConnection) ctx.set('Connection', 'close');
  answer(ctx, 413, { error: message });
}

/**
 * POST /api/companies/:companyId/upload-bank-statement (multipart: file, companyId,
 * bankAccountId?, mapping?, dateFormat?): reads the statement and imports its lines into a bank
 * account through the live store, skipping lines already there; on disk before the answer.
 */
export function registerUploadRoutes({
  companyRouter,
  data,
  auth,
  log,
  clock,
}: ServerPluginContext): void {
  companyRouter.post('/upload-bank-statement', async (ctx) => {
    const { companyId } = companyParamsSchema.parse(ctx.params);
    const member = await auth.requireMember(ctx, companyId, transactionWriters);
    const tooBig = `The file is larger than ${MAX_STATEMENT_BYTES / 1024 / 1024} MB`;
    if (Number(ctx.get('content-length') || 0) > hardLimit(MAX_STATEMENT_BYTES)) {
      tooLarge(ctx, tooBig, true);
      return;
    }
    const form = await readMultipart(ctx.req, {
      fileField: 'file',
      // The readers refuse a file of MAX_STATEMENT_BYTES or more.
      maxFileBytes: MAX_STATEMENT_BYTES - 1,
    });
    if (!form.ok) {
      if (form.reason === 'too-large') tooLarge(ctx, tooBig, !ctx.req.complete);
      else answer(ctx, 400, formErrorsBody({ file: 'Send the statement as multipart/form-data' }));
      return;
    }
    if (!form.file || form.file.bytes.length === 0) {
      answer(ctx, 400, formErrorsBody({ file: 'Choose a statement file' }));
      return;
    }
    const fields = uploadFieldsSchema.safeParse(form.fields);
    if (!fields.success) {
      answer(ctx, 400, validationErrorBody(fields.error));
      return;
    }
    const { bankAccountId, mapping, dateFormat } = fields.data;
    if (fields.data.companyId !== undefined && fields.data.companyId !== companyId) {
      answer(ctx, 400, formErrorsBody({ companyId: 'This is not the company of the path' }));
      return;
    }

    let read: StatementRead;
    try {
      read = await readStatement(form.file.fileName, form.file.bytes, {
        ...(mapping ? { mapping } : {}),
        ...(dateFormat ? { dateFormat } : {}),
      });
    } catch (error) {
      if (!(error instanceof StatementError)) throw error;
      answer(ctx, 400, { error: error.message, fields: { file: error.message } });
      return;
    }
    if (read.kind === 'needs-mapping') {
      answer(ctx, 422, { error: 'Choose the columns', needsMapping: read.needs });
      return;
    }

    const books = await openBooks({ data, log }, companyId);
    const banks = readBankAccounts(
      books.ledger.snapshot().accounts,
      books.store.getTable(BANK_ACCOUNTS_TABLE),
    );
    const choice = chooseBankAccount(banks, bankAccountId, read.statement.account);
    if (!choice.ok) {
      answer(ctx, 400, formErrorsBody({ bankAccountId: choice.message }));
      return;
    }
    const outcome = importStatementLines(books.store, {
      bankAccountId: choice.id,
      lines: read.statement.lines,
      source: 'import',
      by: member.author,
      at: clock.now().toISOString(),
      newId: newTransactionId,
    });
    await data.commit(companyId);
    const result: UploadResult = {
      transactionsImported: outcome.imported,
      transactionsSkipped: outcome.skipped.length,
      matchedPending: outcome.matched,
      autoCategorized: outcome.autoCategorized,
      matchedPosted: outcome.matchedPosted,
      skipped: outcome.skipped.slice(0, LISTED),
      bankAccountId: choice.id,
      warnings: read.statement.warnings.slice(0, LISTED),
    };
    answer(ctx, 200, result);
  });
}

import { validationErrorBody } from '@keel/core/domain';
import type { ServerPluginContext } from '@keel/core/server';
import {
  BANK_ACCOUNTS_TABLE,
  TRANSACTIONS_TABLE,
  VENDORS_TABLE,
  checkTransactionForm,
  newManualTransaction,
  readBankAccounts,
  readTransactions,
  readVendors,
  saveTransaction,
  transactionType,
  type MadeBy,
  type Transaction,
} from '../../domain/books';
import { openBooks, type Books } from '../books';
import { transactionWriters } from './access';
import { companyParamsSchema } from './company.schema';
import { formErrorsBody, requestBody } from './errors';
import { toApiTransaction } from './transactionView';
import { newTransactionSchema, type NewTransactionBody } from './transactions.schema';

/** The first bank or cash account of the chart by number, where a transaction lands by default. */
export function defaultBankAccountId(books: Books): string {
  const accounts = books.ledger.chart();
  return readBankAccounts(accounts, books.store.getTable(BANK_ACCOUNTS_TABLE))[0]?.account.id ?? '';
}

/**
 * The transaction a checked body describes, or the field errors (named as the payload names
 * them): checkTransactionForm's rules, and a `type` that agrees with the amount's sign.
 */
function transactionFromBody(
  body: NewTransactionBody,
  books: Books,
  who: MadeBy,
): { ok: true; transaction: Transaction } | { ok: false; fields: Record<string, string> } {
  const accounts = books.ledger.chart();
  const vendorIds = new Set(readVendors(books.store.getTable(VENDORS_TABLE)).map((v) => v.id));
  const checked = checkTransactionForm(
    {
      date: body.transactionDate,
      description: body.description,
      amount: String(body.amount),
      accountId: body.accountId,
      bankAccountId: body.bankAccountId || defaultBankAccountId(books),
      reference: body.reference ?? '',
      category: body.category ?? '',
      vendorId: body.vendorId ?? '',
    },
    accounts,
    vendorIds,
  );
  const fields: Record<string, string> = {};
  if (!checked.ok) {
    for (const [field, message] of Object.entries(checked.errors)) {
      fields[field === 'date' ? 'transactionDate' : field] = message;
    }
  }
  if (checked.ok && body.type && transactionType(checked.value.amount) !== body.type) {
    fields.type =
      body.type === 'debit'
        ? 'A debit (money out) needs a negative amount'
        : 'A credit (money in) needs a positive amount';
  }
  if (!checked.ok || Object.keys(fields).length > 0) return { ok: false, fields };
  return { ok: true, transaction: newManualTransaction(checked.value, who) };
}

/**
 * GET /api/companies/:companyId/transactions (newest first) and POST a new one, which posts its
 * journal entry through the live store (so open browsers see it) and is on disk before the answer.
 */
export function registerTransactionRoutes({
  companyRouter,
  data,
  auth,
  log,
  clock,
}: ServerPluginContext): void {
  companyRouter.get('/transactions', async (ctx) => {
    const { companyId } = companyParamsSchema.parse(ctx.params);
    const { store } = await openBooks({ data, log }, companyId);
    ctx.body = {
      transactions: readTransactions(store.getTable(TRANSACTIONS_TABLE)).map((t) =>
        toApiTransaction(t, companyId),
      ),
    };
  });

  companyRouter.post('/transactions', async (ctx) => {
    const { companyId } = companyParamsSchema.parse(ctx.params);
    const member = await auth.requireMember(ctx, companyId, transactionWriters);
    const parsed = newTransactionSchema.safeParse(requestBody(ctx));
    if (!parsed.success) {
      ctx.status = 400;
      ctx.body = validationErrorBody(parsed.error);
      return;
    }
    if (parsed.data.companyId && parsed.data.companyId !== companyId) {
      ctx.status = 400;
      ctx.body = formErrorsBody({ companyId: 'This is not the company of the path' });
      return;
    }
    const books = await openBooks({ data, log }, companyId);
    const who = { by: member.author, at: clock.now().toISOString() };
    const built = transactionFromBody(parsed.data, books, who);
    if (!built.ok) {
      ctx.status = 400;
      ctx.body = formErrorsBody(built.fields);
      return;
    }
    const accounts = books.ledger.chart();
    const saved = saveTransaction(books.store, built.transaction, who, {
      accounts,
      lockDate: books.settings.lockDate,
    });
    if (!saved.ok) {
      ctx.status = 409;
      ctx.body = { error: saved.error };
      return;
    }
    await data.commit(companyId);
    ctx.status = 201;
    ctx.body = { transaction: toApiTransaction(built.transaction, companyId) };
  });
}

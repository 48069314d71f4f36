import { z } from 'zod';

/** The TinyBase table of bank and cash transactions; the row id is the transaction id. */
export const TRANSACTIONS_TABLE = 'transactions';

/** Where a transaction came from ('ledger': a bank line of an entry another plugin posted). */
export const transactionSources = ['manual', 'import', 'bank-sync', 'ledger'] as const;

/**
 * A transaction's fields. `amount` is signed cents: above zero money came into
 * `bankAccountId`, below zero it went out. `accountId` is the other side (the category
 * account); '' while the line waits to be categorized, and then no journal entry exists for it.
 * A categorized transaction's journal entry has the transaction's id.
 */
export const transactionFieldsSchema = z.object({
  date: z.string(),
  description: z.string(),
  amount: z.number(),
  bankAccountId: z.string(),
  accountId: z.string(),
  reference: z.string(),
  category: z.string(),
  vendorId: z.string(),
  aiCategorized: z.boolean(),
  reconciliationId: z.string(),
  source: z.string(),
  /** The bank's own id of an imported line (OFX FITID, SimpleFIN id); '' when none. */
  externalId: z.string(),
  /** Whether the bank still reported the line as pending when it was imported. */
  bankPending: z.boolean(),
  createdAt: z.string(),
  createdBy: z.string(),
  /**
   * The journal entry this line is a bank line of, when the line was made from an entry posted
   * through the ledger (a payroll run): the entry posts the money, so the line posts nothing of
   * its own. Absent for every other line.
   */
  entryId: z.string().optional(),
  /** The date and description of the bank's line matched to a posted line, once imported. */
  bankDate: z.string().optional(),
  bankDescription: z.string().optional(),
});

/** A transaction's fields. */
export type TransactionFields = z.output<typeof transactionFieldsSchema>;

/**
 * A transaction as stored in the `transactions` table: its fields as one JSON cell, so the
 * document holds one Yjs item per transaction, not one per field (docs/benchmarks.md,
 * "Bookkeeping screen": 16 items per line made a 50,000-line company take over 20 s to open).
 * Concurrent edits of one transaction merge as a whole (last writer wins); the server's guards
 * keep its journal entry in step either way.
 */
export const transactionRowSchema = z.object({ record: z.string() });

/** A transaction as stored in the `transactions` table. */
export type TransactionRow = z.output<typeof transactionRowSchema>;

/** A transaction with its id. */
export interface Transaction extends TransactionFields {
  id: string;
}

/** The fields a stored row holds, or null when the row is broken. */
export function rowToTransactionFields(
  row: Readonly<Record<string, unknown>> | null | undefined,
): TransactionFields | null {
  const record = row?.record;
  if (typeof record !== 'string') return null;
  let value: unknown;
  try {
    value = JSON.parse(record);
  } catch {
    return null;
  }
  return plainFields(value) ?? safeFields(value);
}

function safeFields(value: unknown): TransactionFields | null {
  const parsed = transactionFieldsSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * Each field's JSON type and whether it may be absent, read off the schema (every field is a
 * plain string, number or boolean, some optional).
 */
const fieldTypes = Object.entries(transactionFieldsSchema.shape).map(([key, schema]) =>
  schema instanceof z.ZodOptional
    ? ([key, (schema.unwrap() as z.ZodType).type, true] as const)
    : ([key, schema.type, false] as const),
);

/**
 * The fields when every one has its schema's type, copied in one pass; null sends the value to
 * zod. Reading every stored transaction is the hot path of opening the books; what this accepts,
 * the schema accepts as the same fields (transactionRow.test.ts).
 */
function plainFields(value: unknown): TransactionFields | null {
  if (typeof value !== 'object' || value === null) return null;
  const source = value as Record<string, unknown>;
  const fields: Record<string, unknown> = {};
  for (const [key, type, optional] of fieldTypes) {
    const field = source[key];
    if (field === undefined && optional) continue;
    if (typeof field !== type || (type === 'number' && !Number.isFinite(field))) return null;
    fields[key] = field;
  }
  return fields as TransactionFields;
}

/** The stored transaction, or null when the row is broken (it is then left out, never guessed). */
export function rowToTransaction(
  id: string,
  row: Readonly<Record<string, unknown>> | null | undefined,
): Transaction | null {
  const fields = rowToTransactionFields(row);
  return fields ? { id, ...fields } : null;
}

/**
 * A transaction from a plain `{ id, ...fields }` value, as the books preview carries it, read as
 * a stored row's record is; null when it is broken.
 */
export function transactionFromValue(value: unknown): Transaction | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id } = value as { id?: unknown };
  if (typeof id !== 'string' || id === '') return null;
  const fields = plainFields(value) ?? safeFields(value);
  return fields ? { id, ...fields } : null;
}

/**
 * The row of a transaction; fields keep the schema's order, so equal transactions give equal rows.
 * An optional field that is undefined is left out.
 */
export function transactionToRow(transaction: TransactionFields): TransactionRow {
  const fields: Record<string, unknown> = {};
  for (const key of Object.keys(transactionFieldsSchema.shape)) {
    const value = transaction[key as keyof TransactionFields];
    if (value !== undefined) fields[key] = value;
  }
  return { record: JSON.stringify(fields) };
}

/** Every readable transaction of a table, newest first (then by id, so the order is stable). */
export function readTransactions(
  table: Readonly<Record<string, Readonly<Record<string, unknown>>>>,
): Transaction[] {
  const list: Transaction[] = [];
  for (const [id, row] of Object.entries(table)) {
    const transaction = rowToTransaction(id, row);
    if (transaction) list.push(transaction);
  }
  return list.sort(newestFirst);
}

/** The screen's order: newest date first, then the latest entered, then by id (so it is stable). */
export function newestFirst(a: Transaction, b: Transaction): number {
  return a.date === b.date
    ? b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id)
    : b.date.localeCompare(a.date);
}

/** The spec's transaction type: money in (or zero) is a credit, money out a debit. */
export function transactionType(amount: number): 'credit' | 'debit' {
  return amount >= 0 ? 'credit' : 'debit';
}

import { z } from 'zod';

/** A calendar date written YYYY-MM-DD, as the bank wrote it (never shifted by a time zone). */
export const statementDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be YYYY-MM-DD');

/** The file kinds a statement upload accepts. */
export const statementFormatSchema = z.enum(['csv', 'ofx', 'qif', 'xlsx', 'xls', 'pdf']);

/** One transaction read from a statement file; negative cents are money out of the account. */
export const statementLineSchema = z.object({
  date: statementDateSchema,
  description: z.string(),
  amountCents: z.number().int().refine(Number.isSafeInteger, 'Amount is too large'),
  fitId: z.string().min(1).max(255).optional(),
  pending: z.boolean().optional(),
  payee: z.string().optional(),
  memo: z.string().optional(),
  checkNumber: z.string().optional(),
  sourceLine: z.number().int().positive(),
});

/** The account a statement belongs to, when the file says. */
export const statementAccountSchema = z.object({
  bankId: z.string().optional(),
  accountId: z.string().optional(),
  type: z.string().optional(),
});

/** A whole statement file read into lines, with what the reader noticed but did not refuse. */
export const parsedStatementSchema = z.object({
  format: statementFormatSchema,
  account: statementAccountSchema.optional(),
  currency: z.string().optional(),
  lines: z.array(statementLineSchema),
  warnings: z.array(z.string()),
});

/** A file kind a statement upload accepts. */
export type StatementFormat = z.output<typeof statementFormatSchema>;
/** One transaction read from a statement file. */
export type StatementLine = z.output<typeof statementLineSchema>;
/** The account a statement belongs to. */
export type StatementAccount = z.output<typeof statementAccountSchema>;
/** A whole statement file read into lines. */
export type ParsedStatement = z.output<typeof parsedStatementSchema>;

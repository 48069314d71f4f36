import { z } from 'zod';
import { centsSchema } from '../money/cents';
import { formatUSD } from '../money/formatUSD';
import { isoDateSchema, ledgerIdSchema, singleLineSchema } from './ids';

const amountSchema = centsSchema.refine((cents) => cents >= 0, 'Must not be negative');

/** One line of a journal entry: exactly one of debit or credit (cents) is above zero. */
export const journalLineSchema = z
  .object({
    accountId: z.string().min(1, 'Account is required'),
    debit: amountSchema,
    credit: amountSchema,
    memo: singleLineSchema.optional(),
    /** What identifies this line on a statement (a check number, say). */
    reference: singleLineSchema.optional(),
  })
  .superRefine((line, ctx) => {
    if (line.debit > 0 === line.credit > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['debit'],
        message: 'A line has either a debit or a credit above zero, not both or neither',
      });
    }
  });

/** A journal entry: a dated set of lines whose debits equal its credits. */
export const journalEntrySchema = z
  .object({
    id: ledgerIdSchema,
    date: isoDateSchema,
    memo: singleLineSchema,
    reference: singleLineSchema.optional(),
    lines: z.array(journalLineSchema).min(2, 'An entry needs at least 2 lines'),
  })
  .superRefine((entry, ctx) => {
    const { debits, credits } = entryTotals(entry.lines);
    if (debits !== credits) {
      ctx.addIssue({
        code: 'custom',
        path: ['lines'],
        message: `Debits (${formatUSD(debits)}) do not equal credits (${formatUSD(credits)})`,
      });
    }
  });

/** One line of a journal entry. */
export type JournalLine = z.output<typeof journalLineSchema>;
/** A balanced journal entry. */
export type JournalEntry = z.output<typeof journalEntrySchema>;

/** The total debits and credits of some lines, in cents. */
export function entryTotals(lines: readonly Pick<JournalLine, 'debit' | 'credit'>[]): {
  debits: number;
  credits: number;
} {
  let debits = 0;
  let credits = 0;
  for (const line of lines) {
    debits += line.debit;
    credits += line.credit;
  }
  return { debits, credits };
}

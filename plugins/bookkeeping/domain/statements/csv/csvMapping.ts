import { z } from 'zod';
import { STATEMENT_DATE_FORMATS } from '../statementDate';

const column = z.string().min(1, 'Choose a column');

/** The user's answer to the column-mapping step: which named column holds what. */
export const csvMappingSchema = z.object({
  date: column,
  description: column,
  amount: z.union([
    column,
    z
      .object({ debit: column.optional(), credit: column.optional() })
      .refine((pair) => pair.debit || pair.credit, 'Choose a debit or a credit column'),
  ]),
  dateFormat: z.enum(STATEMENT_DATE_FORMATS),
  decimalSeparator: z.enum(['.', ',']).optional(),
  payee: column.optional(),
  memo: column.optional(),
  checkNumber: column.optional(),
});

/** Which named column holds what, chosen by the user. */
export type CsvMapping = z.output<typeof csvMappingSchema>;

/** What the column-mapping step needs when the reader is unsure how to read a CSV. */
export interface CsvNeedsMapping {
  needsMapping: true;
  /** Why the reader did not guess, in words for the user. */
  reasons: string[];
  /** Column names to choose from (the header, or "Column 1", ... without one). */
  columns: string[];
  /** The first data rows, cells in column order. */
  sample: string[][];
  /** The reader's best guess, to preselect in the form. */
  suggestion: Partial<CsvMapping>;
}

/** Column indexes and formats a CSV is read with, decided by the reader or from a mapping. */
export interface CsvLayout {
  date: number;
  description: number;
  amount: number | { debit?: number; credit?: number };
  dateFormat: CsvMapping['dateFormat'];
  decimal: '.' | ',';
  payee?: number;
  memo?: number;
  checkNumber?: number;
  status?: number;
  fitId?: number;
  /** A DR/CR column that gives the sign of unsigned amounts. */
  sign?: number;
}

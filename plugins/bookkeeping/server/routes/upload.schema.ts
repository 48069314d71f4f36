import { recordIdSchema } from '@keel/core/domain';
import { z } from 'zod';
import { STATEMENT_DATE_FORMATS, csvMappingSchema } from '../../domain/statements';

const jsonText = z.string().transform((text, ctx): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    ctx.addIssue({ code: 'custom', message: 'Mapping is not valid JSON' });
    return z.NEVER;
  }
});

/**
 * The text fields of POST /api/companies/:companyId/upload-bank-statement (an empty field counts
 * as absent): the company, the bank account to import into, the user's CSV column mapping (JSON)
 * and a QIF date order, both from an earlier answer.
 */
export const uploadFieldsSchema = z.preprocess(
  (fields) =>
    Object.fromEntries(
      Object.entries(fields as Record<string, string>).filter(([, value]) => value.trim() !== ''),
    ),
  z.object({
    companyId: recordIdSchema.optional(),
    bankAccountId: recordIdSchema.optional(),
    mapping: jsonText.pipe(csvMappingSchema).optional(),
    dateFormat: z
      .enum(STATEMENT_DATE_FORMATS, { error: 'Use YYYY-MM-DD, MM/DD/YYYY or DD/MM/YYYY' })
      .optional(),
  }),
);

/** 200 of the upload: what was imported and why lines were skipped (the first 100 reasons). */
export const uploadResultSchema = z.object({
  transactionsImported: z.number().int().nonnegative(),
  transactionsSkipped: z.number().int().nonnegative(),
  /** Pending lines the bank has since posted, updated in place. */
  matchedPending: z.number().int().nonnegative(),
  /** Imported lines a rule or earlier choices categorized. */
  autoCategorized: z.number().int().nonnegative(),
  /** Lines that are payments the books posted before (a payroll run): matched, not added. */
  matchedPosted: z.number().int().nonnegative(),
  skipped: z
    .array(z.object({ date: z.string(), description: z.string(), reason: z.string() }))
    .max(100),
  /** The bank account the lines went into. */
  bankAccountId: z.string(),
  /** What the reader noticed but did not refuse (the first 100). */
  warnings: z.array(z.string()).max(100),
});
/** The upload's answer. */
export type UploadResult = z.output<typeof uploadResultSchema>;

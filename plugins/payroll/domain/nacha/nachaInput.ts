import { z } from 'zod';
import { isoDateSchema } from '@keel/core/domain';
import {
  accountNumberSchema,
  bankAccountTypes,
  routingNumberField,
  routingNumberSchema,
} from '../validation';
import { nachaTextSchema } from './nachaText';

/** The largest entry amount the 10-digit Amount field holds: $99,999,999.99 (formats 1a, Record 6). */
export const MAX_ENTRY_CENTS = 9_999_999_999;
/** The largest batch or file total the 12-digit total fields hold (formats 1a, Records 8 and 9). */
export const MAX_TOTAL_CENTS = 999_999_999_999;
/** The largest entry count the 6-digit Entry/Addenda Count of a batch holds (Record 8). */
export const MAX_BATCH_ENTRIES = 999_999;

const entryFields = {
  /** Individual Name, positions 55-76 (22): cut to fit. */
  name: nachaTextSchema('Name', 22, { overflow: 'truncate', required: true }),
  /** Individual Identification Number, positions 40-54 (15): the employee id, never cut. */
  individualId: nachaTextSchema('Employee ID', 15, { overflow: 'refuse', required: false }),
  routing: routingNumberSchema,
  account: accountNumberSchema,
  accountType: z.enum(bankAccountTypes),
};

/** A live payroll credit to one employee's account. */
export const ppdCreditSchema = z.object({
  ...entryFields,
  amountCents: z
    .number({ error: 'Amount is required' })
    .int('Amount must be a whole number of cents')
    .min(1, 'Amount must be more than $0.00')
    .max(MAX_ENTRY_CENTS, 'Amount must be at most $99,999,999.99'),
});

/** A zero-dollar prenote for a newly added account (formats 1a, "Dates, prenotes..."). */
export const ppdPrenoteSchema = z.object(entryFields);

const hhmmSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a 24-hour time as HH:MM');

/** The company and its bank, as the file header and batch header carry them. */
export const nachaOriginatorSchema = z.object({
  /** Company Name, batch header positions 5-20 (16): cut to fit. */
  companyName: nachaTextSchema('Company name', 16, { overflow: 'truncate', required: true }),
  /** Company Identification, positions 41-50: e.g. '1' + EIN digits (companyIdentificationFromEin). */
  companyIdentification: nachaTextSchema('Company identification', 10, {
    overflow: 'refuse',
    required: true,
  }),
  companyDiscretionaryData: nachaTextSchema('Company discretionary data', 20, {
    overflow: 'refuse',
    required: false,
  }).default(''),
  /** Immediate Origin, bank-defined: 10 characters, or 9 digits written as a space + digits. */
  immediateOrigin: z
    .string({ error: 'Immediate origin is required' })
    .regex(/^(\d{9}|[0-9A-Z ]{10})$/, 'Immediate origin must be 9 digits or 10 characters')
    .refine((value) => value.trim() !== '', 'Immediate origin is required')
    .transform((value) => (value.length === 9 ? ` ${value}` : value)),
  immediateOriginName: nachaTextSchema('Immediate origin name', 23, {
    overflow: 'truncate',
    required: false,
  }).default(''),
  /** The ODFI's routing number: Immediate Destination and, first 8 digits, the batch's ODFI id. */
  odfiRouting: routingNumberField('ODFI routing number'),
  /** Immediate Destination Name (23): cut to fit. */
  odfiName: nachaTextSchema('ODFI name', 23, { overflow: 'truncate', required: false }).default(''),
});

/** Everything a PPD payroll file is made from; one batch, service class 220 (credits only). */
export const nachaPpdInputSchema = z
  .object({
    originator: nachaOriginatorSchema,
    fileCreationDate: isoDateSchema,
    fileCreationTime: hhmmSchema,
    /** 'A' for the day's first file, then the next letter or digit (formats 1a, Record 1). */
    fileIdModifier: z
      .string()
      .regex(/^[A-Z0-9]$/, 'File ID modifier must be one of A-Z or 0-9')
      .default('A'),
    effectiveEntryDate: isoDateSchema,
    /** Wage credits must say PAYROLL from 20 March 2026 (formats 1a, "2026 description rule"). */
    companyEntryDescription: z
      .literal('PAYROLL', { error: 'Company entry description must be PAYROLL for wage credits' })
      .default('PAYROLL'),
    companyDescriptiveDate: nachaTextSchema('Company descriptive date', 6, {
      overflow: 'refuse',
      required: false,
    }).default(''),
    batchNumber: z.number().int().min(1).max(9_999_999).default(1),
    referenceCode: nachaTextSchema('Reference code', 8, {
      overflow: 'refuse',
      required: false,
    }).default(''),
    credits: z.array(ppdCreditSchema),
    prenotes: z.array(ppdPrenoteSchema).default([]),
    /** LF by default, as moov writes; bank preference is UNCONFIRMED (formats 1a). */
    lineEnding: z.enum(['LF', 'CRLF']).default('LF'),
  })
  .superRefine((input, ctx) => {
    const entries = input.credits.length + input.prenotes.length;
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (entries === 0) issue('credits', 'There are no credits or prenotes to send');
    if (entries > MAX_BATCH_ENTRIES) {
      issue('credits', `A batch holds at most ${MAX_BATCH_ENTRIES} entries`);
    }
    const total = input.credits.reduce((sum, credit) => sum + credit.amountCents, 0);
    if (total > MAX_TOTAL_CENTS) {
      issue('credits', 'Total credits must be at most $9,999,999,999.99');
    }
    // R18 (improper effective entry date): never before the file's creation date.
    if (input.effectiveEntryDate < input.fileCreationDate) {
      issue('effectiveEntryDate', 'Effective entry date must not be before the file creation date');
    }
  });

/** What buildNachaPpdFile accepts (defaults may be left out). */
export type NachaPpdInput = z.input<typeof nachaPpdInputSchema>;
/** The checked input: uppercase ASCII texts fitted to their fields, defaults filled in. */
export type NachaPpdFileData = z.output<typeof nachaPpdInputSchema>;
/** One live credit as accepted. */
export type PpdCreditInput = z.input<typeof ppdCreditSchema>;
/** One prenote as accepted. */
export type PpdPrenoteInput = z.input<typeof ppdPrenoteSchema>;

/** The usual Company Identification for an EIN: '1' + its 9 digits (formats 1a, Record 5). */
export function companyIdentificationFromEin(ein: string): string {
  const digits = ein.replace('-', '');
  if (!/^\d{9}$/.test(digits)) throw new RangeError('An EIN is 9 digits, XX-XXXXXXX');
  return `1${digits}`;
}

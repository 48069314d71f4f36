import { numeric, RECORD_LENGTH } from './fields';
import { nachaPpdInputSchema, type NachaPpdInput } from './nachaInput';
import { NachaInputError, toNachaIssues } from './nachaInputError';
import {
  batchControlRecord,
  batchHeaderRecord,
  entryDetailRecord,
  fileControlRecord,
  fileHeaderRecord,
  type EntryFields,
} from './records';
import { PPD_CREDIT_CODES, PPD_PRENOTE_CREDIT_CODES } from './transactionCodes';

const BLOCKING_FACTOR = 10;
const FILLER = '9'.repeat(RECORD_LENGTH);
const ENTRY_HASH_MODULUS = 10_000_000_000;

/**
 * A NACHA PPD file paying wages: file header, one credits-only batch (service class 220, entry
 * description PAYROLL) with the credits then the prenotes (codes 23/33, amount 0), batch and file
 * controls, and all-'9' filler to a multiple of 10 records (formats 1a). Every record ends with the
 * chosen line ending, the last one too. Throws NachaInputError naming each bad employee and field.
 */
export function buildNachaPpdFile(input: NachaPpdInput): string {
  const parsed = nachaPpdInputSchema.safeParse(input);
  if (!parsed.success) throw new NachaInputError(toNachaIssues(parsed.error.issues, input));
  const data = parsed.data;
  const entries: EntryFields[] = [
    ...data.credits.map((credit) => ({
      ...credit,
      transactionCode: PPD_CREDIT_CODES[credit.accountType],
    })),
    ...data.prenotes.map((prenote) => ({
      ...prenote,
      amountCents: 0,
      transactionCode: PPD_PRENOTE_CREDIT_CODES[prenote.accountType],
    })),
  ];

  const odfiIdentification = data.originator.odfiRouting.slice(0, 8);
  const lines = [fileHeaderRecord(data), batchHeaderRecord(data)];
  let entryHash = 0;
  let creditCents = 0;
  entries.forEach((entry, index) => {
    // Trace number: the batch's ODFI identification + an ascending 7-digit sequence.
    lines.push(entryDetailRecord(entry, odfiIdentification + numeric(index + 1, 7)));
    // Entry hash: the 8-digit RDFI identifications summed, rightmost 10 digits kept.
    entryHash = (entryHash + Number(entry.routing.slice(0, 8))) % ENTRY_HASH_MODULUS;
    creditCents += entry.amountCents;
  });
  const totals = { entryAddendaCount: entries.length, entryHash, debitCents: 0, creditCents };
  lines.push(batchControlRecord(data, totals));
  // Block count counts the file control itself and the filler that follows it.
  const blockCount = Math.ceil((lines.length + 1) / BLOCKING_FACTOR);
  lines.push(fileControlRecord({ batchCount: 1, blockCount }, totals));
  while (lines.length % BLOCKING_FACTOR !== 0) lines.push(FILLER);

  const lineEnding = data.lineEnding === 'CRLF' ? '\r\n' : '\n';
  return lines.join(lineEnding) + lineEnding;
}

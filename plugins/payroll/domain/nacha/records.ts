import { alpha, numeric, record, yymmdd } from './fields';
import type { NachaPpdFileData } from './nachaInput';
import { SERVICE_CLASS } from './transactionCodes';

// Each record below lists its fields in order with their lengths as formats 1a gives them; the
// parser reads the same records by position from its own table (nachaLayout.ts).

/** Record 1, File Header. */
export function fileHeaderRecord(data: NachaPpdFileData): string {
  const { originator } = data;
  return record([
    '1',
    '01', // Priority Code
    ` ${originator.odfiRouting}`, // Immediate Destination, bTTTTAAAAC
    alpha(originator.immediateOrigin, 10),
    yymmdd(data.fileCreationDate),
    data.fileCreationTime.replace(':', ''),
    data.fileIdModifier,
    '094', // Record Size
    '10', // Blocking Factor
    '1', // Format Code
    alpha(originator.odfiName, 23),
    alpha(originator.immediateOriginName, 23),
    alpha(data.referenceCode, 8),
  ]);
}

/** Record 5, Company/Batch Header for a credits-only PPD batch. */
export function batchHeaderRecord(data: NachaPpdFileData): string {
  const { originator } = data;
  return record([
    '5',
    SERVICE_CLASS.creditsOnly,
    alpha(originator.companyName, 16),
    alpha(originator.companyDiscretionaryData, 20),
    alpha(originator.companyIdentification, 10),
    'PPD',
    alpha(data.companyEntryDescription, 10),
    alpha(data.companyDescriptiveDate, 6),
    yymmdd(data.effectiveEntryDate),
    '   ', // Settlement Date: inserted by the ACH Operator
    '1', // Originator Status Code
    originator.odfiRouting.slice(0, 8),
    numeric(data.batchNumber, 7),
  ]);
}

/** The parts of an entry detail the file needs, already checked and fitted. */
export interface EntryFields {
  transactionCode: string;
  routing: string;
  account: string;
  amountCents: number;
  individualId: string;
  name: string;
}

/** Record 6, PPD Entry Detail, without addenda. */
export function entryDetailRecord(entry: EntryFields, traceNumber: string): string {
  return record([
    '6',
    entry.transactionCode,
    entry.routing.slice(0, 8), // Receiving DFI Identification
    entry.routing.slice(8), // Check Digit
    alpha(entry.account, 17),
    numeric(entry.amountCents, 10),
    alpha(entry.individualId, 15),
    alpha(entry.name, 22),
    '  ', // Discretionary Data
    '0', // Addenda Record Indicator
    traceNumber,
  ]);
}

/** Sums a batch or file control carries. */
export interface ControlTotals {
  entryAddendaCount: number;
  entryHash: number;
  debitCents: number;
  creditCents: number;
}

/** Record 8, Company/Batch Control. */
export function batchControlRecord(data: NachaPpdFileData, totals: ControlTotals): string {
  return record([
    '8',
    SERVICE_CLASS.creditsOnly,
    numeric(totals.entryAddendaCount, 6),
    numeric(totals.entryHash, 10),
    numeric(totals.debitCents, 12),
    numeric(totals.creditCents, 12),
    alpha(data.originator.companyIdentification, 10),
    ' '.repeat(19), // Message Authentication Code
    ' '.repeat(6), // Reserved
    data.originator.odfiRouting.slice(0, 8),
    numeric(data.batchNumber, 7),
  ]);
}

/** Record 9, File Control. */
export function fileControlRecord(
  counts: { batchCount: number; blockCount: number },
  totals: ControlTotals,
): string {
  return record([
    '9',
    numeric(counts.batchCount, 6),
    numeric(counts.blockCount, 6),
    numeric(totals.entryAddendaCount, 8),
    numeric(totals.entryHash, 10),
    numeric(totals.debitCents, 12),
    numeric(totals.creditCents, 12),
    ' '.repeat(39), // Reserved
  ]);
}

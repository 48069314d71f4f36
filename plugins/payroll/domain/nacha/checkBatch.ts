import { isValidRoutingNumber } from '../validation';
import { isBlankOrZeros, isDigits, isYymmdd } from './fieldChecks';
import type { NachaProblem, ParsedBatch, ParsedEntry } from './parseNachaFile';
import { CREDIT_CODES, DEBIT_CODES, PRENOTE_CODES, SERVICE_CLASS } from './transactionCodes';

/** What a batch adds to the file control, summed from its entries. */
export interface BatchSums {
  entryAddendaCount: number;
  entryHash: number;
  debitCents: number;
  creditCents: number;
}

const HASH_MODULUS = 10_000_000_000;
const LIVE_CREDIT_CODES = new Set(['22', '32']);
const SERVICE_CLASSES: ReadonlySet<string> = new Set(Object.values(SERVICE_CLASS));

const MIXED_CODES: ReadonlySet<string> = new Set([...CREDIT_CODES, ...DEBIT_CODES]);

/** The transaction codes a service class admits; a debit in a 220 batch rejects it (formats 1a). */
function allowedCodes(serviceClass: string): ReadonlySet<string> {
  if (serviceClass === SERVICE_CLASS.creditsOnly) return CREDIT_CODES;
  if (serviceClass === SERVICE_CLASS.debitsOnly) return DEBIT_CODES;
  return MIXED_CODES;
}

/**
 * The formats 1a checklist for one PPD batch: header fields, each entry (codes for the service
 * class, routing check digit, amounts, prenotes at zero, trace numbers ascending under the batch's
 * ODFI and unique in the file, addenda), and the batch control against sums of the entries.
 */
export function checkBatch(
  batch: ParsedBatch,
  fileCreationDate: string | null,
  seenTraces: Set<string>,
): { problems: NachaProblem[]; sums: BatchSums } {
  const problems: NachaProblem[] = [];
  const { fields: header, line: headerLine } = batch.header;
  const at = (line: number, message: string) => problems.push({ line, message });

  if (!SERVICE_CLASSES.has(header.serviceClassCode)) {
    at(headerLine, `Invalid service class code "${header.serviceClassCode}"`);
  }
  for (const [name, value] of [
    ['Company name', header.companyName],
    ['Company entry description', header.companyEntryDescription],
    ['Company identification', header.companyIdentification],
  ] as const) {
    if (isBlankOrZeros(value)) at(headerLine, `${name} is all spaces or zeros`);
  }
  if (header.standardEntryClassCode !== 'PPD') {
    at(headerLine, `Standard entry class "${header.standardEntryClassCode}" is not PPD`);
  }
  if (!isYymmdd(header.effectiveEntryDate)) {
    at(headerLine, `Effective entry date "${header.effectiveEntryDate}" is not a YYMMDD date`);
  } else if (
    fileCreationDate &&
    isYymmdd(fileCreationDate) &&
    header.effectiveEntryDate < fileCreationDate
  ) {
    at(headerLine, 'Effective entry date is before the file creation date');
  }
  if (header.settlementDate !== '   ') at(headerLine, 'Settlement date must be blank');
  if (header.originatorStatusCode !== '1') at(headerLine, 'Originator status code must be 1');
  if (!isDigits(header.originatingDfiIdentification, 8)) {
    at(headerLine, 'Originating DFI identification must be 8 digits');
  }
  if (!isDigits(header.batchNumber, 7)) at(headerLine, 'Batch number must be 7 digits');
  if (batch.entries.length === 0) at(headerLine, 'The batch has no entries');

  const sums: BatchSums = { entryAddendaCount: 0, entryHash: 0, debitCents: 0, creditCents: 0 };
  const codes = allowedCodes(header.serviceClassCode);
  let previousTrace = '';
  let liveCredits = 0;
  for (const entry of batch.entries) {
    const trace = entry.fields.traceNumber;
    problems.push(...checkEntry(entry, codes, header.originatingDfiIdentification));
    if (isDigits(trace, 15) && trace <= previousTrace) {
      at(entry.line, 'Trace numbers are not ascending');
    }
    if (seenTraces.has(trace)) at(entry.line, `Trace number ${trace} is not unique in the file`);
    seenTraces.add(trace);
    previousTrace = trace;

    const code = entry.fields.transactionCode;
    const amount = isDigits(entry.fields.amount, 10) ? Number(entry.fields.amount) : 0;
    if (DEBIT_CODES.has(code)) sums.debitCents += amount;
    if (CREDIT_CODES.has(code)) sums.creditCents += amount;
    if (LIVE_CREDIT_CODES.has(code)) liveCredits += 1;
    sums.entryAddendaCount += 1 + entry.addenda.length;
    const rdfi = entry.fields.receivingDfiIdentification;
    if (isDigits(rdfi, 8)) sums.entryHash = (sums.entryHash + Number(rdfi)) % HASH_MODULUS;
  }
  // 2026 rule: PPD credits paying wages carry PAYROLL in positions 54-63 (formats 1a, F2).
  if (liveCredits > 0 && header.companyEntryDescription.trim() !== 'PAYROLL') {
    at(headerLine, 'Company entry description of wage credits must be PAYROLL (positions 54-63)');
  }
  problems.push(...checkControl(batch, sums));
  return { problems, sums };
}

function checkEntry(entry: ParsedEntry, codes: ReadonlySet<string>, odfi: string): NachaProblem[] {
  const problems: NachaProblem[] = [];
  const at = (message: string) => problems.push({ line: entry.line, message });
  const f = entry.fields;
  if (!codes.has(f.transactionCode)) {
    at(`Transaction code "${f.transactionCode}" is not valid in this batch's service class`);
  }
  const routing = f.receivingDfiIdentification + f.checkDigit;
  if (!isDigits(routing, 9)) {
    at('Receiving DFI identification must be 8 digits and a check digit');
  } else if (!isValidRoutingNumber(routing)) {
    at(`Routing number ${routing} fails the check digit (R28)`);
  }
  if (f.dfiAccountNumber.trim() === '') at('DFI account number is blank');
  if (!isDigits(f.amount, 10)) at(`Amount "${f.amount}" is not numeric (R19)`);
  else if (PRENOTE_CODES.has(f.transactionCode) && Number(f.amount) !== 0) {
    at('A prenote must have a zero amount');
  }
  if (f.individualName.trim() === '') at('Individual name is blank');
  const expectedIndicator = entry.addenda.length > 0 ? '1' : '0';
  if (f.addendaRecordIndicator !== expectedIndicator) {
    at(
      `Addenda record indicator is "${f.addendaRecordIndicator}" but ${entry.addenda.length} addenda follow`,
    );
  }
  if (entry.addenda.length > 1) at('A PPD entry has at most one addenda');
  if (!isDigits(f.traceNumber, 15)) {
    at('Trace number must be 15 digits');
  } else if (f.traceNumber.slice(0, 8) !== odfi) {
    at("Trace number does not start with the batch's ODFI");
  }
  for (const addenda of entry.addenda) {
    const a = addenda.fields;
    const here = (message: string) => problems.push({ line: addenda.line, message });
    if (a.addendaTypeCode !== '05') here(`Addenda type code "${a.addendaTypeCode}" is not 05`);
    if (!isDigits(a.addendaSequenceNumber, 4)) here('Addenda sequence number must be 4 digits');
    if (a.entryDetailSequenceNumber !== f.traceNumber.slice(8)) {
      here("Entry detail sequence number is not the last 7 digits of the entry's trace");
    }
  }
  return problems;
}

function checkControl(batch: ParsedBatch, sums: BatchSums): NachaProblem[] {
  if (!batch.control) {
    return [{ line: batch.header.line, message: 'The batch has no batch control' }];
  }
  const { fields: control, line } = batch.control;
  const header = batch.header.fields;
  const problems: NachaProblem[] = [];
  const expect = (actual: string, expected: string, name: string) => {
    if (actual !== expected) {
      problems.push({ line, message: `${name} is "${actual}", expected "${expected}"` });
    }
  };
  const pad = (value: number, length: number) => String(value).padStart(length, '0');
  expect(control.serviceClassCode, header.serviceClassCode, 'Service class code');
  expect(control.entryAddendaCount, pad(sums.entryAddendaCount, 6), 'Entry/addenda count');
  expect(control.entryHash, pad(sums.entryHash, 10), 'Entry hash');
  expect(control.totalDebitAmount, pad(sums.debitCents, 12), 'Total debit amount');
  expect(control.totalCreditAmount, pad(sums.creditCents, 12), 'Total credit amount');
  expect(control.companyIdentification, header.companyIdentification, 'Company identification');
  expect(
    control.originatingDfiIdentification,
    header.originatingDfiIdentification,
    'ODFI identification',
  );
  expect(control.batchNumber, header.batchNumber, 'Batch number');
  return problems;
}

import { isValidRoutingNumber } from '../validation';
import { checkBatch, type BatchSums } from './checkBatch';
import { firstInvalidCharacter, isDigits, isHhmm, isYymmdd } from './fieldChecks';
import { parseNachaFile, type NachaProblem, type ParsedNachaFile } from './parseNachaFile';

const BLOCKING_FACTOR = 10;

/**
 * Every problem an ACH operator would reject a PPD file for, by the checklist of formats 1a
 * ("What an ACH operator rejects") plus Keel's additions: record length and sequence, characters,
 * blocking and filler, file header fields, each batch (checkBatch) and the file control against
 * the sums of the batches. An empty list means the file passed.
 */
export function validateNachaFile(text: string): NachaProblem[] {
  const { file, problems } = parseNachaFile(text);
  if (file.lineEnding === 'mixed') problems.push({ line: null, message: 'Mixed line endings' });
  file.lines.forEach((record, index) => {
    const invalid = firstInvalidCharacter(record);
    if (invalid) {
      const code = invalid.code.toString(16).toUpperCase().padStart(2, '0');
      problems.push({
        line: index + 1,
        message: `Invalid character 0x${code} at position ${invalid.position}`,
      });
    }
  });
  if (file.lines.length % BLOCKING_FACTOR !== 0) {
    problems.push({ line: null, message: `${file.lines.length} records is not a multiple of 10` });
  }
  if (file.fillerCount >= BLOCKING_FACTOR) {
    problems.push({
      line: null,
      message: 'More filler records than completing the last block needs',
    });
  }
  problems.push(...checkFileHeader(file));

  const creationDate = file.fileHeader?.fields.fileCreationDate ?? null;
  const seenTraces = new Set<string>();
  const total: BatchSums = { entryAddendaCount: 0, entryHash: 0, debitCents: 0, creditCents: 0 };
  let previousBatchNumber = '';
  for (const batch of file.batches) {
    const { problems: batchProblems, sums } = checkBatch(batch, creationDate, seenTraces);
    problems.push(...batchProblems);
    const number = batch.header.fields.batchNumber;
    if (number <= previousBatchNumber) {
      problems.push({ line: batch.header.line, message: 'Batch numbers are not ascending' });
    }
    previousBatchNumber = number;
    total.entryAddendaCount += sums.entryAddendaCount;
    total.entryHash = (total.entryHash + sums.entryHash) % 10_000_000_000;
    total.debitCents += sums.debitCents;
    total.creditCents += sums.creditCents;
  }
  problems.push(...checkFileControl(file, total));
  return problems.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
}

function checkFileHeader(file: ParsedNachaFile): NachaProblem[] {
  if (!file.fileHeader) return [];
  const { fields: h, line } = file.fileHeader;
  const problems: NachaProblem[] = [];
  const at = (message: string) => problems.push({ line, message });
  if (h.priorityCode !== '01') at('Priority code must be 01');
  const destination = h.immediateDestination.slice(1);
  if (h.immediateDestination.charAt(0) !== ' ' || !isDigits(destination, 9)) {
    at('Immediate destination must be a space and a 9-digit routing number');
  } else if (!isValidRoutingNumber(destination)) {
    at(`Immediate destination ${destination} fails the routing check digit`);
  }
  if (h.immediateOrigin.trim() === '') at('Immediate origin is blank');
  if (!isYymmdd(h.fileCreationDate)) at('File creation date is not a YYMMDD date');
  if (h.fileCreationTime !== '    ' && !isHhmm(h.fileCreationTime)) {
    at('File creation time is not an HHMM time');
  }
  if (!/^[A-Z0-9]$/.test(h.fileIdModifier)) at('File ID modifier must be A-Z or 0-9');
  if (h.recordSize !== '094') at('Record size must be 094');
  if (h.blockingFactor !== '10') at('Blocking factor must be 10');
  if (h.formatCode !== '1') at('Format code must be 1');
  return problems;
}

function checkFileControl(file: ParsedNachaFile, total: BatchSums): NachaProblem[] {
  if (!file.fileControl) return [];
  const { fields: c, line } = file.fileControl;
  const problems: NachaProblem[] = [];
  const expect = (actual: string, expected: number, length: number, name: string) => {
    const wanted = String(expected).padStart(length, '0');
    if (actual !== wanted)
      problems.push({ line, message: `${name} is "${actual}", expected "${wanted}"` });
  };
  expect(c.batchCount, file.batches.length, 6, 'Batch count');
  expect(c.blockCount, Math.ceil(file.lines.length / BLOCKING_FACTOR), 6, 'Block count');
  expect(c.entryAddendaCount, total.entryAddendaCount, 8, 'Entry/addenda count');
  expect(c.entryHash, total.entryHash, 10, 'Entry hash');
  expect(c.totalDebitAmount, total.debitCents, 12, 'Total debit amount');
  expect(c.totalCreditAmount, total.creditCents, 12, 'Total credit amount');
  if (c.reserved.trim() !== '')
    problems.push({ line, message: 'Reserved positions 56-94 must be blank' });
  return problems;
}

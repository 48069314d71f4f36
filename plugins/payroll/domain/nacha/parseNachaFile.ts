import {
  addendaLayout,
  batchControlLayout,
  batchHeaderLayout,
  entryDetailLayout,
  fileControlLayout,
  fileHeaderLayout,
  readFields,
  type Fields,
} from './nachaLayout';

/** Something wrong with a NACHA file, at a line (1-based) or the file as a whole (null). */
export interface NachaProblem {
  line: number | null;
  message: string;
}

/** A record's raw field texts and the line it is on. */
export interface ParsedRecord<Layout> {
  line: number;
  fields: Fields<Layout>;
}

/** An entry detail with the addenda that follow it. */
export interface ParsedEntry extends ParsedRecord<typeof entryDetailLayout> {
  addenda: ParsedRecord<typeof addendaLayout>[];
}

/** A batch: its header, entries and control (null when the control is missing). */
export interface ParsedBatch {
  header: ParsedRecord<typeof batchHeaderLayout>;
  entries: ParsedEntry[];
  control: ParsedRecord<typeof batchControlLayout> | null;
}

/** A NACHA file read record by record, fields left as the text at their positions. */
export interface ParsedNachaFile {
  lines: readonly string[];
  lineEnding: 'LF' | 'CRLF' | 'CR' | 'mixed' | 'none';
  fileHeader: ParsedRecord<typeof fileHeaderLayout> | null;
  batches: ParsedBatch[];
  fileControl: ParsedRecord<typeof fileControlLayout> | null;
  fillerCount: number;
}

const FILLER = /^9{94}$/;

function lineEndingOf(text: string): ParsedNachaFile['lineEnding'] {
  const crlf = (text.match(/\r\n/g) ?? []).length;
  const lf = (text.match(/\n/g) ?? []).length - crlf;
  const cr = (text.match(/\r/g) ?? []).length - crlf;
  const kinds = [crlf && 'CRLF', lf && 'LF', cr && 'CR'].filter((kind) => kind !== 0);
  if (kinds.length > 1) return 'mixed';
  return (kinds[0] as 'LF' | 'CRLF' | 'CR' | undefined) ?? 'none';
}

/**
 * Reads a NACHA file by the record layouts of formats 1a, independently of the writer: splits the
 * lines (LF, CRLF or CR; a final line ending is optional), reads each record's fields by position
 * and follows the record sequence 1, (5, 6 [7]..., 8)..., 9, filler. Problems of length and
 * sequence are returned beside what could be read; validateNachaFile checks the contents.
 */
export function parseNachaFile(text: string): { file: ParsedNachaFile; problems: NachaProblem[] } {
  const lines = text.split(/\r\n|\n|\r/);
  if (lines.at(-1) === '') lines.pop();
  const file: ParsedNachaFile = {
    lines,
    lineEnding: lineEndingOf(text),
    fileHeader: null,
    batches: [],
    fileControl: null,
    fillerCount: 0,
  };
  const problems: NachaProblem[] = [];
  const problem = (line: number | null, message: string) => problems.push({ line, message });
  if (lines.length === 0) problem(null, 'The file is empty');

  let batch: ParsedBatch | null = null;
  lines.forEach((record, index) => {
    const line = index + 1;
    if (record.length !== 94) problem(line, `Record is ${record.length} characters, not 94`);
    const type = record.charAt(0);
    if (file.fileControl) {
      if (FILLER.test(record)) file.fillerCount += 1;
      else problem(line, 'Only filler records of 94 "9"s may follow the file control');
      return;
    }
    if (index === 0 && type !== '1') problem(line, 'A file must begin with a file header (1)');
    if (type === '1') {
      if (index === 0) file.fileHeader = { line, fields: readFields(record, fileHeaderLayout) };
      else problem(line, 'File header (1) out of sequence');
    } else if (type === '5') {
      if (batch) problem(line, 'Batch header (5) before the previous batch control (8)');
      batch = {
        header: { line, fields: readFields(record, batchHeaderLayout) },
        entries: [],
        control: null,
      };
      file.batches.push(batch);
    } else if (type === '6') {
      if (!batch) problem(line, 'Entry detail (6) outside a batch');
      else batch.entries.push({ line, fields: readFields(record, entryDetailLayout), addenda: [] });
    } else if (type === '7') {
      const entry = batch?.entries.at(-1);
      if (!entry) problem(line, 'Addenda (7) without an entry detail before it');
      else entry.addenda.push({ line, fields: readFields(record, addendaLayout) });
    } else if (type === '8') {
      if (!batch) problem(line, 'Batch control (8) without a batch header');
      else batch.control = { line, fields: readFields(record, batchControlLayout) };
      batch = null;
    } else if (type === '9') {
      if (batch) problem(line, 'File control (9) before the batch control (8)');
      file.fileControl = { line, fields: readFields(record, fileControlLayout) };
    } else {
      problem(line, `Undefined record type "${type}"`);
    }
  });
  if (lines.length > 0 && !file.fileControl) problem(null, 'The file has no file control (9)');
  return { file, problems };
}

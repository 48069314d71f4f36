import {
  MAX_STATEMENT_BYTES,
  StatementError,
  parseStatementBytes,
  type CsvNeedsMapping,
  type ParsedStatement,
  type StatementFileOptions,
} from '../../../domain/statements';

/** The file kinds the upload accepts, for the file input's `accept`. */
export const STATEMENT_ACCEPT = '.xlsx,.xls,.csv,.pdf,.ofx,.qfx,.qif';

/** The accepted formats in words, for the line under the file input. */
export const STATEMENT_FORMATS_TEXT = 'Excel (.xlsx, .xls), CSV, PDF, OFX/QFX or QIF, up to 50 MB';

/** A chosen file held in memory, so a column mapping can re-read it without the disk. */
export interface StatementBytes {
  name: string;
  bytes: Uint8Array;
}

/** Why a file is refused before it is read, or undefined when it may be read. */
export function refuseFile(file: Pick<File, 'size'>): string | undefined {
  return file.size >= MAX_STATEMENT_BYTES ? 'The file is larger than 50 MB' : undefined;
}

/** Reads a chosen file's bytes (in the browser: no upload, so it works offline). */
export async function loadStatementFile(file: File): Promise<StatementBytes> {
  return { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) };
}

/** Parses held bytes as a statement, with the person's column mapping when there is one. */
export function readStatement(
  file: StatementBytes,
  options: StatementFileOptions = {},
): Promise<ParsedStatement | CsvNeedsMapping> {
  return parseStatementBytes(file.name, file.bytes, options);
}

/** The reason to show for a failed read: the reader's own words, or a plain fallback. */
export function readFailureReason(error: unknown): string {
  if (error instanceof StatementError) return error.message;
  const detail = error instanceof Error && error.message ? `: ${error.message}` : '';
  return `The file could not be read${detail}`;
}

import {
  isCsvNeedsMapping,
  parseStatementBytes,
  type CsvNeedsMapping,
  type ParsedStatement,
  type StatementFileOptions,
} from '../../domain/statements';

/** An uploaded statement read into lines, or the column-mapping step. */
export type StatementRead =
  | { kind: 'statement'; statement: ParsedStatement }
  | { kind: 'needs-mapping'; needs: CsvNeedsMapping };

/**
 * Reads an uploaded statement's bytes (CSV, OFX/QFX, QIF, .xlsx/.xls, text PDF); throws
 * StatementError for a file that is no statement.
 */
export async function readStatement(
  fileName: string,
  bytes: Uint8Array,
  options: StatementFileOptions,
): Promise<StatementRead> {
  const result = await parseStatementBytes(fileName, bytes, options);
  return isCsvNeedsMapping(result)
    ? { kind: 'needs-mapping', needs: result }
    : { kind: 'statement', statement: result };
}

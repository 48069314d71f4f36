/** The toast text of an upload Keel cannot read (spec 000 section 8, "CSV parse failure"). */
export const CSV_PARSE_FAILED_MESSAGE = 'Failed to parse CSV file. Please check the format.';

/**
 * Thrown when an upload is not a readable employee spreadsheet. `message` is the spec's toast
 * text, worded exactly; `detail` says what was wrong, for the line under it.
 */
export class EmployeeImportError extends Error {
  override readonly name = 'EmployeeImportError';
  /** The toast title (spec 000 section 8). */
  readonly title = 'Error';

  constructor(readonly detail: string) {
    super(CSV_PARSE_FAILED_MESSAGE);
  }
}

import { sniffStatementBytes } from '../sniffStatementBytes';
import { StatementError } from '../statementError';
import type { ParsedStatement } from '../statementLine';
import { findPdfTransactions, type PdfStatementOptions } from './findPdfTransactions';
import { readPdfTextLines } from './readPdfTextLines';

/** Shown for a PDF without a text layer; Keel does no OCR. */
export const PDF_NO_TEXT_MESSAGE =
  'This PDF has no text layer (a scanned image); download the statement as CSV, OFX or a text PDF from your bank';

/**
 * Reads a text PDF bank statement: lines that start with a date and end with an amount. The sign
 * comes from Deposits/Withdrawals sections or columns when the statement has them; lines that look
 * like transactions but cannot be read are listed in `warnings`, never guessed.
 */
export async function parsePdfStatement(
  bytes: Uint8Array,
  options: PdfStatementOptions = {},
): Promise<ParsedStatement> {
  if (sniffStatementBytes(bytes) !== 'pdf') {
    throw new StatementError('This file is not a PDF: it does not start with "%PDF-"');
  }
  const text = await readPdfTextLines(bytes);
  if (text.characters === 0) throw new StatementError(PDF_NO_TEXT_MESSAGE);
  const found = findPdfTransactions(text.lines, options);
  if (found.lines.length === 0) {
    const example = found.warnings.find((warning) => warning.includes(' was not read: '));
    throw new StatementError(
      `No transactions were found in this PDF${example ? ` (${example})` : ''}; download the statement as CSV or OFX from your bank if it offers one`,
    );
  }
  return { format: 'pdf', lines: found.lines, warnings: found.warnings };
}

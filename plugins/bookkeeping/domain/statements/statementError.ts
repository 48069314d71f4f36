/** Thrown when a file cannot be read as a bank statement; the message is shown to the user. */
export class StatementError extends Error {
  override readonly name = 'StatementError';
}

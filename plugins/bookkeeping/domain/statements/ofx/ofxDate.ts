import { isoDate } from '../statementDate';

const OFX_DATE =
  /^(\d{4})(\d{2})(\d{2})(?:\d{2}(?:\d{2}(?:\d{2}(?:[.,]\d+)?)?)?)?\s*(?:\[[^\]]*\])?$/;

/** The calendar date of an OFX datetime as written, e.g. "20261130233000.000[-5:EST]" -> 2026-11-30. */
export function parseOfxDate(text: string): string | undefined {
  // The first 8 digits are the bank's own calendar date; converting to UTC (as some readers do)
  // would move a 23:30 posting at -5:00 onto the next day. Actual Budget reads it the same way.
  const match = OFX_DATE.exec(text.trim());
  return match ? isoDate(+match[1]!, +match[2]!, +match[3]!) : undefined;
}

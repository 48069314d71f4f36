/** How a file writes its dates; the separators shown are nominal ("/", "." and "-" all read). */
export const STATEMENT_DATE_FORMATS = ['YYYY-MM-DD', 'MM/DD/YYYY', 'DD/MM/YYYY'] as const;

/** How a file writes its dates. */
export type StatementDateFormat = (typeof STATEMENT_DATE_FORMATS)[number];

/** A date cell split into numbers before the day/month order is known. */
type DateParts =
  | { yearFirst: true; year: number; month: number; day: number }
  | { yearFirst: false; first: number; second: number; year: number };

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const TIME = String.raw`(?:[T\s]+\d{1,2}:\d{2}(?::\d{2})?(?:\.\d+)?\s*(?:[AP]M|Z|[+-]\d{2}:?\d{2})?)?`;
const YEAR_FIRST = new RegExp(
  String.raw`^(\d{4})\s*([/.-])\s*(\d{1,2})\s*\2\s*(\d{1,2})${TIME}$`,
  'i',
);
const COMPACT = /^(\d{4})(\d{2})(\d{2})$/;
// "1/ 5'05" is Quicken's way of writing 5 Jan 2005: the apostrophe marks a year from 2000.
const NUMERIC = new RegExp(
  String.raw`^(\d{1,2})\s*([/.-])\s*(\d{1,2})\s*(?:\2|')\s*(\d{4}|\d{2})${TIME}$`,
  'i',
);
const DAY_NAME = /^(\d{1,2})[\s-]+([a-z]{3})[a-z]*\.?[\s-]+(\d{4}|\d{2})$/i;
const NAME_DAY = /^([a-z]{3})[a-z]*\.?\s+(\d{1,2}),?\s+(\d{4})$/i;

/** Splits a date cell into its numbers; undefined when it does not look like a date at all. */
function splitDate(text: string): DateParts | undefined {
  const value = text.trim();
  let match = YEAR_FIRST.exec(value) ?? COMPACT.exec(value);
  if (match)
    return { yearFirst: true, year: +match[1]!, month: +match.at(-2)!, day: +match.at(-1)! };
  match = NUMERIC.exec(value);
  if (match) {
    const year = expandYear(match[4]!, value.includes("'"));
    return { yearFirst: false, first: +match[1]!, second: +match[3]!, year };
  }
  match = DAY_NAME.exec(value);
  const named = match
    ? { day: match[1]!, month: match[2]!, year: match[3]! }
    : (match = NAME_DAY.exec(value)) && { day: match[2]!, month: match[1]!, year: match[3]! };
  if (!named) return undefined;
  const month = MONTHS.indexOf(named.month.toLowerCase()) + 1;
  if (month === 0) return undefined;
  return { yearFirst: true, year: expandYear(named.year, false), month, day: +named.day };
}

/** Two-digit years: 00-69 are 2000s, 70-99 the 1900s; after an apostrophe always 2000s. */
function expandYear(text: string, apostrophe: boolean): number {
  const year = +text;
  if (text.length === 4) return year;
  return apostrophe || year < 70 ? 2000 + year : 1900 + year;
}

/** True when the text is a real calendar date read day-first or month-first. */
export function looksLikeDate(text: string): boolean {
  return (
    parseStatementDate(text, 'MM/DD/YYYY') !== undefined ||
    parseStatementDate(text, 'DD/MM/YYYY') !== undefined
  );
}

/** Reads a date cell as YYYY-MM-DD, or undefined when it is not a real calendar date. */
export function parseStatementDate(text: string, format: StatementDateFormat): string | undefined {
  const parts = splitDate(text);
  if (!parts) return undefined;
  if (parts.yearFirst) return isoDate(parts.year, parts.month, parts.day);
  if (format === 'YYYY-MM-DD') return undefined;
  return format === 'MM/DD/YYYY'
    ? isoDate(parts.year, parts.first, parts.second)
    : isoDate(parts.year, parts.second, parts.first);
}

/** The verdict on a column of dates: its format, or why it cannot be decided. */
export type DateFormatVerdict =
  | { kind: 'known'; format: StatementDateFormat }
  | { kind: 'ambiguous'; example: string }
  | { kind: 'mixed'; dayFirst: number; monthFirst: number };

/** Decides day-first or month-first from the data: a first number above 12 means day-first. */
export function detectDateFormat(values: readonly string[]): DateFormatVerdict {
  let dayFirst = -1;
  let monthFirst = -1;
  let example: string | undefined;
  values.forEach((value, index) => {
    const parts = splitDate(value);
    // A date that is impossible either way (13/13/2026) is reported on its own row later.
    if (!parts || parts.yearFirst || (parts.first > 12 && parts.second > 12)) return;
    example ??= value.trim();
    if (parts.first > 12 && dayFirst < 0) dayFirst = index;
    if (parts.second > 12 && monthFirst < 0) monthFirst = index;
  });
  if (example === undefined) return { kind: 'known', format: 'YYYY-MM-DD' };
  if (dayFirst >= 0 && monthFirst >= 0) return { kind: 'mixed', dayFirst, monthFirst };
  if (dayFirst >= 0) return { kind: 'known', format: 'DD/MM/YYYY' };
  if (monthFirst >= 0) return { kind: 'known', format: 'MM/DD/YYYY' };
  return { kind: 'ambiguous', example };
}

/** Whole days from one YYYY-MM-DD date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
}

/** YYYY-MM-DD for a real calendar date, else undefined (no Date object, so no time zone). */
export function isoDate(year: number, month: number, day: number): string | undefined {
  if (year < 1900 || year > 2999 || month < 1 || month > 12 || day < 1) return undefined;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
  if (day > days) return undefined;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

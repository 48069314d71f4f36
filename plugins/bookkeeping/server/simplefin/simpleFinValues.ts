import { parseAmountCents } from '../../domain/statements/parseAmountCents';

/** SimpleFIN's numeric strings: an optional sign, digits, an optional decimal point and digits. */
const NUMERIC_STRING = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/** Exact cents from a SimpleFIN numeric string, or the reason it is not one. */
export type SimpleFinCents = { ok: true; cents: number } | { ok: false; problem: string };

/**
 * Reads a SimpleFIN amount or balance ("-12.5", "1234", "100.23") into integer cents exactly,
 * by decimal string parsing, never float multiplication: "-12.5" is -1250, "1234" is 123400.
 * More than 2 decimals is refused unless the extra digits are zeros ("1.250" is 125). Thousands
 * separators, currency signs and exponents are not SimpleFIN numeric strings and are refused.
 */
export function simpleFinAmountToCents(text: string): SimpleFinCents {
  if (!NUMERIC_STRING.test(text)) return { ok: false, problem: `"${text}" is not a number` };
  // The shared statement reader does the exact decimal work once the strict form is checked.
  const result = parseAmountCents(text, '.');
  return result.ok ? result : { ok: false, problem: `"${text}" ${result.problem}` };
}

/** Integer cents written as SimpleFIN writes amounts: "-33293.43", "0.05", "1200.00". */
export function centsToSimpleFinAmount(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`${cents} is not a whole number of cents`);
  const digits = String(Math.abs(cents)).padStart(3, '0');
  return `${cents < 0 ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

// The last second of 9999-12-31 UTC: a later date would not be written YYYY-MM-DD.
const MAX_EPOCH_SECONDS = 253402300799;

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** Refuses a time zone name Intl does not know (a configuration mistake, not user input). */
export function assertTimeZone(timeZone: string): void {
  epochSecondsToDate(0, timeZone);
}

/**
 * The calendar date (YYYY-MM-DD) a Unix epoch-seconds timestamp falls on in a time zone.
 * SimpleFIN timestamps are instants; the day is read in UTC unless a zone is given.
 */
export function epochSecondsToDate(seconds: number, timeZone = 'UTC'): string {
  if (!Number.isFinite(seconds) || seconds < 0 || seconds > MAX_EPOCH_SECONDS)
    throw new RangeError(`${seconds} is not a timestamp Keel can date`);
  const instant = new Date(Math.floor(seconds) * 1000);
  if (timeZone === 'UTC') return instant.toISOString().slice(0, 10);
  let format = dateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dateFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((p) => [p.type, p.value]));
  return `${String(parts.year).padStart(4, '0')}-${parts.month}-${parts.day}`;
}

/** A date's first second in UTC as epoch seconds, for the start-date and end-date parameters. */
export function dateToEpochSeconds(date: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const time = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : NaN;
  if (!match || Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== date)
    throw new RangeError(`${date} is not a YYYY-MM-DD date`);
  return time / 1000;
}

import { isoDate } from '../statementDate';

const DAY_MS = 86_400_000;
const SECONDS_PER_DAY = 86_400;
// 1900 system: serial 1 is 1900-01-01 and serial 60 is Lotus 1-2-3's 29 Feb 1900, a day that never
// was, so from serial 61 (1900-03-01) on, day 0 is 1899-12-30. 1904 system: serial 0 is 1904-01-01.
const EPOCH_1900_EARLY = Date.UTC(1899, 11, 31);
const EPOCH_1900 = Date.UTC(1899, 11, 30);
const EPOCH_1904 = Date.UTC(1904, 0, 1);
const FAKE_LEAP_DAY = 60;

/**
 * The calendar date (YYYY-MM-DD) an Excel date serial stands for, in the workbook's 1900 or 1904
 * date system; the time of day is dropped and no time zone applies. Undefined when no real date.
 */
export function excelSerialToDate(serial: number, date1904: boolean): string | undefined {
  if (!Number.isFinite(serial)) return undefined;
  // Round to the second first: a stored 46027.99999999 is float noise for the next midnight.
  const days = Math.floor(Math.round(serial * SECONDS_PER_DAY) / SECONDS_PER_DAY);
  let epoch: number;
  if (date1904) {
    if (days < 0) return undefined;
    epoch = EPOCH_1904;
  } else {
    if (days < 1 || days === FAKE_LEAP_DAY) return undefined;
    epoch = days < FAKE_LEAP_DAY ? EPOCH_1900_EARLY : EPOCH_1900;
  }
  const date = new Date(epoch + days * DAY_MS);
  return isoDate(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

/** Every NACHA record is 94 characters (formats 1a, "Structure and data rules"). */
export const RECORD_LENGTH = 94;

/** An alphanumeric field: left-justified, space-filled. The text must already fit. */
export function alpha(text: string, length: number): string {
  if (text.length > length) throw new RangeError(`"${text}" does not fit ${length} characters`);
  return text.padEnd(length, ' ');
}

/** A numeric field: unsigned, right-justified, zero-filled. The value must already fit. */
export function numeric(value: number | string, length: number): string {
  const digits = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value;
  if (typeof digits !== 'string' || !/^\d+$/.test(digits) || digits.length > length) {
    throw new RangeError(`${String(value)} does not fit ${length} digits`);
  }
  return digits.padStart(length, '0');
}

/** Fields joined into one record, checked to be exactly 94 characters. */
export function record(fields: readonly string[]): string {
  const line = fields.join('');
  if (line.length !== RECORD_LENGTH) {
    throw new RangeError(`A NACHA record must be ${RECORD_LENGTH} characters, not ${line.length}`);
  }
  return line;
}

/** 'YYYY-MM-DD' as the YYMMDD of NACHA date fields. */
export function yymmdd(isoDate: string): string {
  return isoDate.slice(2, 4) + isoDate.slice(5, 7) + isoDate.slice(8, 10);
}

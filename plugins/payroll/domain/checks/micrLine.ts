import { isValidRoutingNumber } from '../validation';

/** The four E-13B symbols; which character draws each depends on the MICR font. */
export interface MicrSymbols {
  transit: string;
  onUs: string;
  amount: string;
  dash: string;
}

/** The symbols as Unicode's OCR block has them (U+2446-U+2449); map to a font's own codes. */
export const UNICODE_MICR_SYMBOLS: MicrSymbols = {
  transit: '\u2446',
  amount: '\u2447',
  dash: '\u2448',
  onUs: '\u2449',
};

/** MICR positions, numbered from the right edge (formats 1e). */
export const MICR_LINE_POSITIONS = 65;

/** What a business check's MICR line encodes. */
export interface MicrLineInput {
  routingNumber: string;
  accountNumber: string;
  checkNumber: number;
  /** Zero-fill the serial to this many digits, when the bank asks for a fixed width. */
  serialWidth?: number;
}

/**
 * The MICR line of a business check as 65 characters, position 65 first and position 1 last, to
 * print at 8 per inch with position 1 at 5/16" from the right edge (formats 1e, F13a):
 * Auxiliary On-Us (serial between On-Us symbols, closing symbol at 46 and 45 left blank as the
 * Source Technologies sample check shows), EPC 44 blank, Transit 43-33 (routing digits 1-9 at
 * 42-34), On-Us 32-14 (account number, On-Us symbol at 14), 13 and Amount 1-12 blank (the bank of
 * first deposit encodes the amount).
 */
export function micrLine(
  input: MicrLineInput,
  symbols: MicrSymbols = UNICODE_MICR_SYMBOLS,
): string {
  const { routingNumber, accountNumber, checkNumber, serialWidth = 0 } = input;
  if (!isValidRoutingNumber(routingNumber)) throw new RangeError('Routing number is not valid');
  if (!/^\d{1,17}$/.test(accountNumber)) throw new RangeError('Account number must be 1-17 digits');
  if (!Number.isSafeInteger(checkNumber) || checkNumber < 1) {
    throw new RangeError('Check number must be a whole number ≥ 1');
  }
  const serial = String(checkNumber).padStart(serialWidth, '0');
  if (serial.length > 18)
    throw new RangeError('Check number is too long for the Auxiliary On-Us field');

  const line = Array<string>(MICR_LINE_POSITIONS).fill(' ');
  /** Writes text so that its last character lands on `position`. */
  const endAt = (position: number, text: string) => {
    const start = MICR_LINE_POSITIONS - position - (text.length - 1);
    [...text].forEach((char, i) => (line[start + i] = char));
  };
  endAt(46, `${symbols.onUs}${serial}${symbols.onUs}`);
  endAt(33, `${symbols.transit}${routingNumber}${symbols.transit}`);
  endAt(14, `${accountNumber}${symbols.onUs}`);
  return line.join('');
}

// A local exact decimal-to-cents reader: core/domain/money's parseMoney was being written at the
// same time and does not know "5.00 CR", trailing minus signs or decimal commas. Swap to it once
// it covers those forms.

/** Why a text is not an amount, phrased to follow the quoted text in a message. */
export type AmountProblem =
  'is empty' | 'is not a number' | 'has more than 2 decimal places' | 'is too large';

/** An amount in cents, or the reason the text is not one. */
export type AmountResult = { ok: true; cents: number } | { ok: false; problem: AmountProblem };

/** The character between whole units and cents. */
export type DecimalSeparator = '.' | ',';

const POINT = /^(?:(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d*))?|\.(\d+))$/;
const COMMA = /^(?:(\d{1,3}(?:[. ']\d{3})+|\d+)(?:,(\d*))?|,(\d+))$/;
// The common case, "-1234.56", without the general grammar's work.
const PLAIN_POINT = /^(-?)(\d{1,13})\.(\d\d)$/;
const PLAIN_COMMA = /^(-?)(\d{1,13}),(\d\d)$/;
const LEADING = /^(?:[+-]|[$€£]|USD|EUR|GBP)\s*/i;
const TRAILING = /\s*(?:[+-]|[$€£]|USD|EUR|GBP|CR|DR)\.?$/i;
// Whole units above this many digits would pass Number.MAX_SAFE_INTEGER once in cents.
const MAX_WHOLE_DIGITS = 13;

/** Reads "1,234.56", "(12.00)", "-$5.00", "$5.00 CR", "5.00-" or "1.234,56" into exact cents. */
export function parseAmountCents(input: string, decimal: DecimalSeparator = '.'): AmountResult {
  const plain = (decimal === '.' ? PLAIN_POINT : PLAIN_COMMA).exec(input);
  if (plain) {
    const cents = Number(plain[2]) * 100 + Number(plain[3]);
    return { ok: true, cents: plain[1] && cents !== 0 ? -cents : cents };
  }
  let text = input.replace(/[\s\u00a0\u202f]+/g, ' ').trim();
  if (text === '') return { ok: false, problem: 'is empty' };
  let negative = false;
  let signs = 0;
  if (text.startsWith('(') && text.endsWith(')')) {
    negative = true;
    signs++;
    text = text.slice(1, -1).trim();
  }
  for (let match = LEADING.exec(text); match; match = LEADING.exec(text)) {
    if (match[0].trim() === '-' || match[0].trim() === '+') {
      negative ||= match[0].trim() === '-';
      signs++;
    }
    text = text.slice(match[0].length);
  }
  for (let match = TRAILING.exec(text); match && match[0] !== ''; match = TRAILING.exec(text)) {
    const mark = match[0].trim().replace('.', '').toUpperCase();
    if (mark === '-' || mark === '+' || mark === 'CR' || mark === 'DR') {
      negative ||= mark === '-' || mark === 'DR';
      signs++;
    }
    text = text.slice(0, text.length - match[0].length);
  }
  if (signs > 1) return { ok: false, problem: 'is not a number' };
  const match = (decimal === '.' ? POINT : COMMA).exec(text);
  if (!match) return { ok: false, problem: 'is not a number' };
  const whole = (match[1] ?? '0').replace(/[^0-9]/g, '').replace(/^0+(?=\d)/, '');
  const fraction = match[2] ?? match[3] ?? '';
  if (/[1-9]/.test(fraction.slice(2)))
    return { ok: false, problem: 'has more than 2 decimal places' };
  if (whole.length > MAX_WHOLE_DIGITS) return { ok: false, problem: 'is too large' };
  const cents = Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  return { ok: true, cents: negative && cents !== 0 ? -cents : cents };
}

/** Picks the decimal separator a set of amounts was written with; a point unless they show a comma. */
export function detectDecimalSeparator(values: readonly string[]): DecimalSeparator {
  let comma = 0;
  let point = 0;
  for (const value of values) {
    const lastComma = value.lastIndexOf(',');
    const lastPoint = value.lastIndexOf('.');
    if (lastComma > lastPoint && /,\d{1,2}(?!\d)/.test(value.slice(lastComma))) comma++;
    else if (lastPoint > lastComma && lastComma >= 0) point++;
    else if (lastPoint >= 0 && !/^\D*\d{1,3}(\.\d{3})+\D*$/.test(value)) point++;
  }
  return comma > point ? ',' : '.';
}

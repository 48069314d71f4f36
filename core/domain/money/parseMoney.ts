import { MoneyError, type Cents } from './cents';

const MAX = BigInt(Number.MAX_SAFE_INTEGER);
// Digits with optional thousands groups, then up to any decimals (the count is checked after).
const NUMBER = /^(?:(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d*))?|\.(\d+))$/;

/** Parses "12.10", "-0.5", "$1,234.56", "(12.00)" or a number of dollars into exact cents. */
export function parseMoney(input: string | number): Cents {
  return typeof input === 'number' ? parseNumber(input) : parseText(input);
}

function parseText(input: string): Cents {
  let text = input.trim();
  if (text === '') throw new MoneyError('Amount is empty');
  let negative = false;
  if (text.startsWith('(') && text.endsWith(')')) {
    negative = true;
    text = text.slice(1, -1).trim();
  }
  // A sign and a dollar sign, in either order: "-$12.00", "$-12.00", "+12".
  const signed = /^([+-]?)\s*(\$?)\s*([+-]?)\s*(.*)$/.exec(text);
  const [, sign1 = '', , sign2 = '', rest = ''] = signed ?? [];
  if (sign1 && sign2) throw new MoneyError(`Amount "${input}" is not a number`);
  const sign = sign1 || sign2;
  if (sign && negative) throw new MoneyError(`Amount "${input}" is not a number`);
  negative ||= sign === '-';
  const match = NUMBER.exec(rest);
  if (!match) throw new MoneyError(`Amount "${input}" is not a number`);
  const whole = (match[1] ?? '0').replaceAll(',', '');
  const fraction = match[2] ?? match[3] ?? '';
  if (fraction.length > 2) {
    throw new MoneyError(`Amount "${input}" has more than 2 decimal places`);
  }
  const cents = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  if (cents > MAX) throw new MoneyError(`Amount "${input}" is too large`);
  const value = Number(cents);
  return negative && value !== 0 ? -value : value;
}

function parseNumber(input: number): Cents {
  if (!Number.isFinite(input)) throw new MoneyError(`Amount ${input} is not a finite number`);
  const cents = Math.round(input * 100);
  if (!Number.isSafeInteger(cents)) throw new MoneyError(`Amount ${input} is too large`);
  // Above ~$10M, n*100 may drift past 1e-6; the shortest decimal form of n then decides.
  const exact = Math.abs(input * 100 - cents) <= 1e-6 || hasAtMostTwoDecimals(input);
  if (!exact) throw new MoneyError(`Amount ${input} has more than 2 decimal places`);
  return cents === 0 ? 0 : cents;
}

function hasAtMostTwoDecimals(input: number): boolean {
  return /^-?\d+(?:\.\d{1,2})?$/.test(String(input));
}

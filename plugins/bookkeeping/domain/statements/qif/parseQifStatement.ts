import { detectDecimalSeparator, parseAmountCents } from '../parseAmountCents';
import { detectDateFormat, parseStatementDate, type StatementDateFormat } from '../statementDate';
import { StatementError } from '../statementError';
import type { ParsedStatement, StatementLine } from '../statementLine';

/** Options for reading a QIF file. */
export interface QifOptions {
  /** How D lines write dates, when the user has said; otherwise decided from the data. */
  dateFormat?: StatementDateFormat;
}

interface QifRecord {
  line: number;
  fields: Map<string, { value: string; line: number }>;
}

const CASH_TYPES = new Set(['bank', 'ccard', 'cash', 'oth a', 'oth l']);
const KNOWN_CODES = new Set('DTUPMNCLA^SE$'.split(''));

/** Reads a QIF export of a bank, card or cash account (!Type:Bank, CCard, Cash, Oth A/L). */
export function parseQifStatement(text: string, options: QifOptions = {}): ParsedStatement {
  const lines = text.replace(/^\ufeff/, '').split(/\r\n|\r|\n/);
  const records: QifRecord[] = [];
  const warnings: string[] = [];
  const unknownCodes = new Set<string>();
  let section: 'none' | 'account' | 'transactions' | 'other' = 'none';
  let accountType: string | undefined;
  let current: QifRecord | undefined;
  lines.forEach((raw, index) => {
    const lineNumber = index + 1;
    const line = raw.trimEnd();
    if (line.trim() === '') return;
    if (line.startsWith('!')) {
      const header = line.slice(1).trim().toLowerCase();
      if (header.startsWith('type:')) {
        const type = header.slice(5).trim();
        if (type === 'invst') {
          throw new StatementError(
            `QIF line ${lineNumber}: investment accounts (!Type:Invst) are not supported`,
          );
        }
        section = CASH_TYPES.has(type) ? 'transactions' : 'other';
        if (section === 'transactions') accountType = line.slice(line.indexOf(':') + 1).trim();
      } else if (header === 'account') {
        section = 'account';
      }
      return;
    }
    if (section === 'none') {
      throw new StatementError(
        `QIF line ${lineNumber}: a transaction comes before any !Type: line`,
      );
    }
    if (section !== 'transactions') {
      if (section === 'account' && line.startsWith('^')) section = 'none';
      return;
    }
    const code = line[0]!;
    if (code === '^') {
      if (current) records.push(current);
      current = undefined;
      return;
    }
    current ??= { line: lineNumber, fields: new Map() };
    if (!KNOWN_CODES.has(code)) unknownCodes.add(code);
    // Split lines (S, E, $) repeat; the first of each code is the whole transaction's.
    if (!current.fields.has(code))
      current.fields.set(code, { value: line.slice(1).trim(), line: lineNumber });
  });
  if (current) records.push(current);
  if (accountType === undefined) {
    throw new StatementError(
      'This file is not a bank statement: no !Type:Bank or !Type:CCard section found',
    );
  }
  if (unknownCodes.size > 0)
    warnings.push(`Unknown QIF fields were ignored: ${[...unknownCodes].join(', ')}`);

  const dateFormat = options.dateFormat ?? decideDateFormat(records, warnings);
  const decimal = detectDecimalSeparator(
    records.map((r) => (r.fields.get('T') ?? r.fields.get('U'))?.value ?? ''),
  );
  return {
    format: 'qif',
    account: { type: accountType },
    lines: records.map((record) => readRecord(record, dateFormat, decimal)),
    warnings,
  };
}

function decideDateFormat(records: readonly QifRecord[], warnings: string[]): StatementDateFormat {
  const dates = records.map((record) => record.fields.get('D'));
  const verdict = detectDateFormat(dates.map((d) => d?.value ?? ''));
  if (verdict.kind === 'known') return verdict.format;
  if (verdict.kind === 'mixed') {
    const [a, b] = [dates[verdict.dayFirst]!, dates[verdict.monthFirst]!];
    throw new StatementError(
      `QIF lines ${a.line} and ${b.line}: dates are written both day-first ("${a.value}") and month-first ("${b.value}")`,
    );
  }
  // Quicken's own exports are month-first; a day-first file without a day above 12 needs the option.
  warnings.push(`Dates like "${verdict.example}" were read month-first (MM/DD/YYYY)`);
  return 'MM/DD/YYYY';
}

function readRecord(
  record: QifRecord,
  dateFormat: StatementDateFormat,
  decimal: '.' | ',',
): StatementLine {
  const field = (code: string) => record.fields.get(code);
  const dateField = field('D');
  if (!dateField)
    throw new StatementError(`QIF line ${record.line}: the transaction has no date (D line)`);
  const date = parseStatementDate(dateField.value, dateFormat);
  if (!date) {
    throw new StatementError(
      `QIF line ${dateField.line}: date "${dateField.value}" is not a valid date (read as ${dateFormat})`,
    );
  }
  const amountField = field('T') ?? field('U');
  if (!amountField)
    throw new StatementError(`QIF line ${record.line}: the transaction has no amount (T line)`);
  const amount = parseAmountCents(amountField.value, decimal);
  if (!amount.ok) {
    const what =
      amount.problem === 'is empty'
        ? 'amount is empty'
        : `amount "${amountField.value}" ${amount.problem}`;
    throw new StatementError(`QIF line ${amountField.line}: ${what}`);
  }
  const payee = field('P')?.value || undefined;
  const memo = field('M')?.value || undefined;
  const checkNumber = field('N')?.value || undefined;
  const line: StatementLine = {
    date,
    description: payee ?? memo ?? (checkNumber ? `Check ${checkNumber}` : ''),
    amountCents: amount.cents,
    sourceLine: record.line,
  };
  if (payee) line.payee = payee;
  if (memo) line.memo = memo;
  if (checkNumber) line.checkNumber = checkNumber;
  return line;
}

import { parseAmountCents } from '../parseAmountCents';
import { daysBetween, isoDate, type StatementDateFormat } from '../statementDate';
import { StatementError } from '../statementError';
import type { StatementLine } from '../statementLine';
import { spanOf, type PdfTextLine } from './pdfTextLines';

/** The user's answer for PDFs whose numeric dates could be read either way. */
export interface PdfStatementOptions {
  /** 'DD/MM/YYYY' reads 05/01 as 5 January; any other value reads it month-first. */
  dateFormat?: StatementDateFormat;
}

type Sign = 1 | -1;
type Role = 'amount' | 'debit' | 'credit' | 'balance';
type Section = 'credit' | 'debit' | 'skip' | 'none';

/** A date as printed: numbers in printed order, or a named month; the year only when printed. */
type PrintedDate =
  | { kind: 'numeric'; first: number; second: number; year?: number; text: string }
  | { kind: 'named'; month: number; day: number; year?: number; text: string };

interface Column {
  role: Role;
  left: number;
  right: number;
}

interface Candidate {
  line: PdfTextLine;
  date: PrintedDate;
  description: string;
  checkNumber?: string;
  amount: string;
  role: Exclude<Role, 'balance'>;
  section?: Sign;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH_NAME =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
const MONTH = `(${MONTH_NAME})`;
const YEAR = '((?:19|20)\\d{2})';
const END = '(?=[\\s,]|$)';
const NUMERIC_DATE = new RegExp(`^(\\d{1,2})[/-](\\d{1,2})(?:[/-](\\d{4}|\\d{2}))?${END}`);
const MONTH_DAY = new RegExp(`^${MONTH}\\s+(\\d{1,2})(?:,?\\s+${YEAR})?${END}`, 'i');
const DAY_MONTH = new RegExp(`^(\\d{1,2})\\s+${MONTH}(?:,?\\s+${YEAR})?${END}`, 'i');
const CHECK_NUMBER = /^(\d{1,8})\s*[*^]?\s+/;
const FULL_DATE = `(?:\\d{1,2}[/-]\\d{1,2}[/-](?:\\d{4}|\\d{2})|${MONTH_NAME}\\s+\\d{1,2},?\\s+(?:19|20)\\d{2}|\\d{1,2}\\s+${MONTH_NAME},?\\s+(?:19|20)\\d{2})`;
const PERIOD = new RegExp(
  `(${FULL_DATE})\\s*(?:through|thru|to|until|-|\u2013|\u2014)\\s*(${FULL_DATE})`,
  'i',
);
const PERIOD_END = new RegExp(
  `(?:statement(?: closing)? date|closing date|ending date|period ending|statement ending)\\s*:?\\s*(${FULL_DATE})`,
  'i',
);
// A money amount at the end of a text: cents always printed, optional $, sign, parentheses, CR/DR.
const AMOUNT_AT_END =
  /(?:^|\s)(\(?[-\u2212+]?\s?\$?\s?[-\u2212]?(?:\d{1,3}(?:,\d{3})+|\d+)\.\d{2}\)?(?:\s?(?:-|\u2212|CR|DR)\b|\s?(?:-|\u2212))?)\s*$/i;
// A balance line in the transaction list ("Beginning balance", "Ending balance as of 01/31").
const BALANCE_LINE =
  /^(beginning|opening|ending|closing|starting|previous|new) balance(\s+(as of|on|forward)\b.*)?$/i;
const BALANCE = /\b(beginning|opening|ending|closing|starting|previous|daily|ledger) balance\b/i;
const HEADER_WORD =
  /\b(amount|withdrawals?|debits?|subtractions?|charges|deposits?|credits?|additions?|balance)\b/i;
const HEADING_START =
  /^(?:(?:atm (?:and|&) )?debit card |electronic |other |card |atm |service |online )?(deposits|credits|additions|withdrawals|debits|subtractions|checks|purchases?|fees|charges|payments)\b/;
// How far a printed date may lie after the statement's end and still be in its year.
const LATE_DAYS = 7;

/** Finds the transactions in a text PDF's lines; lines it cannot read become warnings. */
export function findPdfTransactions(
  lines: readonly PdfTextLine[],
  options: PdfStatementOptions = {},
): { lines: StatementLine[]; warnings: string[] } {
  const warnings: string[] = [];
  const unread = (line: PdfTextLine, reason: string) =>
    warnings.push(`Page ${line.page}: "${line.text.trim()}" was not read: ${reason}`);
  const whole = lines.map((line) => line.text).join('\n');
  const isCard =
    /minimum payment/i.test(whole) && /credit (limit|line)|available credit/i.test(whole);

  let range: { start?: PrintedDate; end: PrintedDate } | undefined;
  let closing: { end: PrintedDate } | undefined;
  let section: Section = 'none';
  let columns: Column[] = [];
  let postDateSecond = false;
  const candidates: Candidate[] = [];

  for (const line of lines) {
    const text = line.text.trim();
    if (text === '') continue;
    const periodMatch = PERIOD.exec(text);
    if (periodMatch && trailingAmounts(text).length === 0) {
      const [start, end] = [readDate(periodMatch[1]!), readDate(periodMatch[2]!)];
      if (end) range ??= { start: start?.date, end: end.date };
      continue;
    }
    const closingMatch = closing ? undefined : PERIOD_END.exec(text);
    const closingDate = closingMatch && readDate(closingMatch[1]!);
    if (closingDate) closing = { end: closingDate.date };
    const lead = readLead(text);
    if (!lead) {
      if (isColumnHeader(text)) {
        columns = headerColumns(line);
        postDateSecond = /\b(trans(?:action)?|sale)\b.*\bpost(?:ed|ing)?\b/i.test(text);
        continue;
      }
      const heading = classifyHeading(text, isCard);
      if (heading) {
        section = heading;
        continue;
      }
      if (/^total\b/i.test(text)) {
        section = 'none';
        continue;
      }
      if (
        (section === 'credit' || section === 'debit') &&
        trailingAmounts(text).length > 0 &&
        !BALANCE.test(text)
      ) {
        unread(line, 'no date at the start of the line');
      }
      continue;
    }
    if (section === 'skip') continue;
    const restStart = text.length - text.slice(lead.length).trimStart().length;
    const amounts = trailingAmounts(text, restStart);
    const description = text
      .slice(restStart, amounts[0]?.from ?? text.length)
      .replace(/^[,\s]+/, '')
      .trim();
    if (BALANCE_LINE.test(description) || /^total\b/i.test(description)) continue;
    if (amounts.length === 0) {
      unread(line, 'no amount at the end of the line');
      continue;
    }
    if (!/\p{L}/u.test(description) && !lead.checkNumber) {
      unread(line, 'it has no description');
      continue;
    }
    const offset = line.text.indexOf(text);
    const picked = pickAmount(line, amounts, columns, offset);
    if (typeof picked === 'string') {
      unread(line, picked);
      continue;
    }
    const candidate: Candidate = {
      line,
      date: postDateSecond && lead.second ? lead.second : lead.date,
      description: description || `Check ${lead.checkNumber}`,
      amount: picked.text,
      role: picked.role,
    };
    if (lead.checkNumber) candidate.checkNumber = lead.checkNumber;
    if (section === 'credit' || section === 'debit')
      candidate.section = section === 'credit' ? 1 : -1;
    candidates.push(candidate);
  }

  const period = range ?? closing;
  const order = decideDateOrder(candidates, period, options, warnings);
  const end = period && resolveDate(period.end, order, undefined);
  const signs = signConvention(candidates, isCard, warnings);
  const read: StatementLine[] = [];
  for (const candidate of candidates) {
    const { line } = candidate;
    const date = resolveDate(candidate.date, order, end);
    if (date === undefined) {
      unread(
        line,
        candidate.date.year === undefined && !end
          ? `the date "${candidate.date.text}" has no year and no statement period was found`
          : `"${candidate.date.text}" is not a real date`,
      );
      continue;
    }
    const parsed = parseAmountCents(candidate.amount.replace(/\u2212/g, '-').replace(/\s+/g, ''));
    if (!parsed.ok) {
      unread(line, `the amount "${candidate.amount}" ${parsed.problem}`);
      continue;
    }
    const cents = signs(candidate, parsed.cents);
    const statementLine: StatementLine = {
      date,
      description: candidate.description,
      amountCents: cents === 0 ? 0 : cents,
      sourceLine: line.number,
    };
    if (candidate.checkNumber) statementLine.checkNumber = candidate.checkNumber;
    read.push(statementLine);
  }
  return { lines: read, warnings };
}

/** The date (and a check number before it, and a second date after it) a line starts with. */
function readLead(
  text: string,
): { date: PrintedDate; second?: PrintedDate; checkNumber?: string; length: number } | undefined {
  let checkNumber: string | undefined;
  let at = 0;
  let first = readDate(text);
  if (!first) {
    const check = CHECK_NUMBER.exec(text);
    if (!check) return undefined;
    first = readDate(text.slice(check[0].length));
    if (!first) return undefined;
    checkNumber = check[1]!;
    at = check[0].length;
  }
  at += first.length;
  const gap = /^\s+/.exec(text.slice(at))?.[0].length ?? 0;
  const second = gap > 0 ? readDate(text.slice(at + gap)) : undefined;
  if (second) at += gap + second.length;
  return { date: first.date, second: second?.date, checkNumber, length: at };
}

/** A date at the start of a text: 01/05, 01/05/26, 01/05/2026, Jan 5, Jan 5, 2026 or 5 Jan 2026. */
function readDate(text: string): { date: PrintedDate; length: number } | undefined {
  let match = NUMERIC_DATE.exec(text);
  if (match) {
    const year = match[3] === undefined ? undefined : expandYear(match[3]);
    return {
      date: { kind: 'numeric', first: +match[1]!, second: +match[2]!, year, text: match[0] },
      length: match[0].length,
    };
  }
  match = MONTH_DAY.exec(text);
  const named = match
    ? { month: match[1]!, day: match[2]!, year: match[3] }
    : (match = DAY_MONTH.exec(text)) && { month: match[2]!, day: match[1]!, year: match[3] };
  if (!match || !named) return undefined;
  const month = MONTHS.indexOf(named.month.slice(0, 3).toLowerCase()) + 1;
  const year = named.year === undefined ? undefined : +named.year;
  return {
    date: { kind: 'named', month, day: +named.day, year, text: match[0] },
    length: match[0].length,
  };
}

function expandYear(text: string): number {
  const year = +text;
  return text.length === 4 ? year : year < 70 ? 2000 + year : 1900 + year;
}

/** The amounts a line ends with, left to right, as character ranges of the text. */
function trailingAmounts(text: string, from = 0): { text: string; from: number; to: number }[] {
  const found: { text: string; from: number; to: number }[] = [];
  let end = text.length;
  while (end > from && found.length < 4) {
    const match = AMOUNT_AT_END.exec(text.slice(from, end));
    if (!match) break;
    const token = match[1]!;
    const start = from + match.index + match[0].indexOf(token);
    found.unshift({ text: token, from: start, to: start + token.length });
    end = start;
  }
  return found;
}

/** The transaction's amount among a line's trailing amounts, or why there is none. */
function pickAmount(
  line: PdfTextLine,
  amounts: readonly { text: string; from: number; to: number }[],
  columns: readonly Column[],
  offset: number,
): { text: string; role: Exclude<Role, 'balance'> } | string {
  if (columns.length === 0) {
    if (amounts.length === 1) return { text: amounts[0]!.text, role: 'amount' };
    return `it ends with ${amounts.length} amounts and no column headings say which is the transaction's`;
  }
  const assigned = amounts.map((amount) => {
    const span = spanOf(line, offset + amount.from, offset + amount.to);
    const center = (span.left + span.right) / 2;
    let best: { column: Column; gap: number; off: number } | undefined;
    for (const column of columns) {
      const gap = Math.max(0, column.left - span.right, span.left - column.right);
      const off = Math.abs((column.left + column.right) / 2 - center);
      if (!best || gap < best.gap || (gap === best.gap && off < best.off)) {
        best = { column, gap, off };
      }
    }
    return { text: amount.text, role: best!.column.role };
  });
  const money = assigned.filter((amount) => amount.role !== 'balance');
  if (money.length === 1) {
    const [only] = money;
    return { text: only!.text, role: only!.role as Exclude<Role, 'balance'> };
  }
  const names = columns.map((column) => column.role).join(', ');
  return money.length === 0
    ? 'its only amount is under the balance column'
    : `its ${money.length} amounts could not be matched to the columns (${names})`;
}

/** A row of column headings: names a date and a money column, and holds no numbers. */
function isColumnHeader(text: string): boolean {
  return (
    /\bdate\b/i.test(text) &&
    !/\d/.test(text) &&
    [...text.matchAll(new RegExp(HEADER_WORD.source, 'gi'))].some(
      (match) => !/^balance$/i.test(match[1]!),
    )
  );
}

/** The amount columns a heading row names, with where each heading was drawn. */
function headerColumns(line: PdfTextLine): Column[] {
  const columns: (Column & { end: number })[] = [];
  for (const match of line.text.matchAll(new RegExp(HEADER_WORD.source, 'gi'))) {
    const word = match[1]!.toLowerCase();
    const role: Role = word.startsWith('amount')
      ? 'amount'
      : word.startsWith('balance')
        ? 'balance'
        : /^(deposit|credit|addition)/.test(word)
          ? 'credit'
          : 'debit';
    const span = spanOf(line, match.index, match.index + match[0].length);
    const last = columns.at(-1);
    // "Deposits/Additions" and "Withdrawals and other debits" name one column.
    if (last?.role === role && match.index - last.end <= 12) {
      last.right = Math.max(last.right, span.right);
      last.end = match.index + match[0].length;
      continue;
    }
    columns.push({ role, left: span.left, right: span.right, end: match.index + match[0].length });
  }
  return columns.map(({ role, left, right }) => ({ role, left, right }));
}

/** The section a heading line opens, or undefined when the line is no heading. */
function classifyHeading(text: string, isCard: boolean): Section | undefined {
  const words = text
    .toLowerCase()
    .replace(/\(?\bcontinued\b\)?/g, '')
    .replace(/[:.]+\s*$/, '')
    .trim();
  if (words === '' || /\d/.test(words) || words.split(/\s+/).length > 8) return undefined;
  if (/^(daily|ledger|daily ending|daily ledger) balances?\b|^balance summary\b/.test(words))
    return 'skip';
  if (/^(transaction (detail|details|history|activity)|transactions|account activity)$/.test(words))
    return 'none';
  if (/^interest (paid|earned)\b/.test(words)) return 'credit';
  if (/^interest charged?\b/.test(words)) return 'debit';
  const start = HEADING_START.exec(words);
  if (!start) return undefined;
  if (/\b(deposits?|credits?|additions?|refunds?)\b/.test(words)) return 'credit';
  if (isCard && /^payments?\b/.test(words)) return 'credit';
  return 'debit';
}

/** Month-first or day-first for numeric dates: the user's choice, else what the dates show. */
function decideDateOrder(
  candidates: readonly Candidate[],
  period: { start?: PrintedDate; end: PrintedDate } | undefined,
  options: PdfStatementOptions,
  warnings: string[],
): 'month-first' | 'day-first' {
  if (options.dateFormat) return options.dateFormat === 'DD/MM/YYYY' ? 'day-first' : 'month-first';
  const dated = [
    ...candidates.map((candidate) => ({ date: candidate.date, page: candidate.line.page })),
    ...(period
      ? [period.start, period.end].flatMap((date) => (date ? [{ date, page: 0 }] : []))
      : []),
  ];
  let dayFirst: PrintedDate | undefined;
  let monthFirst: PrintedDate | undefined;
  let ambiguous: PrintedDate | undefined;
  for (const { date } of dated) {
    if (date.kind !== 'numeric') continue;
    if (date.first > 12 && date.second <= 12) dayFirst ??= date;
    else if (date.second > 12 && date.first <= 12) monthFirst ??= date;
    else if (date.first !== date.second && date.first <= 12) ambiguous ??= date;
  }
  if (dayFirst && monthFirst) {
    throw new StatementError(
      `Dates in this PDF are written both day-first ("${dayFirst.text}") and month-first ("${monthFirst.text}")`,
    );
  }
  if (dayFirst) return 'day-first';
  if (!monthFirst && ambiguous) {
    warnings.push(`Dates like "${ambiguous.text}" were read month-first (MM/DD)`);
  }
  return 'month-first';
}

/** YYYY-MM-DD for a printed date; a missing year comes from the statement's end date. */
function resolveDate(
  date: PrintedDate,
  order: 'month-first' | 'day-first',
  end: string | undefined,
): string | undefined {
  const [month, day] =
    date.kind === 'named'
      ? [date.month, date.day]
      : order === 'month-first'
        ? [date.first, date.second]
        : [date.second, date.first];
  if (date.year !== undefined) return isoDate(date.year, month, day);
  if (!end) return undefined;
  const endYear = Number(end.slice(0, 4));
  const sameYear = isoDate(endYear, month, day);
  // A statement ending in January lists December's dates of the year before.
  if (sameYear && daysBetween(end, sameYear) <= LATE_DAYS) return sameYear;
  return isoDate(endYear - 1, month, day);
}

/** How printed amounts become signed cents, decided once for the whole statement. */
function signConvention(
  candidates: readonly Candidate[],
  isCard: boolean,
  warnings: string[],
): (candidate: Candidate, printed: number) => number {
  const loose = candidates.filter((c) => c.role === 'amount' && c.section === undefined);
  const marked = (c: Candidate) => /CR$/i.test(c.amount.trim());
  const negative = (c: Candidate) => /[-\u2212(]|DR$/i.test(c.amount.trim());
  // Some banks mark only credits ("50.00 CR") and leave debits unmarked.
  const creditMarks = loose.some(marked) && !loose.some(negative);
  if (creditMarks) {
    warnings.push('Amounts marked CR were read as money in and unmarked amounts as money out');
  } else if (isCard && loose.length > 0) {
    warnings.push(
      'This looks like a credit card statement: charges were read as money out and payments and credits as money in',
    );
  }
  return (candidate, printed) => {
    const size = Math.abs(printed);
    if (candidate.role === 'debit') return -size;
    if (candidate.role === 'credit') return size;
    if (candidate.section !== undefined) return candidate.section * size;
    if (creditMarks) return marked(candidate) ? size : -size;
    return isCard ? -printed : printed;
  };
}

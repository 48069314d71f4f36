import { MoneyError, type Cents } from '../money/cents';
import { parseMoney } from '../money/parseMoney';

/** A transaction header: date, code, description and the comment after ';'. */
export interface HledgerHeader {
  date: string;
  code?: string;
  description: string;
  tags: Map<string, string>;
}

/** A posting: account name, amount in cents (undefined when elided), comment. */
export interface HledgerPosting {
  account: string;
  amount?: Cents;
  comment?: string;
}

/** `text ; comment` split at the first ';'. */
export function splitComment(text: string): [body: string, comment: string | undefined] {
  const at = text.indexOf(';');
  return at < 0 ? [text, undefined] : [text.slice(0, at), text.slice(at + 1)];
}

/** hledger tags `name:value` in a comment, comma-separated. */
export function parseTags(comment: string | undefined): Map<string, string> {
  const tags = new Map<string, string>();
  for (const match of (comment ?? '').matchAll(/(?:^|,)\s*([^\s:,]+):([^,]*)/g)) {
    if (match[1]) tags.set(match[1], (match[2] ?? '').trim());
  }
  return tags;
}

/** Parses a transaction header line, or explains why it is not one. */
export function parseHeader(line: string): HledgerHeader | string {
  const match =
    /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:=\S+)?(?:\s+[*!])?(?:\s+\(([^)]*)\))?(.*)$/.exec(line);
  if (!match) return 'Expected a date as YYYY-MM-DD at the start of a transaction';
  const [, year = '', month = '', day = '', code, rest = ''] = match;
  if (rest !== '' && !/^\s/.test(rest)) return 'Expected a space after the date';
  const [description, comment] = splitComment(rest);
  return {
    date: `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`,
    ...(code === undefined || code.trim() === '' ? {} : { code: code.trim() }),
    description: description.trim(),
    tags: parseTags(comment),
  };
}

/** Parses an indented posting line, or explains why it cannot be imported. */
export function parsePosting(line: string): HledgerPosting | string {
  const [body, comment] = splitComment(line.trim().replace(/^[*!]\s+/, ''));
  const match = /^(\S(?:.*?\S)?)(?:(?: {2,}|\t)\s*(.*))?$/.exec(body.trimEnd());
  if (!match?.[1]) return 'Expected an account name';
  const account = match[1];
  if (/^[([]/.test(account)) return `Virtual posting ${account} is not supported`;
  const withComment = comment === undefined ? {} : { comment: comment.trim() };
  // A balance assertion ("= $100.00") checks, it does not post; only the amount before it counts.
  const text = (match[2] ?? '').split('=')[0]?.trim() ?? '';
  if (text === '') return { account, ...withComment };
  if (text.includes('@')) return `Prices (@) are not supported: ${text}`;
  if (!text.includes('$')) return `Amount "${text}" must be in US dollars ($)`;
  try {
    return { account, amount: parseMoney(text), ...withComment };
  } catch (error) {
    return error instanceof MoneyError ? error.message : `Amount "${text}" is not a number`;
  }
}

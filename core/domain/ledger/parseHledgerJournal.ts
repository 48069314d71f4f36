import { formatUSD } from '../money/formatUSD';
import type { Account } from './account';
import { hledgerAccountNames } from './hledgerNames';
import { parseHeader, parsePosting, splitComment, type HledgerPosting } from './hledgerSyntax';
import { resolveAccount, type AccountResolver } from './hledgerAccounts';
import type { JournalEntry } from './journalEntry';
import { validateEntry } from './validateEntry';

/** The outcome of reading a journal: the chart and entries, or every problem by line number. */
export type HledgerImport =
  { ok: true; accounts: Account[]; entries: JournalEntry[] } | { ok: false; errors: string[] };

interface Transaction {
  kind: 'transaction';
  line: number;
  header: Exclude<ReturnType<typeof parseHeader>, string>;
  keel: Record<string, unknown>;
  /** A posting failed to parse, so the totals would only mislead. */
  broken: boolean;
  postings: (HledgerPosting & { line: number })[];
}
interface AccountBlock {
  kind: 'account';
  line: number;
  name: string;
}
type Block = Transaction | AccountBlock | { kind: 'skip' } | null;

const ignoredDirectives = /^(commodity|payee|tag|P|D|decimal-mark\s+\.)(\s|$)/;
const unsupportedDirectives = /^(include|alias|apply|end|year|Y|~|=|decimal-mark)(\s|$)/;

/** The JSON after `keel:` in a comment, if any. */
function keelJson(comment: string): Record<string, unknown> | null | 'invalid' {
  const match = /^\s*keel:(.*)$/.exec(comment);
  if (!match) return null;
  try {
    const value: unknown = JSON.parse(match[1] ?? '');
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : 'invalid';
  } catch {
    return 'invalid';
  }
}

/**
 * Reads an hledger journal (Keel's export or a reasonable hand-written one: comments, one elided
 * amount per transaction, `$1,234.56`, `-$12.00`, `$-12.00`) into accounts and entries. Accounts
 * already in `accounts` are matched by their hledger name; others come from `account` directives
 * or are inferred from the name's root (assets, liabilities, equity, income/revenue, expenses).
 * Any problem fails the whole import, with line-numbered messages.
 */
export function parseHledgerJournal(
  text: string,
  accounts: readonly Account[] = [],
): HledgerImport {
  const errors: string[] = [];
  const resolver: AccountResolver = {
    byName: new Map([...hledgerAccountNames(accounts)].map(([id, name]) => [name, id])),
    byId: new Map(accounts.map((a) => [a.id, a])),
    added: [],
  };
  const declared = new Map<string, { line: number; keel?: Record<string, unknown> }>();
  const transactions: Transaction[] = [];
  let block: Block = null;

  text.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1;
    const fail = (message: string) => errors.push(`line ${line}: ${message}`);
    if (raw.trim() === '') {
      block = null;
      return;
    }
    if (/^[;#*]/.test(raw)) return;
    if (/^\s/.test(raw)) {
      const body = raw.trim();
      if (body.startsWith(';') || body.startsWith('#')) {
        const json = keelJson(body.slice(1));
        if (json === 'invalid') fail('The keel: comment is not a JSON object');
        else if (json && block?.kind === 'transaction') block.keel = json;
        else if (json && block?.kind === 'account')
          declared.set(block.name, { line: block.line, keel: json });
        return;
      }
      if (block === null) fail('An indented line must belong to a transaction');
      else if (block.kind === 'transaction') {
        const posting = parsePosting(raw);
        if (typeof posting === 'string') {
          fail(posting);
          block.broken = true;
        } else block.postings.push({ ...posting, line });
      }
      return;
    }
    if (raw.startsWith('account ')) {
      const name =
        splitComment(raw.slice(8))[0]
          .trim()
          .split(/ {2}|\t/)[0] ?? '';
      block = { kind: 'account', line, name };
      if (!declared.has(name)) declared.set(name, { line });
      return;
    }
    if (ignoredDirectives.test(raw)) {
      block = { kind: 'skip' };
      return;
    }
    if (unsupportedDirectives.test(raw)) {
      block = { kind: 'skip' };
      fail(`The directive "${raw.split(/\s/)[0]}" is not supported`);
      return;
    }
    const header = parseHeader(raw);
    if (typeof header === 'string') {
      block = { kind: 'skip' };
      fail(header);
      return;
    }
    block = { kind: 'transaction', line, header, keel: {}, broken: false, postings: [] };
    transactions.push(block);
  });

  for (const [name, { line, keel }] of declared) {
    const problem = resolveAccount(resolver, name, keel);
    if (problem) errors.push(`line ${line}: ${problem}`);
  }
  const entries: JournalEntry[] = [];
  const ids = new Set<string>();
  for (const transaction of transactions) {
    const entry = toEntry(transaction, resolver, errors);
    if (!entry) continue;
    if (ids.has(entry.id))
      errors.push(`line ${transaction.line}: Entry id ${entry.id} is used twice`);
    ids.add(entry.id);
    entries.push(entry);
  }
  if (errors.length > 0) return { ok: false, errors };
  const chart = [...accounts, ...resolver.added];
  for (const [i, entry] of entries.entries()) {
    const result = validateEntry(entry, chart);
    if (!result.ok) errors.push(...result.errors.map((e) => `line ${transactions[i]?.line}: ${e}`));
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, accounts: chart, entries };
}

function toEntry(
  transaction: Transaction,
  resolver: AccountResolver,
  errors: string[],
): JournalEntry | null {
  const { header, keel, postings, line, broken } = transaction;
  const before = errors.length;
  const elided = postings.filter((p) => p.amount === undefined);
  const sum = postings.reduce((total, p) => total + (p.amount ?? 0), 0);
  if (elided.length > 1) {
    errors.push(`line ${line}: Only one posting may leave out its amount`);
  } else if (elided.length === 0 && sum !== 0 && !broken) {
    errors.push(`line ${line}: The transaction does not balance: it is off by ${formatUSD(sum)}`);
  }
  const lines = postings.map((posting) => {
    const amount = posting.amount ?? -sum;
    if (amount === 0 && elided.length <= 1)
      errors.push(`line ${posting.line}: A posting of $0.00 cannot be imported`);
    const problem = resolveAccount(resolver, posting.account);
    if (problem) errors.push(`line ${posting.line}: ${problem}`);
    return {
      accountId: resolver.byName.get(posting.account) ?? posting.account,
      debit: Math.max(amount, 0),
      credit: Math.max(-amount, 0),
      ...(posting.comment === undefined ? {} : { memo: posting.comment }),
    };
  });
  if (errors.length > before) return null;
  const memo = typeof keel.memo === 'string' ? keel.memo : header.description;
  const reference = typeof keel.reference === 'string' ? keel.reference : header.code;
  return {
    id: header.tags.get('id') || `hledger-${line}`,
    date: header.date,
    memo,
    ...(reference === undefined ? {} : { reference }),
    lines,
  };
}

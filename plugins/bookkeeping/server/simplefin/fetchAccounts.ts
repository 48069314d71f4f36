import { z } from 'zod';
import type { StatementLine } from '../../domain/statements/statementLine';
import { parseAccessUrl } from './claimSetupToken';
import { SIMPLEFIN_MESSAGES, SimpleFinError } from './simpleFinError';
import {
  DEFAULT_TIMEOUT_MS,
  assertSecureUrl,
  checkedAddresses,
  sendSimpleFinRequest,
  type SimpleFinHttpOptions,
} from './simpleFinHttp';
import { assertTimeZone, epochSecondsToDate, simpleFinAmountToCents } from './simpleFinValues';

/** What to ask GET /accounts for. Dates are Unix epoch seconds. */
export interface SimpleFinAccountsQuery {
  /** Transactions posted on or after this instant (start-date). */
  startDate?: number;
  /** Transactions posted before, not on, this instant (end-date). */
  endDate?: number;
  /** Include pending transactions (pending=1); SimpleFIN leaves them out by default. */
  pending?: boolean;
  /** Only these accounts (account=, repeated). */
  accountIds?: readonly string[];
  /** Balances without transactions (balances-only=1). */
  balancesOnly?: boolean;
}

/** Settings for fetching accounts. */
export interface FetchAccountsOptions extends SimpleFinHttpOptions {
  /**
   * The IANA time zone in which a timestamp's calendar day is read; 'UTC' by default, as Actual
   * does (so a connection moved from Actual dates its lines the same way).
   */
  timeZone?: string;
}

/** One v2 (draft) error entry; v1 servers send plain strings in `errors` instead. */
export interface SimpleFinErrorEntry {
  code: string;
  message: string;
  connId?: string;
  accountId?: string;
}

/** One account as SimpleFIN reported it, amounts in exact cents and lines ready to import. */
export interface SimpleFinAccount {
  id: string;
  name: string;
  /** ISO 4217 code, or a URL for a custom currency. */
  currency: string;
  balanceCents: number;
  availableBalanceCents?: number;
  /** The calendar day of balance-date (see FetchAccountsOptions.timeZone). */
  balanceDate: string;
  /** balance-date as SimpleFIN sent it, in epoch seconds. */
  balanceDateEpoch: number;
  org: { name?: string; domain?: string; sfinUrl?: string; id?: string; url?: string };
  /** v2: the connection the account belongs to. */
  connId?: string;
  /** The transactions, in SimpleFIN's order; empty when balancesOnly was asked. */
  lines: StatementLine[];
}

/** The answer of GET /accounts. */
export interface SimpleFinAccountSet {
  accounts: SimpleFinAccount[];
  /** Messages to show the user (sanitized: plain text, no control characters, bounded length). */
  errors: string[];
  /** v2 draft error entries, when the server sent them. */
  errlist: SimpleFinErrorEntry[];
}

// SimpleFIN writes numeric strings; a JSON number is accepted and read by its decimal text.
const cents = z.union([z.string(), z.number()]).transform((value, ctx) => {
  const result = simpleFinAmountToCents(typeof value === 'number' ? String(value) : value);
  if (result.ok) return result.cents;
  ctx.addIssue({ code: 'custom', message: result.problem });
  return z.NEVER;
});
const epoch = z.number().min(0).max(253402300799).transform(Math.floor);
const optionalText = z
  .string()
  .nullish()
  .transform((value) => value ?? undefined);

const transactionSchema = z.object({
  id: z.string().min(1).max(255),
  posted: epoch,
  amount: cents,
  description: z
    .string()
    .nullish()
    .transform((value) => value ?? ''),
  payee: optionalText,
  memo: optionalText,
  pending: z.boolean().nullish(),
  transacted_at: epoch.nullish(),
});

const accountSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  currency: z.string(),
  balance: cents,
  'available-balance': cents.nullish(),
  'balance-date': epoch,
  org: z
    .object({
      name: optionalText,
      domain: optionalText,
      'sfin-url': optionalText,
      id: optionalText,
      url: optionalText,
    })
    .nullish(),
  conn_id: optionalText,
  transactions: z.array(transactionSchema).nullish(),
});

const accountSetSchema = z.object({
  errors: z.array(z.string()).nullish(),
  errlist: z
    .array(
      z.object({
        code: z.string(),
        message: z.string(),
        conn_id: optionalText,
        account_id: optionalText,
      }),
    )
    .nullish(),
  accounts: z.array(accountSchema),
});

type WireTransaction = z.output<typeof transactionSchema>;

// Account sets with years of history can be large; anything past this is not a SimpleFIN answer.
const MAX_ACCOUNTS_BYTES = 50 * 1024 * 1024;
const MAX_ERROR_LENGTH = 500;

/** A server-sent message made safe to show: plain text on one line, bounded length. */
export function sanitizeSimpleFinMessage(text: string): string {
  // eslint-disable-next-line no-control-regex
  const plain = text.replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e]+/g, ' ');
  const squeezed = plain.replace(/\s+/g, ' ').trim();
  return squeezed.length > MAX_ERROR_LENGTH
    ? `${squeezed.slice(0, MAX_ERROR_LENGTH - 1)}…`
    : squeezed;
}

function checkEpochParameter(name: string, value: number | undefined): void {
  if (value !== undefined && !(Number.isSafeInteger(value) && value >= 0))
    throw new RangeError(`${name} must be whole epoch seconds`);
}

/** The GET /accounts URL for an access URL and query, without the access URL's credentials. */
export function accountsRequestUrl(accessUrl: URL, query: SimpleFinAccountsQuery): URL {
  const url = new URL(accessUrl.href);
  url.username = '';
  url.password = '';
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/accounts`;
  url.search = '';
  checkEpochParameter('startDate', query.startDate);
  checkEpochParameter('endDate', query.endDate);
  if (query.startDate !== undefined) url.searchParams.append('start-date', String(query.startDate));
  if (query.endDate !== undefined) url.searchParams.append('end-date', String(query.endDate));
  if (query.pending) url.searchParams.append('pending', '1');
  for (const id of query.accountIds ?? []) url.searchParams.append('account', id);
  if (query.balancesOnly) url.searchParams.append('balances-only', '1');
  return url;
}

/** A description of an access URL safe to log: scheme, host and path, never the credentials. */
export function redactAccessUrl(accessUrl: string): string {
  const url = parseAccessUrl(accessUrl);
  return url ? `${url.protocol}//${url.host}${url.pathname}` : '(not an access URL)';
}

/**
 * Maps a SimpleFIN transaction to a statement line. A line is pending when pending is true or
 * posted is 0. Its date is the day of `posted` for a booked line (the bank's posting day, which
 * bank statements and the balance use) and of `transacted_at` for a pending one (it has no
 * posting yet), falling back to the other timestamp, then to the account's balance-date.
 */
export function toStatementLine(
  tx: WireTransaction,
  index: number,
  balanceDateEpoch: number,
  timeZone = 'UTC',
): StatementLine {
  const pending = tx.pending === true || tx.posted === 0;
  const posted = tx.posted > 0 ? tx.posted : undefined;
  const transacted = tx.transacted_at ? tx.transacted_at : undefined;
  const when = (pending ? (transacted ?? posted) : (posted ?? transacted)) ?? balanceDateEpoch;
  const line: StatementLine = {
    date: epochSecondsToDate(when, timeZone),
    description: tx.description,
    amountCents: tx.amount,
    fitId: tx.id,
    pending,
    sourceLine: index + 1,
  };
  if (tx.payee !== undefined) line.payee = tx.payee;
  if (tx.memo !== undefined) line.memo = tx.memo;
  return line;
}

function unreadable(host: string, error: z.ZodError, secrets: readonly string[]): SimpleFinError {
  const issue = error.issues[0];
  const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  // A problem may quote a value the server sent; a server echoing the credentials back must not
  // get them into a message.
  let problem = issue?.message ?? 'invalid';
  for (const secret of secrets) if (secret !== '') problem = problem.split(secret).join('***');
  return new SimpleFinError(
    `SimpleFIN at ${host} sent account data Keel cannot read (${where}${problem})`,
    502,
    'bad_answer',
  );
}

/**
 * GET {access URL}/accounts with HTTP Basic auth taken from the access URL's user name and
 * password (they never appear in the request URL, a log line or an error message). The host is
 * checked like the setup token's (https, public addresses, connection pinned). Amounts and
 * balances become exact integer cents; each transaction becomes a StatementLine whose fitId is
 * the SimpleFIN transaction id. A 403 is 'Invalid SimpleFIN access token' (revoked or wrong).
 */
export async function fetchAccounts(
  accessUrl: string,
  query: SimpleFinAccountsQuery = {},
  options: FetchAccountsOptions = {},
): Promise<SimpleFinAccountSet> {
  const timeZone = options.timeZone ?? 'UTC';
  assertTimeZone(timeZone);
  const access = parseAccessUrl(accessUrl);
  if (!access)
    throw new SimpleFinError(SIMPLEFIN_MESSAGES.notAnAccessUrl, 400, 'not_an_access_url');
  assertSecureUrl(access, options, 'The SimpleFIN access URL');
  const requestUrl = accountsRequestUrl(access, query);
  const addresses = await checkedAddresses(access, options, SIMPLEFIN_MESSAGES.accessPrivate);
  const user = decodeURIComponent(access.username);
  const password = decodeURIComponent(access.password);
  const credentials = `${user}:${password}`;
  const answer = await sendSimpleFinRequest({
    url: requestUrl,
    method: 'GET',
    headers: { Authorization: `Basic ${Buffer.from(credentials, 'utf8').toString('base64')}` },
    addresses,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    maxBytes: MAX_ACCOUNTS_BYTES,
  });
  const host = access.host;
  if (answer.status === 401 || answer.status === 403)
    throw new SimpleFinError(SIMPLEFIN_MESSAGES.invalidAccess, 403, 'access_denied');
  if (answer.status === 402)
    throw new SimpleFinError(
      `SimpleFIN at ${host} asks for payment (HTTP 402): renew the SimpleFIN subscription`,
      502,
      'payment_required',
    );
  if (answer.status !== 200)
    throw new SimpleFinError(
      `SimpleFIN at ${host} could not list accounts (HTTP ${answer.status})`,
      502,
      'bad_answer',
    );
  let json: unknown;
  try {
    json = JSON.parse(answer.body);
  } catch {
    throw new SimpleFinError(
      `SimpleFIN at ${host} sent an answer that is not JSON`,
      502,
      'bad_answer',
    );
  }
  const parsed = accountSetSchema.safeParse(json);
  if (!parsed.success)
    throw unreadable(host, parsed.error, [password, user, access.password, access.username]);
  const set = parsed.data;
  return {
    errors: (set.errors ?? []).map(sanitizeSimpleFinMessage).filter((e) => e !== ''),
    errlist: (set.errlist ?? []).map((entry) => ({
      code: sanitizeSimpleFinMessage(entry.code),
      message: sanitizeSimpleFinMessage(entry.message),
      ...(entry.conn_id !== undefined ? { connId: entry.conn_id } : {}),
      ...(entry.account_id !== undefined ? { accountId: entry.account_id } : {}),
    })),
    accounts: set.accounts.map((account): SimpleFinAccount => {
      const org = account.org;
      const result: SimpleFinAccount = {
        id: account.id,
        name: account.name,
        currency: account.currency,
        balanceCents: account.balance,
        balanceDate: epochSecondsToDate(account['balance-date'], timeZone),
        balanceDateEpoch: account['balance-date'],
        org: Object.fromEntries(
          Object.entries({
            name: org?.name,
            domain: org?.domain,
            sfinUrl: org?.['sfin-url'],
            id: org?.id,
            url: org?.url,
          }).filter(([, value]) => value !== undefined),
        ),
        lines: (account.transactions ?? []).map((tx, index) =>
          toStatementLine(tx, index, account['balance-date'], timeZone),
        ),
      };
      if (account['available-balance'] != null)
        result.availableBalanceCents = account['available-balance'];
      if (account.conn_id !== undefined) result.connId = account.conn_id;
      return result;
    }),
  };
}

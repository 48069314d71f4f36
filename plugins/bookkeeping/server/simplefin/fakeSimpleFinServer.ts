import { randomBytes, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A transaction as SimpleFIN sends it on the wire. */
export interface FakeTransaction {
  id: string;
  /** Epoch seconds; 0 while pending. */
  posted: number;
  /** A numeric string, positive for money in. */
  amount: string;
  description: string;
  payee?: string;
  memo?: string;
  pending?: boolean;
  transacted_at?: number;
}

/** An account the fake serves. */
export interface FakeAccount {
  id: string;
  name: string;
  currency?: string;
  balance: string;
  'available-balance'?: string;
  'balance-date': number;
  org?: { name?: string; domain?: string; 'sfin-url'?: string; id?: string };
  transactions?: FakeTransaction[];
}

/** What the fake saw of one request (no Authorization header kept). */
export interface FakeRequestRecord {
  method: string;
  path: string;
  query: URLSearchParams;
  /** Whether a Basic Authorization header came with it. */
  basicAuth: boolean;
}

/** A credential the fake handed out when a setup token was claimed. */
export interface FakeIssuedAccess {
  /** The setup token that was claimed (Base64 of its claim URL). */
  setupToken: string;
  /** The access URL returned by the claim: `http://{username}:{password}@127.0.0.1:{port}{base}`. */
  accessUrl: string;
  username: string;
  password: string;
}

/** A canned answer for the next request, to test failures. */
export interface FakeFailure {
  status: number;
  body?: string;
  /** Wait this long before answering (to test timeouts). */
  delayMs?: number;
  /** Only a request to this route fails (default: whichever request comes next). */
  route?: 'claim' | 'accounts';
}

/** Starting state for the fake. */
export interface FakeSimpleFinOptions {
  accounts?: FakeAccount[];
  /** The path the claim and access URLs live under; '/simplefin' by default. */
  basePath?: string;
}

/** A running fake SimpleFIN server. */
export interface FakeSimpleFin {
  /** http://127.0.0.1:{port} */
  origin: string;
  /** A fresh, unclaimed setup token (Base64 of its claim URL). */
  setupToken(): string;
  /** Adds a transaction to an account, visible on the next /accounts call. */
  addTransaction(accountId: string, tx: FakeTransaction): void;
  /** Adds an account. */
  addAccount(account: FakeAccount): void;
  /** Marks an account as failing (its message goes in errors[]), or clears it with null. */
  setAccountError(accountId: string, message: string | null, code?: string): void;
  /** Revokes every access URL issued so far (later /accounts calls get 403). */
  revokeAll(): void;
  /** Answers the next request with this instead of the normal answer. */
  failNext(failure: FakeFailure): void;
  /** Every request received, oldest first. */
  readonly requests: FakeRequestRecord[];
  /** Every access URL issued by a claim, oldest first (for tests that check it is kept secret). */
  readonly issued: FakeIssuedAccess[];
  close(): Promise<void>;
}

interface AccountState {
  account: FakeAccount;
  error: { message: string; code: string | undefined } | null;
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function send(res: http.ServerResponse, status: number, body: string, type = 'text/plain'): void {
  res.writeHead(status, { 'Content-Type': type, 'Content-Length': Buffer.byteLength(body) });
  res.end(body);
}

/**
 * Starts a SimpleFIN server on 127.0.0.1 (a random port) for tests. It issues setup tokens,
 * answers each claim once (then 403), and serves GET {base}/accounts with Basic auth, honouring
 * start-date (posted on/after), end-date (before), pending=1, account= (repeated) and
 * balances-only=1. An errored account's message goes in errors[]; with a code, also in errlist (v2).
 */
export async function startFakeSimpleFin(
  options: FakeSimpleFinOptions = {},
): Promise<FakeSimpleFin> {
  const basePath = (options.basePath ?? '/simplefin').replace(/\/+$/, '');
  const accounts = new Map<string, AccountState>();
  for (const account of options.accounts ?? [])
    accounts.set(account.id, { account: structuredClone(account), error: null });
  const unclaimed = new Set<string>();
  const credentials = new Map<string, string>();
  const failures: FakeFailure[] = [];
  const requests: FakeRequestRecord[] = [];
  const issued: FakeIssuedAccess[] = [];
  let origin = '';

  const claim = (token: string, res: http.ServerResponse) => {
    if (!unclaimed.delete(token)) return send(res, 403, 'Forbidden');
    const username = `user${randomBytes(6).toString('hex')}`;
    const password = `pw${randomBytes(12).toString('hex')}`;
    credentials.set(username, password);
    const access = new URL(`${origin}${basePath}`);
    access.username = username;
    access.password = password;
    issued.push({
      setupToken: Buffer.from(`${origin}${basePath}/claim/${token}`, 'utf8').toString('base64'),
      accessUrl: access.href,
      username,
      password,
    });
    return send(res, 200, access.href);
  };

  const authorized = (header: string | undefined): boolean => {
    const match = /^Basic ([A-Za-z0-9+/=]+)$/.exec(header ?? '');
    if (!match?.[1]) return false;
    const decoded = Buffer.from(match[1], 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 0) return false;
    const expected = credentials.get(decoded.slice(0, colon));
    return expected !== undefined && safeEqual(expected, decoded.slice(colon + 1));
  };

  const listAccounts = (query: URLSearchParams, res: http.ServerResponse) => {
    const start = query.has('start-date') ? Number(query.get('start-date')) : -Infinity;
    const end = query.has('end-date') ? Number(query.get('end-date')) : Infinity;
    const withPending = query.get('pending') === '1';
    const balancesOnly = query.get('balances-only') === '1';
    const wanted = query.getAll('account');
    const errors: string[] = [];
    const errlist: { code: string; message: string; account_id: string }[] = [];
    const body = [...accounts.values()]
      .filter(({ account }) => wanted.length === 0 || wanted.includes(account.id))
      .map(({ account, error }) => {
        if (error) {
          errors.push(error.message);
          if (error.code)
            errlist.push({ code: error.code, message: error.message, account_id: account.id });
        }
        const { transactions = [], ...rest } = account;
        const result: Record<string, unknown> = {
          currency: 'USD',
          org: { domain: 'fake.example', 'sfin-url': `${origin}${basePath}`, name: 'Fake Bank' },
          ...rest,
        };
        if (!balancesOnly)
          result.transactions = transactions
            .filter((tx) => {
              const pending = tx.pending === true || tx.posted === 0;
              if (pending && !withPending) return false;
              const when = pending ? (tx.transacted_at ?? tx.posted) : tx.posted;
              return when >= start && when < end;
            })
            .sort((a, b) => a.posted - b.posted);
        return result;
      });
    const answer: Record<string, unknown> = { errors, accounts: body };
    if (errlist.length > 0) answer.errlist = errlist;
    send(res, 200, JSON.stringify(answer), 'application/json');
  };

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', origin);
    requests.push({
      method: req.method ?? '',
      path: url.pathname,
      query: url.searchParams,
      basicAuth: /^Basic /.test(req.headers.authorization ?? ''),
    });
    req.resume();
    req.on('end', () => {
      const route = url.pathname.includes('/claim/')
        ? 'claim'
        : url.pathname.endsWith('/accounts')
          ? 'accounts'
          : undefined;
      const at = failures.findIndex((f) => f.route === undefined || f.route === route);
      const failure = at >= 0 ? failures.splice(at, 1)[0] : undefined;
      if (failure) {
        const answer = () => send(res, failure.status, failure.body ?? '');
        if (failure.delayMs) setTimeout(answer, failure.delayMs).unref();
        else answer();
        return;
      }
      const claimPrefix = `${basePath}/claim/`;
      if (url.pathname.startsWith(claimPrefix)) {
        if (req.method !== 'POST') return send(res, 405, 'Method not allowed');
        return claim(decodeURIComponent(url.pathname.slice(claimPrefix.length)), res);
      }
      if (url.pathname === `${basePath}/info` && req.method === 'GET')
        return send(res, 200, JSON.stringify({ versions: ['1.0'] }), 'application/json');
      if (url.pathname === `${basePath}/accounts` && req.method === 'GET') {
        if (!authorized(req.headers.authorization)) return send(res, 403, 'Forbidden');
        return listAccounts(url.searchParams, res);
      }
      return send(res, 404, 'Not found');
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;

  const stateOf = (accountId: string): AccountState => {
    const state = accounts.get(accountId);
    if (!state) throw new Error(`The fake has no account ${accountId}`);
    return state;
  };

  return {
    origin,
    setupToken() {
      const token = randomBytes(16).toString('hex');
      unclaimed.add(token);
      return Buffer.from(`${origin}${basePath}/claim/${token}`, 'utf8').toString('base64');
    },
    addTransaction(accountId, tx) {
      const state = stateOf(accountId);
      (state.account.transactions ??= []).push({ ...tx });
    },
    addAccount(account) {
      accounts.set(account.id, { account: structuredClone(account), error: null });
    },
    setAccountError(accountId, message, code) {
      stateOf(accountId).error = message === null ? null : { message, code };
    },
    revokeAll() {
      credentials.clear();
    },
    failNext(failure) {
      failures.push(failure);
    },
    requests,
    issued,
    close() {
      server.closeAllConnections();
      return new Promise((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import * as Y from 'yjs';
import { fixedClock } from '@keel/core/domain';
import {
  Client,
  addMember,
  signUpUser,
  startKeel,
  storedDocument,
  type TestKeel,
  type TestUser,
} from '@keel/sync-server/testing';
import { connectBankResponseSchema, syncBanksResponseSchema } from '../../domain/bankConnectionApi';
import {
  TRANSACTIONS_TABLE,
  rowToTransaction,
  transactionToRow,
} from '../../domain/books/transactionRow';
import { postedBankLines } from '../../domain/books/postedBankLines';
import { ACCOUNTS_TABLE, rowToAccount } from '../../domain/schema';
import { transactionListSchema } from '../routes/transactions.schema';
import { bankAccountListSchema } from '../routes/bankAccounts.schema';
import { startFakeSimpleFin, type FakeSimpleFin } from '../simplefin/fakeSimpleFinServer';
import { dateToEpochSeconds } from '../simplefin';
import { ENTRIES_TABLE, entryToRow } from '../../domain/ledger/entryRow';

let keel: TestKeel;
let bank: FakeSimpleFin;
let owner: Client;
let base: string;
/** Everything the server logged, to check no credential reaches the log. */
const logged: unknown[] = [];

// The server's day, fixed: bank lines are dated days before it and synced on it.
const clock = fixedClock('2026-11-25T15:00:00.000Z');
const today = clock.now().toISOString().slice(0, 10);
const isoDaysAgo = (n: number) =>
  new Date(clock.now().getTime() - n * 86_400_000).toISOString().slice(0, 10);
const daysAgo = (n: number) => dateToEpochSeconds(isoDaysAgo(n));

/** Connects the fake's accounts to a company through a fresh setup token. */
async function connectLive(client: Client, companyBase: string, fake: FakeSimpleFin) {
  const res = await client.post(`${companyBase}/connect-bank`, {
    bankName: 'Chase',
    accountType: 'business checking',
    setupToken: fake.setupToken(),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { res, answer: connectBankResponseSchema.parse(res.body) };
}

const bookkeeping = (companyId: string) =>
  keel.server.services.docs.store(companyId, 'bookkeeping');

/** The company's plugin files on disk (sealed bank connections among them). */
const storedFiles = async (companyId: string) =>
  (await readdir(join(keel.dataDir, 'files', 'bookkeeping', companyId)).catch(() => [])).sort();

/** Every file under a directory, recursively. */
async function walk(dir: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await walk(path)));
    else if (entry.isFile()) found.push(path);
  }
  return found;
}

beforeAll(async () => {
  process.env.KEEL_SIMPLEFIN_ALLOW_LOCAL = '1';
  bank = await startFakeSimpleFin({
    accounts: [
      {
        id: 'ACT-1',
        name: 'Operating 4821',
        balance: '10250.75',
        'balance-date': daysAgo(0),
        org: { name: 'Chase' },
        transactions: [
          { id: 'T-1', posted: daysAgo(3), amount: '-45.99', description: 'STAPLES #0098' },
          { id: 'T-2', posted: daysAgo(2), amount: '2500.00', description: 'CLIENT ACH' },
          {
            id: 'T-3',
            posted: 0,
            amount: '-12.00',
            description: 'UBER TRIP',
            pending: true,
            transacted_at: daysAgo(1),
          },
        ],
      },
    ],
  });
  keel = await startKeel({
    clock,
    pluginsDir: join(import.meta.dirname, '..', '..', '..'),
    log: (...args) => logged.push(args),
  });
  const ada = await signUpUser(keel.url, 'Ada', 'Ada Ltd');
  owner = ada.client;
  base = `/api/companies/${ada.companyId}`;
});
afterAll(async () => {
  delete process.env.KEEL_SIMPLEFIN_ALLOW_LOCAL;
  await keel.close();
  await bank.close();
});

describe('connect-bank and sync-banks through SimpleFIN', () => {
  it('adds a statements-only account without a token', async () => {
    const res = await owner.post(`${base}/connect-bank`, {
      bankName: 'Wells Fargo',
      accountType: 'savings',
      routingNumber: '121000248',
      accountNumber: '000123456789',
    });
    expect(res.status).toBe(200);
    const answer = connectBankResponseSchema.parse(res.body);
    expect(answer.accounts).toEqual([
      { accountId: expect.any(String), name: 'Wells Fargo savings', live: false },
    ]);
    const banks = bankAccountListSchema.parse(
      (await owner.get(`${base}/bank-accounts`)).body,
    ).bankAccounts;
    expect(banks.find((b) => b.id === answer.accounts[0]!.accountId)).toMatchObject({
      bankName: 'Wells Fargo',
      mask: '6789',
      connection: 'manual',
    });
  });

  it('names the field of a bad routing number and writes nothing', async () => {
    const before = bankAccountListSchema.parse((await owner.get(`${base}/bank-accounts`)).body)
      .bankAccounts.length;
    const res = await owner.post(`${base}/connect-bank`, {
      bankName: 'Chase',
      accountType: 'checking',
      routingNumber: '021000022',
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      routingNumber: 'Routing number must be 9 digits with a valid check digit',
    });
    expect(
      bankAccountListSchema.parse((await owner.get(`${base}/bank-accounts`)).body).bankAccounts,
    ).toHaveLength(before);
  });

  it('refuses a body naming another company, writing nothing', async () => {
    const before = bankAccountListSchema.parse((await owner.get(`${base}/bank-accounts`)).body)
      .bankAccounts.length;
    const res = await owner.post(`${base}/connect-bank`, {
      bankName: 'Chase',
      accountType: 'checking',
      companyId: 'some-other-company',
    });
    expect(res).toMatchObject({
      status: 400,
      body: { fields: { companyId: 'This is not the company of the path' } },
    });
    expect(
      bankAccountListSchema.parse((await owner.get(`${base}/bank-accounts`)).body).bankAccounts,
    ).toHaveLength(before);
  });

  it('claims a setup token, adds the live account, and never answers the access URL', async () => {
    const res = await owner.post(`${base}/connect-bank`, {
      bankName: 'Chase',
      accountType: 'business checking',
      setupToken: bank.setupToken(),
    });
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.body)).not.toMatch(/simplefin|127\.0\.0\.1/i);
    const answer = connectBankResponseSchema.parse(res.body);
    expect(answer.accounts).toEqual([
      { accountId: expect.any(String), name: 'Chase Operating 4821', live: true },
    ]);
    const banks = bankAccountListSchema.parse(
      (await owner.get(`${base}/bank-accounts`)).body,
    ).bankAccounts;
    expect(banks.find((b) => b.id === answer.accounts[0]!.accountId)).toMatchObject({
      connection: 'simplefin',
    });
  });

  it('refuses a token that was already claimed, naming the field', async () => {
    const token = bank.setupToken();
    await owner.post(`${base}/connect-bank`, {
      bankName: 'Chase',
      accountType: 'checking',
      setupToken: token,
    });
    const again = await owner.post(`${base}/connect-bank`, {
      bankName: 'Chase',
      accountType: 'checking',
      setupToken: token,
    });
    expect(again.status).toBe(400);
    expect(String((again.body.fields as Record<string, string>).setupToken)).toMatch(
      /already claimed/,
    );
  });

  it('pulls new lines, skips them on the next sync and picks up new ones', async () => {
    const first = syncBanksResponseSchema.parse((await owner.post(`${base}/sync-banks`, {})).body);
    expect(first.transactionsSynced).toBe(6); // 3 lines in each of the two live connections
    const listed = transactionListSchema.parse(
      (await owner.get(`${base}/transactions`)).body,
    ).transactions;
    expect(listed.filter((t) => t.description === 'STAPLES #0098')).toHaveLength(2);
    expect(listed.every((t) => t.status === 'pending')).toBe(true);
    for (const { id } of listed)
      expect(id).toMatch(/^txn-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);

    const again = syncBanksResponseSchema.parse((await owner.post(`${base}/sync-banks`, {})).body);
    expect(again.transactionsSynced).toBe(0);
    bank.addTransaction('ACT-1', {
      id: 'T-4',
      posted: daysAgo(0),
      amount: '-99.00',
      description: 'ADOBE',
    });
    const third = syncBanksResponseSchema.parse((await owner.post(`${base}/sync-banks`, {})).body);
    expect(third.transactionsSynced).toBe(2);
    expect(third.accounts.every((a) => a.lastSyncedAt.startsWith(today))).toBe(true);
  });

  it('says which account failed when the bank revokes access', async () => {
    bank.revokeAll();
    const res = syncBanksResponseSchema.parse((await owner.post(`${base}/sync-banks`, {})).body);
    expect(res.transactionsSynced).toBe(0);
    expect(res.accounts.map((a) => a.error)).toEqual([
      'Invalid SimpleFIN access token',
      'Invalid SimpleFIN access token',
    ]);
  });
});

describe('who may connect and sync banks', () => {
  let gate: FakeSimpleFin;
  let boss: TestUser;
  let viewer: Client;
  let stranger: Client;
  let companyId: string;
  let gateBase: string;

  beforeAll(async () => {
    gate = await startFakeSimpleFin({
      accounts: [
        {
          id: 'GATE-1',
          name: 'Gatehouse 1234',
          balance: '500.00',
          'balance-date': daysAgo(0),
          org: { name: 'Chase' },
          transactions: [
            { id: 'G-1', posted: daysAgo(2), amount: '-5.00', description: 'PARKING' },
          ],
        },
      ],
    });
    boss = await signUpUser(keel.url, 'Gail', 'Gail Ltd');
    companyId = boss.companyId;
    gateBase = `/api/companies/${companyId}`;
    const member = await signUpUser(keel.url, 'Vera', 'Vera Ltd');
    await addMember(keel, boss, member, 'viewer');
    viewer = member.client;
    stranger = (await signUpUser(keel.url, 'Eve', 'Eve Ltd')).client;
    // A live connection, so that a sync let through would have lines to write.
    await connectLive(boss.client, gateBase, gate);
  });
  afterAll(() => gate.close());

  /** What a refused request must leave as it was: the books, the stored files, the bank. */
  const state = async () => ({
    books: JSON.stringify((await bookkeeping(companyId)).getContent()),
    files: await storedFiles(companyId),
    bankRequests: gate.requests.length,
    claims: gate.issued.length,
  });

  it.each([
    ['signed out', 401, () => new Client(keel.url)],
    ['a user of another company', 404, () => stranger],
    ['a viewer', 403, () => viewer],
  ])('refuses %s with %i and writes nothing', async (_who, status, client) => {
    const before = await state();
    const live = await client().post(`${gateBase}/connect-bank`, {
      bankName: 'Chase',
      accountType: 'checking',
      setupToken: gate.setupToken(),
    });
    expect(live.status).toBe(status);
    const manual = await client().post(`${gateBase}/connect-bank`, {
      bankName: 'Wells Fargo',
      accountType: 'savings',
      accountNumber: '000123456789',
    });
    expect(manual.status).toBe(status);
    const sync = await client().post(`${gateBase}/sync-banks`, {});
    expect(sync.status).toBe(status);
    expect(JSON.stringify([live.body, manual.body, sync.body])).not.toMatch(/127\.0\.0\.1|GATE/);
    // No account, line, connection or sync time written, and the bank never asked.
    expect(await state()).toEqual(before);
  });

  it('lets a bookkeeper sync, as every role that may write the books', async () => {
    const bookkeeper = await signUpUser(keel.url, 'Bea', 'Bea Ltd');
    await addMember(keel, boss, bookkeeper, 'bookkeeper');
    const res = await bookkeeper.client.post(`${gateBase}/sync-banks`, {});
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(syncBanksResponseSchema.parse(res.body).transactionsSynced).toBe(1);
  });
});

describe('sync-banks and the closed period', () => {
  let lockBank: FakeSimpleFin;
  let closer: Client;
  let companyId: string;
  let lockBase: string;
  const firstLock = isoDaysAgo(15);
  const closed = (lockDate: string) => `The period up to ${lockDate} is closed`;

  beforeAll(async () => {
    lockBank = await startFakeSimpleFin({
      accounts: [
        {
          id: 'LOCK-1',
          name: 'Operating 7700',
          balance: '900.00',
          'balance-date': daysAgo(0),
          org: { name: 'Chase' },
          transactions: [
            { id: 'L-1', posted: daysAgo(20), amount: '-20.00', description: 'CLOSED SUPPLIES' },
            { id: 'L-2', posted: daysAgo(15), amount: '-30.00', description: 'ON THE LOCK DATE' },
            { id: 'L-3', posted: daysAgo(5), amount: '-40.00', description: 'OPEN AFTER LOCK' },
            {
              id: 'P-1',
              posted: 0,
              pending: true,
              transacted_at: daysAgo(6),
              amount: '-12.00',
              description: 'UBER TRIP',
            },
          ],
        },
      ],
    });
    const signup = await signUpUser(keel.url, 'Lena', 'Lena Ltd');
    closer = signup.client;
    companyId = signup.companyId;
    lockBase = `/api/companies/${companyId}`;
    await connectLive(closer, lockBase, lockBank);
  });
  afterAll(() => lockBank.close());

  const lock = async (lockDate: string) =>
    expect(
      (await closer.request('PUT', `${lockBase}/settings/lock-date`, { lockDate })).status,
    ).toBe(200);

  /** The company's transaction and entry rows dated on or before a day. */
  const datedUpTo = async (day: string) => {
    const store = await bookkeeping(companyId);
    return [TRANSACTIONS_TABLE, ENTRIES_TABLE].flatMap((table) =>
      Object.values(store.getTable(table)).filter((row) => String(row.date) <= day),
    );
  };

  it('does not import lines dated on or before the lock date, and says why', async () => {
    await lock(firstLock);
    const res = await closer.post(`${lockBase}/sync-banks`, {});
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const answer = syncBanksResponseSchema.parse(res.body);
    expect(answer.transactionsSynced).toBe(2);
    expect(answer.accounts).toEqual([
      expect.objectContaining({
        imported: 2,
        skipped: 2,
        skippedLines: [
          { date: isoDaysAgo(20), description: 'CLOSED SUPPLIES', reason: closed(firstLock) },
          { date: firstLock, description: 'ON THE LOCK DATE', reason: closed(firstLock) },
        ],
      }),
    ]);
    const listed = transactionListSchema.parse(
      (await closer.get(`${lockBase}/transactions`)).body,
    ).transactions;
    expect(listed.map((t) => t.description).sort()).toEqual(['OPEN AFTER LOCK', 'UBER TRIP']);
    expect(await datedUpTo(firstLock)).toEqual([]);
  });

  it('does not post a pending line whose posting falls in the closed period', async () => {
    const store = await bookkeeping(companyId);
    const before = JSON.stringify(store.getTable(TRANSACTIONS_TABLE));
    const entriesBefore = JSON.stringify(store.getTable(ENTRIES_TABLE));
    const secondLock = isoDaysAgo(4);
    await lock(secondLock);
    lockBank.addTransaction('LOCK-1', {
      id: 'P-1-POSTED',
      posted: daysAgo(5),
      amount: '-12.00',
      description: 'UBER TRIP',
    });
    const answer = syncBanksResponseSchema.parse(
      (await closer.post(`${lockBase}/sync-banks`, {})).body,
    );
    expect(answer.transactionsSynced).toBe(0);
    expect(answer.accounts[0]?.skippedLines).toContainEqual({
      date: isoDaysAgo(5),
      description: 'UBER TRIP',
      reason: closed(secondLock),
    });
    // The pending line stays as it was: not moved, not posted.
    expect(JSON.stringify(store.getTable(TRANSACTIONS_TABLE))).toBe(before);
    expect(JSON.stringify(store.getTable(ENTRIES_TABLE))).toBe(entriesBefore);
  });
});

describe('sync-banks and payments the books posted first', () => {
  let payBank: FakeSimpleFin;
  afterAll(() => payBank.close());

  it('matches the synced debit to the posted payroll payment instead of adding it', async () => {
    payBank = await startFakeSimpleFin({
      accounts: [
        {
          id: 'PAY-1',
          name: 'Payroll 7001',
          balance: '5000.00',
          'balance-date': daysAgo(0),
          org: { name: 'Chase' },
          transactions: [],
        },
      ],
    });
    const { client, companyId } = await signUpUser(keel.url, 'Pia', 'Pia Ltd');
    const payBase = `/api/companies/${companyId}`;
    const { answer } = await connectLive(client, payBase, payBank);
    const accountId = answer.accounts[0]!.accountId;
    // A payroll run posted through the ledger two days ago, as ctx.ledger.post writes it.
    const store = await bookkeeping(companyId);
    const run = {
      id: 'payroll-run-1',
      date: isoDaysAgo(2),
      memo: 'Payroll',
      lines: [
        { accountId: 'payroll-wages', debit: 212_345, credit: 0 },
        { accountId, debit: 0, credit: 212_345, memo: 'Direct deposit batch' },
      ],
    };
    const accounts = Object.entries(store.getTable(ACCOUNTS_TABLE)).flatMap(([id, row]) => {
      const read = rowToAccount(id, row);
      return read.ok ? [read.account] : [];
    });
    const [line] = postedBankLines(run, accounts, { newId: () => 'posted-dd', at: '', by: '' });
    store.transaction(() => {
      store.setRow(ENTRIES_TABLE, run.id, entryToRow(run));
      store.setRow(TRANSACTIONS_TABLE, line!.id, transactionToRow(line!));
    });
    payBank.addTransaction('PAY-1', {
      id: 'ACH-9',
      posted: daysAgo(3),
      amount: '-2123.45',
      description: 'ACH DEBIT PAYROLL',
    });
    const synced = syncBanksResponseSchema.parse(
      (await client.post(`${payBase}/sync-banks`, {})).body,
    );
    expect(synced.transactionsSynced).toBe(0);
    expect(synced.accounts).toEqual([expect.objectContaining({ imported: 0, matchedPosted: 1 })]);
    const listed = transactionListSchema.parse(
      (await client.get(`${payBase}/transactions`)).body,
    ).transactions;
    expect(listed.map((t) => t.description)).toEqual(['Direct deposit batch']);
    expect(
      rowToTransaction('posted-dd', store.getRow(TRANSACTIONS_TABLE, 'posted-dd')),
    ).toMatchObject({
      externalId: 'ACH-9',
      bankDescription: 'ACH DEBIT PAYROLL',
      bankDate: isoDaysAgo(3),
    });
  });
});

describe('the SimpleFIN credential at rest', () => {
  let vault: FakeSimpleFin;
  let keeper: Client;
  let companyId: string;
  let vaultBase: string;
  /** Every answer a route gave this company, to search for the credential. */
  const answers: unknown[] = [];

  beforeAll(async () => {
    vault = await startFakeSimpleFin({
      accounts: [
        {
          id: 'VAULT-1',
          name: 'Reserve 3141',
          balance: '77.00',
          'balance-date': daysAgo(0),
          org: { name: 'Vault Bank' },
          transactions: [
            { id: 'V-1', posted: daysAgo(1), amount: '-7.00', description: 'VAULT FEE' },
          ],
        },
      ],
    });
    const signup = await signUpUser(keel.url, 'Kim', 'Kim Ltd');
    keeper = signup.client;
    companyId = signup.companyId;
    vaultBase = `/api/companies/${companyId}`;
  });
  afterAll(() => vault.close());

  it('keeps the access URL sealed: not on disk, in the document, an answer or the log', async () => {
    const { res } = await connectLive(keeper, vaultBase, vault);
    answers.push(res.body);
    const synced = await keeper.post(`${vaultBase}/sync-banks`, {});
    expect(syncBanksResponseSchema.parse(synced.body).transactionsSynced).toBe(1);
    answers.push(synced.body);
    for (const path of [
      'transactions',
      'accounts',
      'vendors',
      'bank-accounts',
      'archive',
      'reports/trial-balance',
      'reports/general-ledger',
    ]) {
      const got = await keeper.get(`${vaultBase}/${path}`);
      expect(got.status, path).toBe(200);
      answers.push(got.body);
    }
    const journal = await fetch(`${keel.url}${vaultBase}/export/journal`, {
      headers: { cookie: keeper.cookie, origin: keel.url },
    });
    answers.push(await journal.text());

    expect(vault.issued).toHaveLength(1);
    const { accessUrl, username, password, setupToken } = vault.issued[0]!;
    const secrets = [
      accessUrl,
      username,
      password,
      // The Basic credential as it goes to the bank, and the one-time claim URL.
      Buffer.from(`${username}:${password}`).toString('base64'),
      setupToken,
      Buffer.from(setupToken, 'base64').toString('utf8'),
    ];
    const expectNoSecret = (text: string, where: string) => {
      for (const secret of secrets)
        expect(text.includes(secret), `${where} holds ${secret}`).toBe(false);
    };

    // On disk: every file under DATA_DIR, and the Yjs state inside the saved documents.
    await keel.server.services.docs.commit(companyId);
    const paths = await walk(keel.dataDir);
    for (const path of paths) expectNoSecret((await readFile(path)).toString('latin1'), path);
    const books = await storedDocument(keel.dataDir, companyId);
    const stored = books?.bytes.toString('latin1') ?? '';
    expect(stored.includes('Reserve 3141')).toBe(true);
    expectNoSecret(stored, 'the stored document (snapshot and log)');
    // The connection is there, sealed (AES-GCM, `v1.`), in the plugin's files.
    const sealed: string[] = [];
    for (const name of await storedFiles(companyId)) {
      if (!name.endsWith('.json')) continue;
      const meta = JSON.parse(
        await readFile(join(keel.dataDir, 'files', 'bookkeeping', companyId, name), 'utf8'),
      ) as { ownerKey: string; id: string };
      if (meta.ownerKey === 'simplefin-connection')
        sealed.push(
          await readFile(join(keel.dataDir, 'files', 'bookkeeping', companyId, meta.id), 'latin1'),
        );
    }
    expect(sealed).toHaveLength(1);
    expect(sealed[0]).toMatch(/^v1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);

    // In memory: the company's Yjs document and the store the browsers get.
    const shared = await keel.server.services.docs.get(companyId);
    expectNoSecret(Buffer.from(Y.encodeStateAsUpdate(shared.doc)).toString('latin1'), 'Yjs doc');
    expectNoSecret(JSON.stringify((await bookkeeping(companyId)).getContent()), 'store');

    // Out of the server: the answers and the log.
    expectNoSecret(JSON.stringify(answers), 'answers');
    expectNoSecret(JSON.stringify(logged), 'log');
  });
});

describe('a claimed setup token whose accounts could not be listed', () => {
  let slow: FakeSimpleFin;
  let keeper: Client;
  let slowBase: string;

  beforeAll(async () => {
    slow = await startFakeSimpleFin({
      accounts: [
        {
          id: 'SLOW-1',
          name: 'Payroll 2718',
          balance: '500.00',
          'balance-date': daysAgo(0),
          org: { name: 'Slow Bank' },
          transactions: [
            { id: 'S-1', posted: daysAgo(2), amount: '-12.00', description: 'SLOW FEE' },
          ],
        },
      ],
    });
    const signup = await signUpUser(keel.url, 'Sid', 'Sid Ltd');
    keeper = signup.client;
    slowBase = `/api/companies/${signup.companyId}`;
  });
  afterAll(() => slow.close());

  it('keeps its access, and Auto-Sync Banks adds the accounts once SimpleFIN lists them', async () => {
    const token = slow.setupToken();
    slow.failNext({ status: 500, route: 'accounts' });
    const first = await keeper.post(`${slowBase}/connect-bank`, {
      bankName: 'Chase',
      accountType: 'checking',
      setupToken: token,
    });
    expect(first.status, JSON.stringify(first.body)).toBe(502);
    expect(String(first.body.error)).toMatch(/setup token is claimed and its access kept/);
    const { username, password } = slow.issued[0]!;
    expect(JSON.stringify(first.body)).not.toContain(username);
    expect(JSON.stringify(first.body)).not.toContain(password);
    // The token is spent: a second claim fails, which is why its access had to be kept.
    const again = await keeper.post(`${slowBase}/connect-bank`, {
      bankName: 'Chase',
      accountType: 'checking',
      setupToken: token,
    });
    expect(again.status).toBe(400);

    const synced = syncBanksResponseSchema.parse(
      (await keeper.post(`${slowBase}/sync-banks`, {})).body,
    );
    expect(synced.transactionsSynced).toBe(1);
    const banks = bankAccountListSchema.parse(
      (await keeper.get(`${slowBase}/bank-accounts`)).body,
    ).bankAccounts;
    expect(banks.filter((b) => b.connection === 'simplefin')).toHaveLength(1);
    // Linked once: the next sync finds nothing new and opens no second account.
    const next = syncBanksResponseSchema.parse(
      (await keeper.post(`${slowBase}/sync-banks`, {})).body,
    );
    expect(next.transactionsSynced).toBe(0);
    const after = bankAccountListSchema.parse(
      (await keeper.get(`${slowBase}/bank-accounts`)).body,
    ).bankAccounts;
    expect(after.filter((b) => b.connection === 'simplefin')).toHaveLength(1);
  });
});

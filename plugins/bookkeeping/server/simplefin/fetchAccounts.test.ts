import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { claimSetupToken } from './claimSetupToken';
import { startFakeSimpleFin, type FakeAccount, type FakeSimpleFin } from './fakeSimpleFinServer';
import {
  accountsRequestUrl,
  fetchAccounts,
  redactAccessUrl,
  sanitizeSimpleFinMessage,
} from './fetchAccounts';
import { SIMPLEFIN_MESSAGES, SimpleFinError } from './simpleFinError';
import { dateToEpochSeconds } from './simpleFinValues';

const testing = { allowInsecureHosts: true, allowPrivateHosts: true } as const;
const day = (date: string, hourUtc = 12) => dateToEpochSeconds(date) + hourUtc * 3600;

function accounts(): FakeAccount[] {
  return [
    {
      id: 'chk-1',
      name: 'Checking',
      currency: 'USD',
      balance: '1234.5',
      'available-balance': '1000',
      'balance-date': day('2026-03-10'),
      org: { name: 'First Bank', domain: 'firstbank.example', 'sfin-url': 'https://sfin.example' },
      transactions: [
        {
          id: 'tx-a',
          posted: day('2026-03-01'),
          amount: '-12.5',
          description: 'COFFEE SHOP',
          payee: 'Coffee Shop',
          memo: 'card 1234',
          transacted_at: day('2026-02-28'),
        },
        { id: 'tx-b', posted: day('2026-03-05'), amount: '2500.00', description: 'PAYROLL' },
        {
          id: 'tx-c',
          posted: 0,
          amount: '-40.00',
          description: 'GAS STATION',
          pending: true,
          transacted_at: day('2026-03-09'),
        },
      ],
    },
    {
      id: 'sav-1',
      name: 'Savings',
      balance: '100.23',
      'balance-date': day('2026-03-10'),
      transactions: [
        { id: 'tx-s', posted: day('2026-03-02'), amount: '0.05', description: 'INTEREST' },
      ],
    },
  ];
}

async function caught(promise: Promise<unknown>): Promise<SimpleFinError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SimpleFinError);
  return error as SimpleFinError;
}

describe('fetchAccounts against the fake SimpleFIN server', () => {
  let fake: FakeSimpleFin;
  let accessUrl: string;
  beforeEach(async () => {
    fake = await startFakeSimpleFin({ accounts: accounts() });
    accessUrl = await claimSetupToken(fake.setupToken(), testing);
  });
  afterEach(async () => {
    await fake.close();
  });

  it('reads accounts with exact cents and maps transactions to statement lines', async () => {
    const set = await fetchAccounts(accessUrl, {}, testing);
    expect(set.errors).toEqual([]);
    expect(set.errlist).toEqual([]);
    const [checking, savings] = set.accounts;
    expect(checking).toMatchObject({
      id: 'chk-1',
      name: 'Checking',
      currency: 'USD',
      balanceCents: 123450,
      availableBalanceCents: 100000,
      balanceDate: '2026-03-10',
      balanceDateEpoch: day('2026-03-10'),
      org: { name: 'First Bank', domain: 'firstbank.example', sfinUrl: 'https://sfin.example' },
    });
    // Pending transactions are left out unless asked for.
    expect(checking?.lines).toEqual([
      {
        date: '2026-03-01',
        description: 'COFFEE SHOP',
        amountCents: -1250,
        fitId: 'tx-a',
        pending: false,
        payee: 'Coffee Shop',
        memo: 'card 1234',
        sourceLine: 1,
      },
      {
        date: '2026-03-05',
        description: 'PAYROLL',
        amountCents: 250000,
        fitId: 'tx-b',
        pending: false,
        sourceLine: 2,
      },
    ]);
    expect(savings?.balanceCents).toBe(10023);
    expect(savings?.availableBalanceCents).toBeUndefined();
    expect(savings?.lines.map((l) => l.amountCents)).toEqual([5]);
  });

  it('sends HTTP Basic auth and keeps the credentials out of the request URL', async () => {
    await fetchAccounts(accessUrl, {}, testing);
    const request = fake.requests.at(-1);
    expect(request).toMatchObject({ method: 'GET', path: '/simplefin/accounts', basicAuth: true });
    const access = new URL(accessUrl);
    const sent = accountsRequestUrl(access, { pending: true });
    expect(sent.href).not.toContain(access.password);
    expect(sent.href).not.toContain(access.username);
    expect(redactAccessUrl(accessUrl)).toBe(`${fake.origin}/simplefin`);
  });

  it('includes pending transactions when asked, dated by transacted_at', async () => {
    const set = await fetchAccounts(accessUrl, { pending: true, accountIds: ['chk-1'] }, testing);
    expect(set.accounts.map((a) => a.id)).toEqual(['chk-1']);
    const pending = set.accounts[0]?.lines.find((l) => l.fitId === 'tx-c');
    expect(pending).toMatchObject({ pending: true, date: '2026-03-09', amountCents: -4000 });
    expect(fake.requests.at(-1)?.query.get('pending')).toBe('1');
    expect(fake.requests.at(-1)?.query.getAll('account')).toEqual(['chk-1']);
  });

  it('treats posted 0 as pending even without the pending flag', async () => {
    fake.addTransaction('sav-1', {
      id: 'tx-p0',
      posted: 0,
      amount: '-1.00',
      description: 'HOLD',
      transacted_at: day('2026-03-11'),
    });
    const set = await fetchAccounts(accessUrl, { pending: true, accountIds: ['sav-1'] }, testing);
    // SimpleFIN orders transactions by posted, so the unposted one comes first.
    expect(set.accounts[0]?.lines[0]).toMatchObject({
      fitId: 'tx-p0',
      pending: true,
      date: '2026-03-11',
      sourceLine: 1,
    });
  });

  it('honours start-date (on or after) and end-date (before, not on)', async () => {
    const set = await fetchAccounts(
      accessUrl,
      { startDate: day('2026-03-01'), endDate: day('2026-03-05') },
      testing,
    );
    expect(set.accounts.flatMap((a) => a.lines.map((l) => l.fitId))).toEqual(['tx-a', 'tx-s']);
    const query = fake.requests.at(-1)?.query;
    expect(query?.get('start-date')).toBe(String(day('2026-03-01')));
    expect(query?.get('end-date')).toBe(String(day('2026-03-05')));
  });

  it('sees transactions added between calls', async () => {
    const first = await fetchAccounts(accessUrl, { accountIds: ['sav-1'] }, testing);
    expect(first.accounts[0]?.lines).toHaveLength(1);
    fake.addTransaction('sav-1', {
      id: 'tx-new',
      posted: day('2026-03-12'),
      amount: '-99.99',
      description: 'TRANSFER',
    });
    const second = await fetchAccounts(accessUrl, { accountIds: ['sav-1'] }, testing);
    expect(second.accounts[0]?.lines.at(-1)).toMatchObject({
      fitId: 'tx-new',
      amountCents: -9999,
      date: '2026-03-12',
    });
  });

  it('asks for balances only', async () => {
    const set = await fetchAccounts(accessUrl, { balancesOnly: true }, testing);
    expect(set.accounts.map((a) => [a.id, a.balanceCents, a.lines.length])).toEqual([
      ['chk-1', 123450, 0],
      ['sav-1', 10023, 0],
    ]);
    expect(fake.requests.at(-1)?.query.get('balances-only')).toBe('1');
  });

  it('passes an errored account message on (and the v2 errlist), sanitized', async () => {
    fake.setAccountError('chk-1', 'Connection to First Bank\u0000 may need\nattention', 'con.auth');
    const set = await fetchAccounts(accessUrl, {}, testing);
    expect(set.errors).toEqual(['Connection to First Bank may need attention']);
    expect(set.errlist).toEqual([
      {
        code: 'con.auth',
        message: 'Connection to First Bank may need attention',
        accountId: 'chk-1',
      },
    ]);
    fake.setAccountError('chk-1', null);
    expect((await fetchAccounts(accessUrl, {}, testing)).errors).toEqual([]);
  });

  it('reads the day of a timestamp in the time zone asked for', async () => {
    fake.addTransaction('sav-1', {
      id: 'tx-late',
      posted: day('2026-03-03', 2), // 02:00 UTC is the evening before in New York
      amount: '1.00',
      description: 'LATE',
    });
    const utc = await fetchAccounts(accessUrl, { accountIds: ['sav-1'] }, testing);
    const ny = await fetchAccounts(
      accessUrl,
      { accountIds: ['sav-1'] },
      { ...testing, timeZone: 'America/New_York' },
    );
    expect(utc.accounts[0]?.lines.at(-1)?.date).toBe('2026-03-03');
    expect(ny.accounts[0]?.lines.at(-1)?.date).toBe('2026-03-02');
  });

  it('says the access token is invalid on wrong credentials, and once revoked', async () => {
    const wrong = new URL(accessUrl);
    wrong.password = 'not-the-password';
    const error = await caught(fetchAccounts(wrong.href, {}, testing));
    expect(error.message).toBe('Invalid SimpleFIN access token');
    expect(error).toMatchObject({ status: 403, code: 'access_denied' });

    fake.revokeAll();
    const revoked = await caught(fetchAccounts(accessUrl, {}, testing));
    expect(revoked.message).toBe(SIMPLEFIN_MESSAGES.invalidAccess);
  });

  it('refuses an amount with more than 2 decimals instead of rounding it', async () => {
    fake.addTransaction('sav-1', {
      id: 'tx-x',
      posted: day('2026-03-04'),
      amount: '1.005',
      description: 'ODD',
    });
    const error = await caught(fetchAccounts(accessUrl, {}, testing));
    expect(error.status).toBe(502);
    expect(error.message).toMatch(
      /accounts\.1\.transactions\.1\.amount: "1\.005" has more than 2 decimal places/,
    );
  });

  it('names the status of other failures', async () => {
    fake.failNext({ status: 402, body: 'pay up' });
    expect((await caught(fetchAccounts(accessUrl, {}, testing))).message).toMatch(/HTTP 402/);
    fake.failNext({ status: 500 });
    expect((await caught(fetchAccounts(accessUrl, {}, testing))).message).toMatch(/HTTP 500/);
    fake.failNext({ status: 302 });
    expect((await caught(fetchAccounts(accessUrl, {}, testing))).message).toMatch(/HTTP 302/);
    fake.failNext({ status: 200, body: 'not json' });
    expect((await caught(fetchAccounts(accessUrl, {}, testing))).message).toMatch(/not JSON/);
    fake.failNext({ status: 200, body: '{"accounts": "nope"}' });
    expect((await caught(fetchAccounts(accessUrl, {}, testing))).message).toMatch(/cannot read/);
  });

  it('refuses private, insecure and malformed access URLs before sending anything', async () => {
    const before = fake.requests.length;
    expect((await caught(fetchAccounts(accessUrl, {}, { allowInsecureHosts: true }))).message).toBe(
      SIMPLEFIN_MESSAGES.accessPrivate,
    );
    expect((await caught(fetchAccounts('https://u:p@10.1.2.3/simplefin', {}, {}))).message).toBe(
      SIMPLEFIN_MESSAGES.accessPrivate,
    );
    expect((await caught(fetchAccounts(accessUrl, {}, { allowPrivateHosts: true }))).message).toBe(
      'The SimpleFIN access URL must use HTTPS',
    );
    const malformed = await caught(fetchAccounts('https://bridge.example/simplefin', {}, testing));
    expect(malformed).toMatchObject({ message: SIMPLEFIN_MESSAGES.notAnAccessUrl, status: 400 });
    expect(fake.requests.length).toBe(before);
  });

  it('never puts the access URL password (or user name) in a thrown message', async () => {
    const access = new URL(accessUrl);
    const secrets = [access.password, access.username, decodeURIComponent(access.password)];
    const errors: SimpleFinError[] = [];
    const attempt = async (run: () => Promise<unknown>) => errors.push(await caught(run()));

    for (const failure of [
      { status: 402 },
      { status: 500, body: accessUrl },
      { status: 200, body: `not json ${accessUrl}` },
      { status: 200, body: JSON.stringify({ accounts: [{ id: accessUrl }] }) },
      {
        status: 200,
        body: JSON.stringify({
          accounts: [
            {
              id: 'a',
              name: 'A',
              currency: 'USD',
              balance: access.password,
              'balance-date': 0,
            },
          ],
        }),
      },
      { status: 200, body: 'late', delayMs: 1000 },
    ]) {
      fake.failNext(failure);
      await attempt(() => fetchAccounts(accessUrl, {}, { ...testing, timeoutMs: 300 }));
    }
    await attempt(() => fetchAccounts(accessUrl, {}, { allowInsecureHosts: true }));
    await attempt(() => fetchAccounts(accessUrl, {}, { allowPrivateHosts: true }));
    await attempt(() => fetchAccounts(`${accessUrl}#frag`, {}, testing));
    fake.revokeAll();
    await attempt(() => fetchAccounts(accessUrl, {}, testing));
    await fake.close();
    await attempt(() => fetchAccounts(accessUrl, {}, testing));
    fake = await startFakeSimpleFin();

    expect(errors).toHaveLength(11);
    for (const error of errors) {
      const everything = [error.message, String(error), error.stack ?? '', JSON.stringify(error)];
      for (const text of everything)
        for (const secret of secrets) expect(text).not.toContain(secret);
    }
  });
});

describe('sanitizeSimpleFinMessage', () => {
  it('keeps plain text on one line and bounds its length', () => {
    expect(sanitizeSimpleFinMessage('  You must\r\nreauthenticate.\u202e ')).toBe(
      'You must reauthenticate.',
    );
    expect(sanitizeSimpleFinMessage('x'.repeat(1000))).toHaveLength(500);
  });
});

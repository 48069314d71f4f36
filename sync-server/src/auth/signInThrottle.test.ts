import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openAccountsFile, type AccountsFileStore } from '../storage/accountsFile';
import { SignInThrottle, defaultThrottlePolicy } from './signInThrottle';

const MINUTE = 60_000;
let clock = 0;
let dir = '';
let accounts: AccountsFileStore;
let throttle: SignInThrottle;
const now = () => new Date(clock);
const advance = (ms: number) => {
  clock += ms;
};

/** The throttle's part of the storage, on the accounts file of `dir`. */
const storageOf = (file: AccountsFileStore) => ({
  signInFailures: file.collection('signInFailures'),
  write: file.write,
});

beforeEach(async () => {
  clock = Date.parse('2026-03-02T09:00:00.000Z');
  dir = await mkdtemp(join(tmpdir(), 'keel-throttle-'));
  accounts = await openAccountsFile(join(dir, 'keel.json'));
  throttle = new SignInThrottle(storageOf(accounts), now);
});
afterEach(async () => {
  await accounts.close();
  await rm(dir, { recursive: true, force: true });
});

const failTimes = async (n: number, email: string, ip: string) => {
  for (let i = 0; i < n; i += 1) await throttle.fail(email, ip);
};

describe('sign-in throttle', async () => {
  it('lets one address fail 5 times on an account, then waits 30 s, 1, 2, 4 ... at most 15 minutes', async () => {
    await failTimes(4, 'ada@example.com', '10.0.0.1');
    expect(await throttle.check('ada@example.com', '10.0.0.1')).toEqual({ kind: 'allowed' });
    await throttle.fail('ada@example.com', '10.0.0.1');
    const waits: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const decision = await throttle.check('ada@example.com', '10.0.0.1');
      if (decision.kind !== 'delayed') throw new Error(`not delayed: ${decision.kind}`);
      waits.push(decision.retryAfterSeconds);
      advance(decision.retryAfterSeconds * 1000 - 1);
      expect((await throttle.check('ada@example.com', '10.0.0.1')).kind).toBe('delayed');
      advance(1);
      expect(await throttle.check('ada@example.com', '10.0.0.1')).toEqual({ kind: 'allowed' });
      await throttle.fail('ada@example.com', '10.0.0.1');
    }
    expect(waits).toEqual([30, 60, 120, 240, 480, 900, 900]);
  });

  it('never holds back an address that has not failed on the account', async () => {
    // Twelve addresses fail once each: the account is past its 10 free failures.
    for (let i = 1; i <= 12; i += 1) await throttle.fail('ada@example.com', `10.0.0.${i}`);
    expect(await throttle.check('ada@example.com', '192.168.1.5')).toEqual({ kind: 'allowed' });
    // An address that did fail on it waits for the account's delay (30 s doubled twice).
    expect(await throttle.check('ada@example.com', '10.0.0.3')).toEqual({
      kind: 'delayed',
      retryAfterSeconds: 120,
    });
    expect(await throttle.check('bob@example.com', '10.0.0.3')).toEqual({ kind: 'allowed' });
  });

  it('holds back an address that fails across many accounts after 20 failures', async () => {
    for (let i = 0; i < 20; i += 1) await throttle.fail(`user${i}@example.com`, '10.0.0.9');
    expect(await throttle.check('new@example.com', '10.0.0.9')).toEqual({
      kind: 'delayed',
      retryAfterSeconds: 30,
    });
    expect(await throttle.check('new@example.com', '10.0.0.10')).toEqual({ kind: 'allowed' });
  });

  it('locks the account after 100 consecutive failures from any addresses, until unlocked', async () => {
    for (let i = 0; i < 99; i += 1) {
      await throttle.fail('ada@example.com', `10.0.${Math.floor(i / 200)}.${i % 200}`);
      advance(16 * MINUTE);
    }
    expect(await throttle.check('ada@example.com', '192.168.1.5')).toEqual({ kind: 'allowed' });
    await throttle.fail('ada@example.com', '192.168.1.5');
    advance(7 * 24 * 60 * MINUTE);
    expect(await throttle.check('ada@example.com', '172.16.0.1')).toEqual({ kind: 'locked' });
    expect(await throttle.check('bob@example.com', '172.16.0.1')).toEqual({ kind: 'allowed' });
    await throttle.unlock('ada@example.com');
    expect(await throttle.check('ada@example.com', '192.168.1.5')).toEqual({ kind: 'allowed' });
  });

  it('ends the run of failures at a success, so only consecutive failures count', async () => {
    await failTimes(4, 'ada@example.com', '10.0.0.1');
    await throttle.succeed('ada@example.com', '10.0.0.1');
    await failTimes(4, 'ada@example.com', '10.0.0.1');
    expect(await throttle.check('ada@example.com', '10.0.0.1')).toEqual({ kind: 'allowed' });
  });

  it('keeps its counters in the accounts file, so a new throttle on it decides the same', async () => {
    await failTimes(5, 'ada@example.com', '10.0.0.1');
    await accounts.close();
    accounts = await openAccountsFile(join(dir, 'keel.json'));
    const restarted = new SignInThrottle(storageOf(accounts), now);
    expect(await restarted.check('ada@example.com', '10.0.0.1')).toEqual({
      kind: 'delayed',
      retryAfterSeconds: 30,
    });
  });

  it('forgets the oldest counters past its limit, but never a locked account', async () => {
    const small = new SignInThrottle(storageOf(accounts), now, {
      ...defaultThrottlePolicy,
      maxEntries: 50,
    });
    for (let i = 0; i < 100; i += 1) await small.fail('locked@example.com', '10.1.1.1');
    for (let i = 0; i < 100; i += 1) await small.fail(`spray${i}@example.com`, `10.2.0.${i}`);
    expect((await accounts.collection('signInFailures').list()).length).toBeLessThanOrEqual(50);
    expect(await small.check('locked@example.com', '172.16.0.1')).toEqual({ kind: 'locked' });
  });
});

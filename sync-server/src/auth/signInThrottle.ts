import type { SignInFailureRecord } from '../storage/records';
import type { Storage } from '../storage/storage';

/** One progressive delay: so many failures are free, then the wait doubles from `firstMs`. */
export interface DelayStep {
  free: number;
  firstMs: number;
  maxMs: number;
}

/**
 * Keel's sign-in throttling (docs/security.md, "Sign-in throttling"; OWASP ASVS 4.0.3 2.2.1,
 * NIST SP 800-63B 5.2.2): progressive delays per (account, address) pair, per account and per
 * address, and a hard lock of the account after `hardLockAfter` consecutive failures.
 */
export interface ThrottlePolicy {
  /** One address guessing one account's password. */
  pair: DelayStep;
  /** Every address together on one account; applied only to addresses that failed on it. */
  account: DelayStep;
  /** One address across every account (password spraying). */
  address: DelayStep;
  /** Consecutive failures of one account after which only a password reset unlocks it. */
  hardLockAfter: number;
  /** Pair and address counters are forgotten this long after their last failure. */
  forgetAfterMs: number;
  /** At most this many counters are kept; the ones failed longest ago go first. */
  maxEntries: number;
}

const MINUTE = 60_000;

/** The policy the server runs with. */
export const defaultThrottlePolicy: ThrottlePolicy = {
  pair: { free: 5, firstMs: 30_000, maxMs: 15 * MINUTE },
  account: { free: 10, firstMs: 30_000, maxMs: 15 * MINUTE },
  address: { free: 20, firstMs: 30_000, maxMs: 15 * MINUTE },
  hardLockAfter: 100,
  forgetAfterMs: 24 * 60 * MINUTE,
  maxEntries: 10_000,
};

/** Whether an attempt may go on: allowed, wait `retryAfterSeconds`, or the account is locked. */
export type ThrottleDecision =
  { kind: 'allowed' } | { kind: 'delayed'; retryAfterSeconds: number } | { kind: 'locked' };

/** The wait after `failures` failures, from the last one. */
function delayMs(failures: number, step: DelayStep): number {
  if (failures < step.free) return 0;
  return Math.min(step.maxMs, step.firstMs * 2 ** (failures - step.free));
}

const accountKey = (email: string) => `account ${email}`;
const pairKey = (email: string, ip: string) => `pair ${email} ${ip}`;
const addressKey = (ip: string) => `address ${ip}`;

/**
 * Counts failed sign-ins and decides whether the next attempt may be checked. Each counter is one
 * record of `storage.signInFailures` (keyed `account …`, `pair … …`, `address …`), so they survive
 * a restart, and every change is stored before it returns. Unknown e-mails are counted like known
 * ones, so the answers never tell whether an account exists.
 */
export class SignInThrottle {
  constructor(
    private readonly storage: Pick<Storage, 'signInFailures' | 'write'>,
    private readonly now: () => Date,
    private readonly policy: ThrottlePolicy = defaultThrottlePolicy,
  ) {}

  /** Whether an attempt on `email` from `ip` may be checked now. */
  async check(email: string, ip: string): Promise<ThrottleDecision> {
    const now = this.now().getTime();
    const counters = this.storage.signInFailures;
    const [account, pair, address] = await Promise.all([
      counters.get(accountKey(email)),
      counters.get(pairKey(email, ip)),
      counters.get(addressKey(ip)),
    ]);
    if (account && account.failures >= this.policy.hardLockAfter) return { kind: 'locked' };
    const waits = [
      this.wait(pair, this.policy.pair, now),
      this.wait(address, this.policy.address, now),
      // An address that has not failed on this account is not held back by the others' failures.
      pair ? this.wait(account, this.policy.account, now) : 0,
    ];
    const waitMs = Math.max(...waits);
    return waitMs > 0
      ? { kind: 'delayed', retryAfterSeconds: Math.ceil(waitMs / 1000) }
      : { kind: 'allowed' };
  }

  /** Records a failed attempt (wrong password or second factor, unknown e-mail). */
  async fail(email: string, ip: string): Promise<void> {
    const lastAt = this.now().toISOString();
    await this.storage.write(
      [accountKey(email), pairKey(email, ip), addressKey(ip)].map((key) => ({
        in: 'signInFailures',
        update: key,
        change: (counter) => ({ key, failures: (counter?.failures ?? 0) + 1, lastAt }),
      })),
    );
    await this.forgetOld(Date.parse(lastAt));
  }

  /** A successful sign-in ends the account's and this pair's run of failures. */
  async succeed(email: string, ip: string): Promise<void> {
    await Promise.all([
      this.storage.signInFailures.delete(accountKey(email)),
      this.storage.signInFailures.delete(pairKey(email, ip)),
    ]);
  }

  /** A password reset (through the e-mailed link) unlocks the account and clears its pairs. */
  async unlock(email: string): Promise<void> {
    const prefix = pairKey(email, '');
    const keys = (await this.storage.signInFailures.list(prefix)).map((c) => c.key);
    await Promise.all(
      [accountKey(email), ...keys].map((key) => this.storage.signInFailures.delete(key)),
    );
  }

  private wait(counter: SignInFailureRecord | undefined, step: DelayStep, now: number): number {
    if (!counter) return 0;
    return Date.parse(counter.lastAt) + delayMs(counter.failures, step) - now;
  }

  private async forgetOld(now: number): Promise<void> {
    const all = await this.storage.signInFailures.list();
    const forgotten = new Set(
      all
        .filter(
          (c) =>
            !c.key.startsWith('account ') && now - Date.parse(c.lastAt) > this.policy.forgetAfterMs,
        )
        .map((c) => c.key),
    );
    // Past the limit the counters failed longest ago go; a locked account stays locked, so
    // flooding the table with other e-mails does not unlock it.
    let left = all.length - forgotten.size;
    const oldestFirst = all
      .filter((c) => !forgotten.has(c.key))
      .sort((a, b) => a.lastAt.localeCompare(b.lastAt));
    for (const counter of oldestFirst) {
      if (left <= this.policy.maxEntries) break;
      if (counter.failures >= this.policy.hardLockAfter) continue;
      forgotten.add(counter.key);
      left -= 1;
    }
    await Promise.all([...forgotten].map((key) => this.storage.signInFailures.delete(key)));
  }
}

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

interface Counter {
  failures: number;
  lastAtMs: number;
}

/** The wait after `failures` failures, from the last one. */
function delayMs(failures: number, step: DelayStep): number {
  if (failures < step.free) return 0;
  return Math.min(step.maxMs, step.firstMs * 2 ** (failures - step.free));
}

const accountKey = (email: string) => `account ${email}`;
const pairKey = (email: string, ip: string) => `pair ${email} ${ip}`;
const addressKey = (ip: string) => `address ${ip}`;

/**
 * Counts failed sign-ins and decides whether the next attempt may be checked. The counters are
 * kept in the accounts file (`signInFailures`), so they survive a restart; the caller saves after
 * `fail`, `succeed` and `unlock`. Unknown e-mails are counted like known ones, so the answers
 * never tell whether an account exists.
 */
export class SignInThrottle {
  private readonly counters = new Map<string, Counter>();

  constructor(
    private readonly storage: Pick<Storage, 'data'>,
    private readonly now: () => Date,
    private readonly policy: ThrottlePolicy = defaultThrottlePolicy,
  ) {
    const stored = [...storage.data.signInFailures].sort((a, b) =>
      a.lastAt.localeCompare(b.lastAt),
    );
    for (const { key, failures, lastAt } of stored)
      this.counters.set(key, { failures, lastAtMs: Date.parse(lastAt) });
  }

  /** Whether an attempt on `email` from `ip` may be checked now. */
  check(email: string, ip: string): ThrottleDecision {
    const now = this.now().getTime();
    const account = this.counters.get(accountKey(email));
    if (account && account.failures >= this.policy.hardLockAfter) return { kind: 'locked' };
    const pair = this.counters.get(pairKey(email, ip));
    const waits = [
      this.wait(pair, this.policy.pair, now),
      this.wait(this.counters.get(addressKey(ip)), this.policy.address, now),
      // An address that has not failed on this account is not held back by the others' failures.
      pair ? this.wait(account, this.policy.account, now) : 0,
    ];
    const waitMs = Math.max(...waits);
    return waitMs > 0
      ? { kind: 'delayed', retryAfterSeconds: Math.ceil(waitMs / 1000) }
      : { kind: 'allowed' };
  }

  /** Records a failed attempt (wrong password or second factor, unknown e-mail). */
  fail(email: string, ip: string): void {
    const now = this.now().getTime();
    for (const key of [accountKey(email), pairKey(email, ip), addressKey(ip)]) {
      const counter = this.counters.get(key);
      // Re-inserted, so the Map's order is the order of the last failure (oldest first).
      this.counters.delete(key);
      this.counters.set(key, { failures: (counter?.failures ?? 0) + 1, lastAtMs: now });
    }
    this.forgetOld(now);
    this.store();
  }

  /** A successful sign-in ends the account's and this pair's run of failures. */
  succeed(email: string, ip: string): void {
    const removed = [
      this.counters.delete(accountKey(email)),
      this.counters.delete(pairKey(email, ip)),
    ];
    if (removed.some(Boolean)) this.store();
  }

  /** A password reset (through the e-mailed link) unlocks the account and clears its pairs. */
  unlock(email: string): void {
    const prefix = pairKey(email, '');
    for (const key of [...this.counters.keys()])
      if (key === accountKey(email) || key.startsWith(prefix)) this.counters.delete(key);
    this.store();
  }

  private wait(counter: Counter | undefined, step: DelayStep, now: number): number {
    if (!counter) return 0;
    return counter.lastAtMs + delayMs(counter.failures, step) - now;
  }

  private forgetOld(now: number): void {
    for (const [key, counter] of this.counters)
      if (!key.startsWith('account ') && now - counter.lastAtMs > this.policy.forgetAfterMs)
        this.counters.delete(key);
    // A locked account stays locked: flooding the table with other e-mails does not unlock it.
    for (const [key, counter] of this.counters) {
      if (this.counters.size <= this.policy.maxEntries) break;
      if (counter.failures < this.policy.hardLockAfter) this.counters.delete(key);
    }
  }

  private store(): void {
    this.storage.data.signInFailures = [...this.counters].map(([key, { failures, lastAtMs }]) => ({
      key,
      failures,
      lastAt: new Date(lastAtMs).toISOString(),
    }));
  }
}

/** How many reset e-mails one address, and one client, may ask for within the window. */
export interface ResetMailPolicy {
  perAddress: number;
  perClient: number;
  windowMs: number;
}

/** 3 per e-mail address and 10 per client address an hour. */
export const defaultResetMailPolicy: ResetMailPolicy = {
  perAddress: 3,
  perClient: 10,
  windowMs: 60 * 60 * 1000,
};

/** Allowed, or how long until the next request would be. */
export type ResetMailDecision = { ok: true } | { ok: false; retryAfterSeconds: number };

const MAX_KEYS = 10_000;

/**
 * Limits password-reset requests per e-mail address and per client (IP) in a sliding window. It
 * counts requests, whether or not an account has the address, so its answers reveal nothing about
 * accounts. In memory: a restart forgets the counts, which only allows one window's mails again.
 */
export class ResetMailLimits {
  private readonly times = new Map<string, number[]>();

  constructor(
    private readonly now: () => Date,
    private readonly policy: ResetMailPolicy = defaultResetMailPolicy,
  ) {}

  /** Counts a request when both limits allow it; otherwise counts nothing and says how long to wait. */
  take(email: string, ip: string): ResetMailDecision {
    const now = this.now().getTime();
    const keys = [
      [`address ${email}`, this.policy.perAddress],
      [`client ${ip}`, this.policy.perClient],
    ] as const;
    let waitMs = 0;
    for (const [key, max] of keys) {
      const recent = this.recent(key, now);
      if (recent.length >= max)
        waitMs = Math.max(
          waitMs,
          (recent[recent.length - max] ?? now) + this.policy.windowMs - now,
        );
    }
    if (waitMs > 0) return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
    if (this.times.size > MAX_KEYS) this.prune(now);
    for (const [key] of keys) this.times.set(key, [...this.recent(key, now), now]);
    return { ok: true };
  }

  private recent(key: string, now: number): number[] {
    return (this.times.get(key) ?? []).filter((t) => now - t < this.policy.windowMs);
  }

  private prune(now: number): void {
    for (const key of [...this.times.keys()])
      if (this.recent(key, now).length === 0) this.times.delete(key);
  }
}

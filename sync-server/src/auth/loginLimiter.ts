/** Failed sign-ins allowed per e-mail and per IP within the window. */
export interface LoginLimits {
  perEmail: number;
  perIp: number;
  windowMs: number;
}

/** 5 failures per e-mail and 20 per IP in 15 minutes. */
export const defaultLoginLimits: LoginLimits = { perEmail: 5, perIp: 20, windowMs: 15 * 60 * 1000 };

/** Counts failed sign-ins per e-mail and per IP in a sliding window (in memory). */
export class LoginLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly limits: LoginLimits = defaultLoginLimits) {}

  /** Seconds to wait before another attempt, or 0 when allowed. */
  retryAfter(email: string, ip: string): number {
    const now = Date.now();
    const wait = (key: string, max: number) => {
      const recent = this.recent(key, now);
      if (recent.length < max) return 0;
      const oldest = recent[recent.length - max] ?? now;
      return Math.max(1, Math.ceil((oldest + this.limits.windowMs - now) / 1000));
    };
    return Math.max(
      wait(`email:${email}`, this.limits.perEmail),
      wait(`ip:${ip}`, this.limits.perIp),
    );
  }

  /** Records one failure. */
  fail(email: string, ip: string): void {
    const now = Date.now();
    if (this.failures.size > 10_000) this.prune(now);
    for (const key of [`email:${email}`, `ip:${ip}`])
      this.failures.set(key, [...this.recent(key, now), now]);
  }

  /** Forgets an e-mail's failures after a successful sign-in. */
  succeed(email: string): void {
    this.failures.delete(`email:${email}`);
  }

  private prune(now: number): void {
    for (const key of [...this.failures.keys()])
      if (this.recent(key, now).length === 0) this.failures.delete(key);
  }

  private recent(key: string, now: number): number[] {
    return (this.failures.get(key) ?? []).filter((t) => now - t < this.limits.windowMs);
  }
}

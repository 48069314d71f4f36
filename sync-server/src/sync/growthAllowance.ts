const HOUR_MS = 60 * 60 * 1000;

/**
 * How much each member may still add to each document through sync: at most `bytesPerHour` over
 * any hour, refilled continuously (a token bucket, full at first). It outlives the documents'
 * time in memory, so closing and reopening a connection, or letting the document be evicted,
 * does not refill it.
 */
export class GrowthAllowance {
  private readonly buckets = new Map<string, { bytes: number; at: number }>();

  constructor(
    readonly bytesPerHour: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Takes `bytes` from the member's allowance on the document; false (and nothing taken) if short. */
  take(docId: string, userId: string, bytes: number): boolean {
    const key = `${docId}\u0000${userId}`;
    const available = this.available(key);
    const ok = bytes <= available;
    this.buckets.set(key, { bytes: ok ? available - bytes : available, at: this.now() });
    return ok;
  }

  /** Forgets the members whose allowance is full again. */
  prune(): void {
    for (const key of [...this.buckets.keys()])
      if (this.available(key) >= this.bytesPerHour) this.buckets.delete(key);
  }

  private available(key: string): number {
    const bucket = this.buckets.get(key);
    if (!bucket) return this.bytesPerHour;
    const refilled = ((this.now() - bucket.at) / HOUR_MS) * this.bytesPerHour;
    return Math.min(this.bytesPerHour, bucket.bytes + refilled);
  }
}

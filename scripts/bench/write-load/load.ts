import { Client } from '@keel/sync-server/testing';

/** What the writers saw. */
export interface LoadResult {
  writes: number;
  failures: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** Writes answered in the first and in the last 10 s. */
  firstTen: number;
  lastTen: number;
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/**
 * `writers` REST clients, each POSTing a new bank transaction, one after the other, to one
 * company for `seconds`; each write's latency is counted by when its answer came.
 */
export async function writeLoad(
  url: string,
  cookie: string,
  companyId: string,
  writers: number,
  seconds: number,
): Promise<LoadResult> {
  const start = performance.now();
  const end = start + seconds * 1000;
  const answered: { at: number; ms: number }[] = [];
  let failures = 0;
  const writer = async (n: number) => {
    const client = new Client(url);
    client.cookie = cookie;
    for (let i = 0; performance.now() < end; i += 1) {
      const sent = performance.now();
      const res = await client.post(`/api/companies/${companyId}/transactions`, {
        description: `Load ${n}-${i}`,
        amount: `-${(1 + (i % 97)).toFixed(2)}`,
        accountId: 'office-supplies',
        transactionDate: '2026-03-10',
      });
      const done = performance.now();
      if (res.status === 201) answered.push({ at: done - start, ms: done - sent });
      else failures += 1;
    }
  };
  await Promise.all(Array.from({ length: writers }, (_, n) => writer(n)));
  const elapsed = (performance.now() - start) / 1000;
  const sorted = answered.map((a) => a.ms).sort((a, b) => a - b);
  return {
    writes: answered.length,
    failures,
    seconds: elapsed,
    perSecond: answered.length / elapsed,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    firstTen: answered.filter((a) => a.at < 10_000).length,
    lastTen: answered.filter((a) => a.at >= (seconds - 10) * 1000).length,
  };
}

import type { BenchClient } from './clients';

/** Latency figures in milliseconds. */
export interface LatencyStats {
  samples: number;
  p50: number;
  p95: number;
  p99: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/**
 * Sends `edits` cell edits round-robin from the clients; each edit's arrival at every other
 * client is one sample. Edits are spaced so that one edit is measured at a time.
 */
export async function measurePropagation(
  clients: BenchClient[],
  edits: number,
  mapName: string,
): Promise<LatencyStats> {
  const samples: number[] = [];
  for (let e = 0; e < edits; e++) {
    const sender = clients[e % clients.length];
    if (!sender) break;
    const key = `edit-${e}`;
    const receivers = clients.filter((c) => c !== sender);
    const arrived = receivers.map(
      ({ doc }) =>
        new Promise<number>((resolve, reject) => {
          const map = doc.getMap<number>(mapName);
          const timer = setTimeout(
            () => reject(new Error(`edit ${e} did not arrive within 10 s`)),
            10_000,
          );
          const observer = () => {
            if (map.has(key)) {
              clearTimeout(timer);
              map.unobserve(observer);
              resolve(performance.now());
            }
          };
          map.observe(observer);
        }),
    );
    const start = performance.now();
    sender.doc.getMap<number>(mapName).set(key, e);
    for (const time of await Promise.all(arrived)) samples.push(time - start);
  }
  samples.sort((a, b) => a - b);
  return {
    samples: samples.length,
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    p99: percentile(samples, 99),
  };
}

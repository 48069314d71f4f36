import { Client } from '@keel/sync-server/testing';
import type { BenchServer } from './serverProcess';

/** The first report of a company the server does not hold in memory, and a second one. */
export interface ColdResult {
  firstMs: number;
  secondMs: number;
}

/** Times GET trial-balance twice on a freshly started server: cold (loads the company), then warm. */
export async function coldReport(
  server: BenchServer,
  cookie: string,
  companyId: string,
): Promise<ColdResult> {
  const client = new Client(server.url);
  client.cookie = cookie;
  const timed = async () => {
    const start = performance.now();
    const res = await client.get(`/api/companies/${companyId}/reports/trial-balance`);
    if (res.status !== 200) throw new Error(`report failed: ${res.status}`);
    return performance.now() - start;
  };
  const firstMs = await timed();
  const secondMs = await timed();
  return { firstMs, secondMs };
}

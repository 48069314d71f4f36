import { Client, connect, synced } from '@keel/sync-server/testing';
import type { BenchServer } from './serverProcess';

/** Server memory with companies open: before, and with each one open in a browser-like client. */
export interface MemoryResult {
  before: NodeJS.MemoryUsage;
  /** A second after the last company opened. */
  open: NodeJS.MemoryUsage;
  /** The companies still open, once nobody has opened one for `settleMs`. */
  settled: NodeJS.MemoryUsage;
}

/**
 * Opens each company as the app does (a sync client on its document, and its transaction list
 * over REST, which builds the server's ledger), then reads the server's RSS after a full GC.
 */
export async function openCompaniesMemory(
  server: BenchServer,
  cookie: string,
  companyIds: readonly string[],
  settleMs: number,
): Promise<MemoryResult> {
  const before = await server.memoryAfterGc();
  const client = new Client(server.url);
  client.cookie = cookie;
  const providers = [];
  for (const id of companyIds) {
    const provider = connect(server.wsUrl, id, cookie);
    providers.push(provider);
    await synced(provider);
    const listed = await client.get(`/api/companies/${id}/transactions`);
    if (listed.status !== 200) throw new Error(`listing ${id} failed: ${listed.status}`);
  }
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const open = await server.memoryAfterGc();
  await new Promise((resolve) => setTimeout(resolve, settleMs));
  const settled = await server.memoryAfterGc();
  for (const provider of providers) {
    provider.shouldConnect = false;
    provider.destroy();
  }
  return { before, open, settled };
}

// Sync benchmark: N clients on one company document over loopback, against Keel's server and a
// plain y-websocket server measured in the same run. Usage:
//   npm run bench:sync -- [--clients 50] [--edits 500] [--docs 50]
import { closeClients, connectClients } from './clients';
import { measurePropagation, type LatencyStats } from './measure';
import { startServerProcess, type ServerProcess } from './serverProcess';
import { signUpOwner, createCompanies } from './keelAccount';

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at >= 0 ? Number(process.argv[at + 1]) : fallback;
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`--${name} must be a positive integer`);
  return value;
}

// Every y-websocket provider adds a process 'exit' listener; 50 of them are expected here.
process.setMaxListeners(0);
const clientCount = option('clients', 50);
const edits = option('edits', 500);
const docCount = option('docs', 50);

interface MemoryPerDoc {
  rssKiB: number;
  heapKiB: number;
}

interface TargetResult {
  latency: LatencyStats;
  memory: MemoryPerDoc;
}

/** Server memory per open document: RSS and live heap (after a full GC) before and after opening them. */
async function memoryPerDoc(
  server: ServerProcess,
  url: string,
  docNames: string[],
  headers: Record<string, string>,
  warmUpDoc: string,
) {
  // A warm-up document first, so module loading and first-use allocations are not counted per doc.
  closeClients(await connectClients(url, warmUpDoc, 1, headers));
  await new Promise((resolve) => setTimeout(resolve, 300));
  const before = await server.memoryAfterGc();
  const clients = (
    await Promise.all(docNames.map((name) => connectClients(url, name, 1, headers)))
  ).flat();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const after = await server.memoryAfterGc();
  closeClients(clients);
  const perDoc = (bytes: number) => Math.max(0, bytes) / docNames.length / 1024;
  return {
    rssKiB: perDoc(after.rss - before.rss),
    heapKiB: perDoc(after.heapUsed - before.heapUsed),
  };
}

async function benchKeel(): Promise<TargetResult> {
  const server = await startServerProcess('keelServer.ts');
  try {
    const base = `http://127.0.0.1:${server.port}`;
    const { cookie, companyId } = await signUpOwner(base);
    const headers = { cookie, origin: base };
    const syncUrl = `ws://127.0.0.1:${server.port}/sync`;
    // Memory first, in a fresh process, so the latency phase's heap growth is not counted.
    const companies = await createCompanies(base, cookie, docCount);
    const memory = await memoryPerDoc(server, syncUrl, companies, headers, companyId);
    const clients = await connectClients(syncUrl, companyId, clientCount, headers);
    const latency = await measurePropagation(clients, edits, 'bench/edits');
    closeClients(clients);
    return { latency, memory };
  } finally {
    server.stop();
  }
}

async function benchPlain(): Promise<TargetResult> {
  const server = await startServerProcess('plainServer.ts');
  try {
    const url = `ws://127.0.0.1:${server.port}`;
    const names = Array.from({ length: docCount }, (_, i) => `company-${i}`);
    const memory = await memoryPerDoc(server, url, names, {}, 'warm-up');
    const clients = await connectClients(url, 'company', clientCount);
    const latency = await measurePropagation(clients, edits, 'bench/edits');
    closeClients(clients);
    return { latency, memory };
  } finally {
    server.stop();
  }
}

const fmt = (n: number) => n.toFixed(2);
const keel = await benchKeel();
const plain = await benchPlain();
console.log(`sync benchmark: ${clientCount} clients, ${edits} edits, ${docCount} docs for memory`);
console.log('target              samples   p50 ms   p95 ms   p99 ms   RSS/doc KiB  heap/doc KiB');
for (const [name, r] of [
  ['keel', keel],
  ['plain y-websocket', plain],
] as const) {
  console.log(
    `${name.padEnd(18)} ${String(r.latency.samples).padStart(8)} ${fmt(r.latency.p50).padStart(8)} ${fmt(r.latency.p95).padStart(8)} ${fmt(r.latency.p99).padStart(8)} ${fmt(r.memory.rssKiB).padStart(13)} ${fmt(r.memory.heapKiB).padStart(13)}`,
  );
}
console.log(
  `ratio keel/plain: p50 ${fmt(keel.latency.p50 / plain.latency.p50)}x, p95 ${fmt(keel.latency.p95 / plain.latency.p95)}x, p99 ${fmt(keel.latency.p99 / plain.latency.p99)}x`,
);
console.log(
  `target: p95 < 50 ms (${keel.latency.p95 < 50 ? 'met' : 'MISSED'}), p95 ratio <= 1.5x (${keel.latency.p95 / plain.latency.p95 <= 1.5 ? 'met' : 'MISSED'})`,
);
process.exit(0);

// Keel's server in its own process on a given DATA_DIR (BENCH_DATA_DIR), for the write-load
// benchmark: it prints `PORT n` once listening and answers `memory` over IPC after a full GC.
// PLUGINS_DIR: the bundled plugins when the benchmark runs it built (serverProcess.ts).
// BENCH_DOC_IDLE_MS sets how soon an idle document leaves memory; DATABASE_URL puts it on PostgreSQL.
import { join } from 'node:path';
import { writeHeapSnapshot } from 'node:v8';
import { createKeelServer } from '@keel/sync-server';

const root = join(import.meta.dirname, '..', '..', '..');
const dataDir = process.env.BENCH_DATA_DIR;
if (!dataDir) throw new Error('BENCH_DATA_DIR is not set');
const idle = process.env.BENCH_DOC_IDLE_MS;
const server = await createKeelServer({
  dataDir,
  port: 0,
  host: '127.0.0.1',
  pluginsDir: process.env.PLUGINS_DIR ?? join(root, 'plugins'),
  ...(idle ? { docIdleMs: Number(idle) } : {}),
  ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {}),
  log: (level, message, details) => {
    if (level !== 'info')
      process.stderr.write(`server ${level}: ${message} ${JSON.stringify(details ?? {})}\n`);
  },
});
process.stdout.write(`PORT ${server.port}\n`);
process.on('SIGTERM', () => {
  server.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
process.on('message', (message) => {
  if (message !== 'memory') return;
  void measureMemory();
});

/** RSS and heap after full collections; the second one once buffers the first freed are swept. */
async function measureMemory(): Promise<void> {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  await new Promise((resolve) => setTimeout(resolve, 200));
  gc?.();
  // BENCH_HEAP_SNAPSHOT=<dir>: a heap snapshot there at each measurement, for DevTools' Memory tab.
  const snapshots = process.env.BENCH_HEAP_SNAPSHOT;
  if (snapshots)
    writeHeapSnapshot(join(snapshots, `keel-${process.pid}-${Date.now()}.heapsnapshot`));
  process.send?.(process.memoryUsage());
}

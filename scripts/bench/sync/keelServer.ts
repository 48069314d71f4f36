// Keel's server in its own process, on a random port with a temp DATA_DIR.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createKeelServer } from '@keel/sync-server';

const root = join(import.meta.dirname, '..', '..', '..');
const server = await createKeelServer({
  dataDir: mkdtempSync(join(tmpdir(), 'keel-bench-')),
  port: 0,
  pluginsDir: join(root, 'plugins'),
  log: () => {},
});
process.stdout.write(`PORT ${server.port}\n`);
// A clean exit on SIGTERM lets `node --cpu-prof` (BENCH_CPU_PROF=1) write its profile.
process.on('SIGTERM', () => process.exit(0));
// The bench asks for memory over IPC; a full GC first so the heap figure is live data only.
process.on('message', (message) => {
  if (message !== 'memory') return;
  (globalThis as { gc?: () => void }).gc?.();
  process.send?.(process.memoryUsage());
});

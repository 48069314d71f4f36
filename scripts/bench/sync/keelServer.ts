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

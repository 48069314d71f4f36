// The cold half of the ledger benchmark: a Keel server started on an existing DATA_DIR (argv[2]),
// in a process of its own, so nothing of the company is in memory. Prints READY <url>.
import { join } from 'node:path';
import { createKeelServer } from '@keel/sync-server';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('Usage: coldServerMain.ts <data dir>');
const server = await createKeelServer({
  dataDir,
  port: 0,
  host: '127.0.0.1',
  pluginsDir: join(import.meta.dirname, '..', '..', '..', 'plugins'),
  log: () => {},
});
process.stdout.write(`READY ${server.url}\n`);
process.on('SIGTERM', () => {
  server.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});

// `npm start`: install when needed, build the web app when its sources changed, then serve
// everything from one process on PORT (default 8787) with data in DATA_DIR (default ./data).
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureInstalled } from './lib/ensureInstalled.mjs';
import { ensureWebBuild } from './lib/webBuild.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
ensureInstalled(root);
ensureWebBuild(root);

const server = spawn(
  process.execPath,
  ['--import', 'tsx', join(root, 'sync-server', 'src', 'main.ts')],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

// `npm start`: install when needed, build the web app and bundle the server when their sources
// changed, then serve everything from one process on PORT (default 8787) with data in DATA_DIR
// (default ./data). The server runs as JavaScript, not through tsx (scripts/lib/serverBuild.mjs).
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureInstalled } from './lib/ensureInstalled.mjs';
import { ensureWebBuild } from './lib/webBuild.mjs';
import { ensureServerBuild, serverBuildPaths } from './lib/serverBuild.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
ensureInstalled(root);
ensureWebBuild(root);
await ensureServerBuild(root);

const built = serverBuildPaths(root);
const server = spawn(process.execPath, ['--enable-source-maps', built.main], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: process.env.NODE_ENV ?? 'production',
    PLUGINS_DIR: built.pluginsDir,
    // glibc's fixed mmap threshold: large buffers (a company's whole-document encoding) go back
    // to the system when freed instead of staying in the allocator; 13-54 MiB less RSS right after
    // 10 companies open, the write load unchanged (docs/benchmarks.md, "Memory").
    MALLOC_MMAP_THRESHOLD_: process.env.MALLOC_MMAP_THRESHOLD_ ?? '131072',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

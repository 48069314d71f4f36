import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, expect, it } from 'vitest';
import { Client } from '@keel/sync-server/testing';
import { buildServer } from '../../scripts/lib/serverBuild.mjs';

// `npm start` runs the server bundled to JavaScript (scripts/lib/serverBuild.mjs), not through
// tsx: the bundle must start with every plugin and make the demo company on an empty DATA_DIR.
const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const folders: string[] = [];
afterEach(async () => {
  await Promise.all(folders.map((dir) => rm(dir, { recursive: true, force: true })));
  folders.length = 0;
});

it('the bundled server starts with every plugin and fills the demo company', async () => {
  const outdir = await mkdtemp(join(tmpdir(), 'keel-built-server-'));
  const dataDir = await mkdtemp(join(tmpdir(), 'keel-built-data-'));
  folders.push(outdir, dataDir);
  await buildServer(repoRoot, outdir, join(repoRoot, 'sync-server', 'src', 'main.ts'));

  const child = spawn(process.execPath, [join(outdir, 'main.js')], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      STATIC_DIR: join(dataDir, 'no-app'),
      PLUGINS_DIR: join(outdir, 'plugins'),
    },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  try {
    const password = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString('utf8');
        const match = /^ {2}password: (\S+)$/m.exec(output);
        if (match?.[1]) resolve(match[1]);
      });
      void exited.then(() => reject(new Error(`the server exited:\n${output}`)));
    });
    expect(output).not.toMatch(/skipped|error/i);
    const url = /Keel is running at (http:\/\/\S+)/.exec(output)?.[1] ?? '';
    const owner = new Client(url.replace('localhost', '127.0.0.1'));
    const login = await owner.post('/api/auth/login', { email: 'demo@keel.local', password });
    expect(login.status).toBe(200);
    const { companyId } = (await owner.get('/api/user')).body as { companyId: string };
    // A route of a plugin the bundle loaded, over the books the demo wrote.
    const balance = await owner.get(`/api/companies/${companyId}/reports/trial-balance`);
    expect(balance.status).toBe(200);
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}, 120_000);

import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, expect, it } from 'vitest';

// Issue 20, server memory on a small VPS: packages only some requests need load on their first
// use, not when the server starts (each is megabytes of RSS for as long as the process runs;
// docs/benchmarks.md, "Memory: 10 open companies of 5,000 transactions"). `npm start`'s main.ts
// with every plugin, restarted on a DATA_DIR with the demo company, must load none of them.
const LOADED_ON_FIRST_USE = [
  'ioredis', // REDIS_URL only
  'postgres', // DATABASE_URL only
  'nodemailer', // the first e-mail
  'qrcode', // two-factor set-up
  '@zxcvbn-ts/core', // sign-up and password changes
  '@zxcvbn-ts/language-common',
  'pdf-lib', // the first PDF: pay stubs and checks, tax forms, reports, certificates
  'chrono-node', // the assistant's first question, or its status asked for
  '@e965/xlsx', // the first spreadsheet statement or employee workbook
];

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const folders: string[] = [];
afterEach(async () => {
  await Promise.all(folders.map((dir) => rm(dir, { recursive: true, force: true })));
  folders.length = 0;
});

/** Runs `npm start`'s main.ts on `dataDir` until `ready` matches its output, then stops it. */
async function runMain(dataDir: string, ready: RegExp, env: Record<string, string> = {}) {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--import',
      join(repoRoot, 'tests', 'startup', 'recordResolvedModules.mjs'),
      join(repoRoot, 'sync-server', 'src', 'main.ts'),
    ],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: '0',
        STATIC_DIR: join(dataDir, 'no-app'),
        ...env,
      },
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  try {
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString('utf8');
        if (ready.test(output)) resolve();
      });
      void exited.then(() => reject(new Error(`the server exited:\n${output}`)));
    });
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

it('a restart loads none of the packages kept for first use', async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'keel-lazy-packages-'));
  folders.push(dataDir);
  // The first start makes the demo company (its owner's sign-up checks the password: zxcvbn).
  await runMain(dataDir, /^ {2}password: \S+$/m);
  const record = join(dataDir, 'resolved.txt');
  await runMain(dataDir, /Keel is running at/, { RECORD_RESOLVED_MODULES: record });
  const packages = new Set(
    (await readFile(record, 'utf8'))
      .split('\n')
      .map((url) => /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url)?.[1])
      .filter((name) => name !== undefined),
  );
  // The recording works: packages every start needs are in it.
  expect(packages).toContain('yjs');
  expect(LOADED_ON_FIRST_USE.filter((name) => packages.has(name))).toEqual([]);
}, 120_000);

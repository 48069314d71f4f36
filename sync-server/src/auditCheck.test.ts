import { execFile } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { createKeelServer } from './server';
import { defaultArgon2Params } from './config';
import { Client, signUpUser } from './testing/testServer';

// The audit log is tamper-evident: `npm run audit:check` names the first broken link.
const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
let dataDir = '';
afterEach(() => rm(dataDir, { recursive: true, force: true }));

/** Runs `npm run audit:check` as an operator would, from the repository root. */
function auditCheck(): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(
      'npm',
      ['run', '--silent', 'audit:check', '-w', '@keel/sync-server', '--', '--data-dir', dataDir],
      { cwd: join(packageDir, '..') },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr }),
    );
  });
}

/** A data directory whose audit log has a few sign-ins and a member change. */
async function serverWithHistory(): Promise<void> {
  dataDir = await mkdtemp(join(tmpdir(), 'keel-audit-'));
  const server = await createKeelServer({
    dataDir,
    port: 0,
    host: '127.0.0.1',
    log: () => {},
    argon2: defaultArgon2Params,
  });
  const user = await signUpUser(server.url);
  for (const password of ['wrong-1', 'wrong-2', user.password])
    await new Client(server.url).post('/api/auth/login', { email: user.email, password });
  await user.client.patch(`/api/companies/${user.companyId}`, { name: 'Renamed LLC' });
  await server.close();
}

/** The one segment file of the audit log (every record of a test is of one month). */
async function auditSegment(): Promise<string> {
  const names = (await readdir(join(dataDir, 'audit'))).filter((name) => name.endsWith('.log'));
  expect(names).toHaveLength(1);
  return join(dataDir, 'audit', names[0]!);
}

describe('npm run audit:check', () => {
  it('reports that every link holds in an untouched log', async () => {
    await serverWithHistory();
    const { code, output } = await auditCheck();
    expect(output).toContain('Audit log: 4 records.');
    expect(output).toMatch(/Every link holds\. Head \(hash of the newest record\): [0-9a-f]{64}/);
    expect(code).toBe(0);
  }, 60_000);

  it('names the first broken link when a line of the stored log was edited', async () => {
    await serverWithHistory();
    const path = await auditSegment();
    const lines = (await readFile(path, 'utf8')).split('\n');
    // The second sign-in's outcome, "wrong-password", made to read as a success.
    const edited = lines.map((line, i) =>
      line.includes('"outcome":"wrong-password"') &&
      lines.slice(0, i).some((l) => l.includes('"outcome":"wrong-password"'))
        ? line.replace('wrong-password', 'success')
        : line,
    );
    expect(edited).not.toEqual(lines);
    await writeFile(path, edited.join('\n'));
    const { code, output } = await auditCheck();
    expect(output).toMatch(
      /BROKEN at record 3 \([^)]*sign-in: success\): it does not hold the hash of record 2 \([^)]*sign-in: success\)/,
    );
    expect(code).toBe(1);
  }, 60_000);

  it('starts the chain after the records an older Keel wrote, and says so', async () => {
    await serverWithHistory();
    // keel.json as a Keel from before the chain and before DATA_DIR/audit kept it.
    const path = join(dataDir, 'keel.json');
    const data = JSON.parse(await readFile(path, 'utf8')) as { audit: object[] };
    const segment = await auditSegment();
    const records = (await readFile(segment, 'utf8'))
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => JSON.parse(line) as object);
    await rm(join(dataDir, 'audit'), { recursive: true });
    const legacy = { at: '2025-01-01T00:00:00.000Z', kind: 'sign-in', email: 'old@example.com' };
    data.audit = [
      { ...legacy, userId: null, ip: '127.0.0.1', userAgent: '', outcome: 'success' },
      ...records.map((record) => ({ ...record, prev: undefined })),
    ];
    await writeFile(path, JSON.stringify(data, null, 2));
    // The next start appends to it: the chain begins with the first record written now.
    const server = await createKeelServer({
      dataDir,
      port: 0,
      host: '127.0.0.1',
      log: () => {},
      argon2: defaultArgon2Params,
    });
    await new Client(server.url).post('/api/auth/login', { email: 'x@example.com', password: 'x' });
    await server.close();
    const { code, output } = await auditCheck();
    expect(output).toContain('Audit log: 6 records.');
    expect(output).toContain('The chain starts at record 6: the 5 before it were written before');
    expect(output).toContain('Every link holds.');
    expect(code).toBe(0);
  }, 60_000);
});

import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

const synced: string[] = [];

// Counts fsync calls on every handle the adapter opens, file and directory alike.
vi.mock('node:fs/promises', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs/promises')>();
  return {
    ...fs,
    open: async (...args: Parameters<typeof fs.open>) => {
      const handle = await fs.open(...args);
      const sync = handle.sync.bind(handle);
      handle.sync = async () => {
        synced.push(String(args[0]));
        return sync();
      };
      return handle;
    },
  };
});

const { FsyncJsonFile } = await import('./fsyncJsonFile');
const { openAccountsFile } = await import('./accountsFile');

let dir = '';
afterEach(async () => {
  synced.length = 0;
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('FsyncJsonFile', () => {
  it('fsyncs the temp file and the directory, and leaves no temp file', async () => {
    dir = await mkdtemp(join(tmpdir(), 'keel-fsync-'));
    const file = new FsyncJsonFile<{ n: number }>(join(dir, 'data.json'));
    expect(await file.read()).toBeNull();
    await file.write({ n: 1 });
    expect(await file.read()).toEqual({ n: 1 });
    expect(synced.some((p) => p.endsWith('.tmp'))).toBe(true);
    expect(synced).toContain(dir);
    expect(await readdir(dir)).toEqual(['data.json']);
  });

  it('stays valid JSON with the last value after many concurrent writes', async () => {
    dir = await mkdtemp(join(tmpdir(), 'keel-fsync-'));
    const path = join(dir, 'data.json');
    const file = new FsyncJsonFile<{ n: number; pad: string }>(path);
    await Promise.all(
      Array.from({ length: 100 }, (_, n) => file.write({ n, pad: 'x'.repeat(n * 100) })),
    );
    expect(JSON.parse(await readFile(path, 'utf8'))).toMatchObject({ n: 99 });
    expect(await readdir(dir)).toEqual(['data.json']);
  });

  it("coalesces the accounts file's writes and each resolves only once its change is on disk", async () => {
    dir = await mkdtemp(join(tmpdir(), 'keel-fsync-'));
    const accounts = await openAccountsFile(join(dir, 'keel.json'));
    const sessions = accounts.collection('sessions');
    await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        sessions.put({
          tokenHash: `hash-${i}`,
          userId: 'u',
          companyId: null,
          createdAt: '2026-03-02T09:00:00.000Z',
          expiresAt: '2026-03-02T21:00:00.000Z',
          rememberMe: false,
        }),
      ),
    );
    const onDisk = JSON.parse(await readFile(join(dir, 'keel.json'), 'utf8')) as {
      sessions: unknown[];
    };
    expect(onDisk.sessions).toHaveLength(50);
    expect(synced.filter((p) => p.endsWith('.tmp')).length).toBeLessThan(10);
    await accounts.close();
  });
});

import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

const synced: string[] = [];

// Counts the data syncs of every file handle the log opens.
vi.mock('node:fs/promises', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs/promises')>();
  return {
    ...fs,
    open: async (...args: Parameters<typeof fs.open>) => {
      const handle = await fs.open(...args);
      const datasync = handle.datasync.bind(handle);
      handle.datasync = async () => {
        synced.push(String(args[0]));
        return datasync();
      };
      return handle;
    },
  };
});

const { AppendLog } = await import('./appendLog');

let dir = '';
afterEach(async () => {
  synced.length = 0;
  await rm(dir, { recursive: true, force: true });
});

describe('AppendLog', () => {
  it('makes appends that come while a write is under way share one sync (group commit)', async () => {
    dir = await mkdtemp(join(tmpdir(), 'keel-append-'));
    const log = new AppendLog();
    const path = join(dir, 'a.log');
    await Promise.all(
      Array.from({ length: 200 }, (_, i) => log.append(path, Buffer.from(`${i}\n`))),
    );
    await log.close();
    const lines = (await readFile(path, 'utf8')).split('\n').filter((line) => line !== '');
    expect(lines).toEqual(Array.from({ length: 200 }, (_, i) => String(i)));
    expect(synced.length).toBeLessThanOrEqual(3);
  });

  it('keeps the order of appends across files, each file synced before the next is written', async () => {
    dir = await mkdtemp(join(tmpdir(), 'keel-append-'));
    const log = new AppendLog();
    const order: string[] = [];
    await Promise.all(
      ['a', 'a', 'b', 'a'].map((name, i) =>
        log.append(join(dir, `${name}.log`), Buffer.from(`${i}\n`)).then(() => order.push(name)),
      ),
    );
    await log.close();
    expect(order).toEqual(['a', 'a', 'b', 'a']);
    expect(await readFile(join(dir, 'a.log'), 'utf8')).toBe('0\n1\n3\n');
    expect(synced.map((path) => path.slice(-5))).toEqual(['a.log', 'b.log', 'a.log']);
  });
});

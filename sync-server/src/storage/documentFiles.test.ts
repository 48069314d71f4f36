import { appendFile, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LogFn } from '@keel/core/server';
import { createDocumentFiles, DamagedSnapshotError, type DocumentFiles } from './documentFiles';
import { frame } from './logFrames';
import { collected } from '../testing/collected';

let dir = '';
let logged: string[] = [];
const log: LogFn = (_level, message) => logged.push(message);
let store: DocumentFiles;

const bytes = (...values: number[]) => new Uint8Array(values);
const listed = async () => (await readdir(dir)).filter((name) => !name.startsWith('.')).sort();

/** Closes the store and opens a new one on the same folder, as a restart does. */
async function restart(): Promise<void> {
  await store.close();
  store = createDocumentFiles(dir, log);
}

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'keel-docs-'));
  logged = [];
  store = createDocumentFiles(dir, log);
});
afterEach(async () => {
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

describe('document files', () => {
  it('keeps a snapshot and the updates appended after it, in order', async () => {
    expect(await store.load('c1')).toBeNull();
    await store.snapshot('c1', bytes(1, 2, 3), { core: 0 });
    await Promise.all([
      store.append('c1', bytes(10)),
      store.append('c1', bytes(11, 11)),
      store.append('c1', bytes(12)),
    ]);
    await restart();
    const loaded = await store.load('c1');
    expect(loaded?.snapshot).toEqual(Buffer.from([1, 2, 3]));
    expect(loaded?.updates.map((u) => [...u])).toEqual([[10], [11, 11], [12]]);
    expect(loaded?.schemaVersions).toEqual({ core: 0 });
  });

  it('does not keep the bytes of a load it has answered', async () => {
    expect(await store.load('c1')).toBeNull();
    await store.snapshot('c1', new Uint8Array(64 * 1024), { core: 0 });
    await store.append('c1', bytes(10));
    const loaded = async () => {
      const read = await store.load('c1');
      return new WeakRef(read!.snapshot);
    };
    expect(await collected(await loaded())).toBe(true);
  });

  it('drops a torn last record at load, cuts it off, and appends after the whole ones', async () => {
    await store.load('c1');
    await store.snapshot('c1', bytes(1), {});
    await store.append('c1', bytes(10));
    await store.append('c1', bytes(11));
    await restart();
    const [logName] = (await listed()).filter((name) => name.endsWith('.log'));
    const path = join(dir, logName!);
    const whole = (await stat(path)).size;
    // A crash in the middle of writing the third record: its header and half its payload.
    await appendFile(path, frame(bytes(12, 12, 12, 12)).subarray(0, 10));
    const loaded = await store.load('c1');
    expect(loaded?.updates.map((u) => [...u])).toEqual([[10], [11]]);
    expect(logged).toContain('Dropped a torn record at the end of a document log');
    expect((await stat(path)).size).toBe(whole);
    await store.append('c1', bytes(13));
    await restart();
    expect((await store.load('c1'))?.updates.map((u) => [...u])).toEqual([[10], [11], [13]]);
  });

  it('drops a last record whose checksum fails', async () => {
    await store.load('c1');
    await store.snapshot('c1', bytes(1), {});
    await store.append('c1', bytes(10));
    await store.append('c1', bytes(11, 11, 11));
    await restart();
    const [logName] = (await listed()).filter((name) => name.endsWith('.log'));
    const path = join(dir, logName!);
    const file = await readFile(path);
    file[file.length - 1] = 99;
    await writeFile(path, file);
    expect((await store.load('c1'))?.updates.map((u) => [...u])).toEqual([[10]]);
  });

  it('compacts: a new snapshot covers the log, which goes; later appends go to the next log', async () => {
    await store.load('c1');
    await store.snapshot('c1', bytes(1), { core: 0 });
    await store.append('c1', bytes(10));
    expect(await listed()).toEqual(['c1.2.log', 'c1.snapshot']);
    const compacted = store.snapshot('c1', bytes(1, 10), { core: 1 });
    const after = store.append('c1', bytes(20));
    await Promise.all([compacted, after]);
    expect(await listed()).toEqual(['c1.3.log', 'c1.snapshot']);
    await restart();
    const loaded = await store.load('c1');
    expect(loaded?.snapshot).toEqual(Buffer.from([1, 10]));
    expect(loaded?.updates.map((u) => [...u])).toEqual([[20]]);
    expect(loaded?.schemaVersions).toEqual({ core: 1 });
  });

  it('removes at load a log a compaction covered but a crash left behind', async () => {
    await store.load('c1');
    await store.snapshot('c1', bytes(1), {});
    await store.append('c1', bytes(10));
    await store.snapshot('c1', bytes(1, 10), {});
    await restart();
    // What a crash between the snapshot's rename and the removal of the log leaves.
    await writeFile(join(dir, 'c1.2.log'), frame(bytes(10)));
    const loaded = await store.load('c1');
    expect(loaded?.updates).toEqual([]);
    expect(await listed()).toEqual(['c1.snapshot']);
  });

  it('never reads a damaged snapshot as a missing or empty document', async () => {
    await store.load('c1');
    await store.snapshot('c1', bytes(1, 2, 3, 4), {});
    await restart();
    const path = join(dir, 'c1.snapshot');
    const file = await readFile(path);
    await writeFile(path, file.subarray(0, file.length - 2));
    await expect(store.load('c1')).rejects.toBeInstanceOf(DamagedSnapshotError);
    await writeFile(join(dir, 'c2.1.log'), frame(bytes(10)));
    await expect(store.load('c2')).rejects.toBeInstanceOf(DamagedSnapshotError);
  });

  it('keeps the documents of similar ids apart', async () => {
    for (const docId of ['c1', 'c1:payroll', 'c10']) {
      await store.load(docId);
      await store.snapshot(docId, bytes(docId.length), {});
      await store.append(docId, bytes(docId.length, 0));
    }
    await restart();
    for (const docId of ['c1', 'c1:payroll', 'c10'])
      expect((await store.load(docId))?.updates.map((u) => [...u])).toEqual([[docId.length, 0]]);
  });
});

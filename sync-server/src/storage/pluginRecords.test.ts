import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPluginRecords, recordCollectionDirs } from './pluginRecords';
import { removeStrayTempFiles } from './removeStrayTempFiles';

let root = '';
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'keel-records-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('createPluginRecords', () => {
  it('keeps one JSON file per record, in the plugin and collection folders', async () => {
    const records = createPluginRecords(join(root, 'records'), 'training');
    expect(await records.get('learners', 'u1')).toBeNull();
    await records.put('learners', 'u1', { lessons: { a: 1 } });
    await records.put('learners', 'u1', { lessons: { a: 2 } });
    expect(await records.get('learners', 'u1')).toEqual({ lessons: { a: 2 } });
    expect(await readdir(join(root, 'records', 'training', 'learners'))).toEqual(['u1.json']);
    expect(
      JSON.parse(await readFile(join(root, 'records', 'training', 'learners', 'u1.json'), 'utf8')),
    ).toEqual({ lessons: { a: 2 } });
  });

  it('keeps plugins and collections apart', async () => {
    const training = createPluginRecords(root, 'training');
    const manual = createPluginRecords(root, 'manual');
    await training.put('learners', 'u1', 'training');
    await manual.put('learners', 'u1', 'manual');
    await training.put('certificates', 'u1', 'certificate');
    expect(await training.get('learners', 'u1')).toBe('training');
    expect(await manual.get('learners', 'u1')).toBe('manual');
    expect(await training.get('certificates', 'u1')).toBe('certificate');
  });

  it('lets no collection or id outside the record id shape reach a path', async () => {
    const records = createPluginRecords(root, 'training');
    for (const bad of ['../x', '__proto__', 'a/b', '', '.hidden']) {
      await expect(records.put('learners', bad, 1)).rejects.toThrow(RangeError);
      await expect(records.put(bad, 'u1', 1)).rejects.toThrow(RangeError);
      expect(await records.get('learners', bad)).toBeNull();
      expect(await records.get(bad, 'u1')).toBeNull();
    }
    await expect(records.put('learners', 'u1', undefined)).rejects.toThrow(TypeError);
    expect(await readdir(root)).toEqual([]);
    expect(() => createPluginRecords(root, '../up')).toThrow(RangeError);
  });

  it('serialises concurrent writes to one record: the last one given stands', async () => {
    const records = createPluginRecords(root, 'training');
    await Promise.all(Array.from({ length: 20 }, (_, n) => records.put('learners', 'u1', { n })));
    expect(await records.get('learners', 'u1')).toEqual({ n: 19 });
  });

  it('leaves temp files of an interrupted write for the start to sweep, never as a record', async () => {
    const records = createPluginRecords(join(root, 'records'), 'training');
    await records.put('learners', 'u1', { done: true });
    const dir = join(root, 'records', 'training', 'learners');
    await writeFile(join(dir, '.u1.json.4242.1.tmp'), '{"done": fal');
    expect(await recordCollectionDirs(join(root, 'records'))).toEqual([dir]);
    expect(await removeStrayTempFiles(root, () => {})).toBe(1);
    expect(await readdir(dir)).toEqual(['u1.json']);
    expect(await records.get('learners', 'u1')).toEqual({ done: true });
  });
});

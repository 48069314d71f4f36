import { mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { isRecordId } from '@keel/core/domain';
import type { PluginRecordsService } from '@keel/core/server';
import { FsyncJsonFile } from './fsyncJsonFile';

const pluginIdPattern = /^[a-z0-9][a-z0-9-]{0,63}$/;

/** Where the records of every plugin live under DATA_DIR. */
export function recordsDir(dataDir: string): string {
  return join(dataDir, 'records');
}

/** The folders of every plugin's record collections under `root`, for the start's temp sweep. */
export async function recordCollectionDirs(root: string): Promise<string[]> {
  const namesIn = (dir: string) =>
    readdir(dir).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return [];
      throw error;
    });
  const dirs: string[] = [];
  for (const plugin of await namesIn(root))
    for (const collection of await namesIn(join(root, plugin)))
      dirs.push(join(root, plugin, collection));
  return dirs;
}

/**
 * The `records` service of one plugin: each record one JSON file,
 * `{root}/{pluginId}/{collection}/{id}.json`, written to a temp file, fsynced and renamed over the
 * old one (FsyncJsonFile), so a reader sees the old record or the new one, never half of either.
 * Only record ids reach a path; writes to one record are serialised.
 */
export function createPluginRecords(root: string, pluginId: string): PluginRecordsService {
  if (!pluginIdPattern.test(pluginId)) throw new RangeError(`Invalid plugin id ${pluginId}`);
  const files = new Map<string, { file: FsyncJsonFile<unknown>; queue: Promise<void> }>();
  const fileOf = (collection: string, id: string) => {
    const path = join(root, pluginId, collection, `${id}.json`);
    let file = files.get(path);
    if (!file)
      files.set(
        path,
        (file = { file: new FsyncJsonFile<unknown>(path), queue: Promise.resolve() }),
      );
    return file;
  };
  return {
    async get(collection, id) {
      if (!isRecordId(collection) || !isRecordId(id)) return null;
      return (await fileOf(collection, id).file.read()) ?? null;
    },
    async put(collection, id, value) {
      if (!isRecordId(collection)) throw new RangeError(`Invalid collection ${collection}`);
      if (!isRecordId(id)) throw new RangeError(`Invalid record id ${id}`);
      if (value === undefined) throw new TypeError('A record needs a value');
      // The value as given now, written after the writes asked for before it.
      const text = JSON.stringify(value);
      const record = fileOf(collection, id);
      const run = record.queue.then(async () => {
        await mkdir(join(root, pluginId, collection), { recursive: true, mode: 0o700 });
        await record.file.write(JSON.parse(text));
      });
      record.queue = run.catch(() => {});
      await run;
    },
  };
}

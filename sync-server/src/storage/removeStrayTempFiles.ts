import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { LogFn } from '@keel/core/server';
import { isOutboxTempName, outboxDir } from '../mail/outbox';
import { isFsyncTempName } from './fsyncJsonFile';
import { isPartName } from './pluginFiles';
import { recordCollectionDirs, recordsDir } from './pluginRecords';
import { isSecretKeyTempName } from './secretBox';

/** The names in a folder; none when it does not exist. */
async function namesIn(dir: string): Promise<string[]> {
  return readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return [];
    throw error;
  });
}

/**
 * Removes the temp files interrupted writes left in DATA_DIR (a crash between writing a temp file
 * and renaming it): the `.tmp` of keel.json, the notification log, document snapshots and the
 * audit folder's files, the secret key's, the outbox's and the plugin files' `.part`. Run on start, before anything writes; answers how many it removed.
 */
export async function removeStrayTempFiles(dataDir: string, log: LogFn): Promise<number> {
  const folders: [dir: string, isTemp: (name: string) => boolean][] = [
    [dataDir, (name) => isFsyncTempName(name) || isSecretKeyTempName(name)],
    [join(dataDir, 'companies'), isFsyncTempName],
    [join(dataDir, 'audit'), isFsyncTempName],
    [outboxDir(dataDir), isOutboxTempName],
  ];
  const files = join(dataDir, 'files');
  for (const plugin of await namesIn(files))
    for (const company of await namesIn(join(files, plugin)))
      folders.push([join(files, plugin, company), isPartName]);
  for (const collection of await recordCollectionDirs(recordsDir(dataDir)))
    folders.push([collection, isFsyncTempName]);
  let removed = 0;
  for (const [dir, isTemp] of folders)
    for (const name of (await namesIn(dir)).filter(isTemp)) {
      await rm(join(dir, name), { force: true });
      removed += 1;
    }
  if (removed > 0) log('info', 'Removed temp files of interrupted writes', { files: removed });
  return removed;
}

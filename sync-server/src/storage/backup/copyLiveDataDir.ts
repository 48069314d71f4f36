import { mkdir, open, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { JOB_LOG_FILE } from '../../jobs/jobStore';
import { isFileId } from '../pluginFiles';
import { recordsDir } from '../pluginRecords';

/*
 * Copies the storage files of a DATA_DIR that a running server may be writing, so that the copy
 * holds every write acknowledged before the copy began, each file as it was at one moment during
 * the copy. What makes that hold (sync-server/README.md, "Storage"):
 * - keel.json, snapshots, plugin records and files, removed.json are only ever replaced whole
 *   (temp file, rename): a file opened once reads one whole version.
 * - logs (document updates, audit, notifications, jobs) only grow, or are replaced whole when
 *   compacted: read to the end, they give every record written before, and maybe a last record a
 *   write is still making, which the copy's reader drops as a crash's torn record.
 * - a document's logs are opened before its snapshot is read: a compaction between the two wrote a
 *   snapshot that holds the logs it removes, and an open log stays readable after removal.
 * keel.json is read first, so every company in the copy had its document before the copy began.
 */

/** The names in a folder, without temp files (dot names); none when it does not exist. */
async function namesIn(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir)).filter((name) => !name.startsWith('.'));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return [];
    throw error;
  }
}

/** A file's bytes, or null when it is gone (removed since it was listed). */
async function bytesOf(path: string): Promise<Buffer | null> {
  try {
    return await readFile(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

async function copyFile(from: string, to: string): Promise<boolean> {
  const bytes = await bytesOf(from);
  if (bytes === null) return false;
  await writeFile(to, bytes, { mode: 0o600 });
  return true;
}

/** Copies one document: its logs opened first, then its snapshot, then the logs read to their end. */
async function copyDocument(
  from: string,
  to: string,
  docId: string,
  names: string[],
  afterLogsOpened: () => Promise<void>,
) {
  const logNames = names.filter((name) => name.startsWith(`${docId}.`) && /\.\d+\.log$/.test(name));
  const handles = [];
  try {
    for (const name of logNames) {
      try {
        handles.push({ name, handle: await open(join(from, name), 'r') });
      } catch (error) {
        // Removed by a compaction since the listing: the snapshot read next holds it.
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
    await afterLogsOpened();
    if (!(await copyFile(join(from, `${docId}.snapshot`), join(to, `${docId}.snapshot`)))) return;
    for (const { name, handle } of handles)
      await writeFile(join(to, name), await handle.readFile(), { mode: 0o600 });
  } finally {
    await Promise.all(handles.map(({ handle }) => handle.close()));
  }
}

/**
 * Copies DATA_DIR's storage (not the outbox, nor secret.key) into an empty folder; `progress` is
 * told of each document copied.
 */
export async function copyLiveDataDir(
  dataDir: string,
  copyDir: string,
  progress: (documentsDone: number, documents: number) => void,
  /** Tests run a compaction here, between opening a document's logs and reading its snapshot. */
  afterLogsOpened: (docId: string) => Promise<void> = async () => {},
): Promise<void> {
  await copyFile(join(dataDir, 'keel.json'), join(copyDir, 'keel.json'));

  const companies = join(dataDir, 'companies');
  await mkdir(join(copyDir, 'companies'));
  const names = await namesIn(companies);
  const docIds = names
    .filter((name) => name.endsWith('.snapshot'))
    .map((name) => name.slice(0, -'.snapshot'.length));
  for (const [index, docId] of docIds.entries()) {
    await copyDocument(companies, join(copyDir, 'companies'), docId, names, () =>
      afterLogsOpened(docId),
    );
    progress(index + 1, docIds.length);
  }

  // The segments before removed.json: retention notes a month there before removing it.
  await mkdir(join(copyDir, 'audit'));
  for (const name of await namesIn(join(dataDir, 'audit')))
    if (name.endsWith('.log'))
      await copyFile(join(dataDir, 'audit', name), join(copyDir, 'audit', name));
  await copyFile(join(dataDir, 'audit', 'removed.json'), join(copyDir, 'audit', 'removed.json'));

  for (const name of ['notifications.log', JOB_LOG_FILE])
    await copyFile(join(dataDir, name), join(copyDir, name));

  const records = recordsDir(dataDir);
  for (const pluginId of await namesIn(records))
    for (const collection of await namesIn(join(records, pluginId))) {
      const to = join(recordsDir(copyDir), pluginId, collection);
      await mkdir(to, { recursive: true });
      for (const name of await namesIn(join(records, pluginId, collection)))
        if (name.endsWith('.json'))
          await copyFile(join(records, pluginId, collection, name), join(to, name));
    }

  // A file's bytes are written before the description that lists it, and removed after it.
  const files = join(dataDir, 'files');
  for (const pluginId of await namesIn(files))
    for (const companyId of await namesIn(join(files, pluginId))) {
      const from = join(files, pluginId, companyId);
      const to = join(copyDir, 'files', pluginId, companyId);
      await mkdir(to, { recursive: true });
      for (const name of await namesIn(from)) {
        const id = name.slice(0, -'.json'.length);
        if (!name.endsWith('.json') || !isFileId(id)) continue;
        const meta = await bytesOf(join(from, name));
        const bytes = meta && (await bytesOf(join(from, id)));
        if (!meta || !bytes) continue;
        await writeFile(join(to, id), bytes, { mode: 0o600 });
        await writeFile(join(to, name), meta, { mode: 0o600 });
      }
    }
}

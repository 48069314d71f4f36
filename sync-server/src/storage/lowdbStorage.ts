import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Low } from 'lowdb';
import { FsyncJsonFile } from './fsyncJsonFile';
import { keelDataSchema, storedDocSchema, type KeelData, type StoredDoc } from './records';
import type { Storage } from './storage';

const SAVE_DEBOUNCE_MS = 5;

/** Storage in lowdb JSON files: DATA_DIR/keel.json and DATA_DIR/companies/{docId}.json. */
export async function createLowdbStorage(dataDir: string): Promise<Storage> {
  await mkdir(join(dataDir, 'companies'), { recursive: true });
  const db = new Low<KeelData>(
    new FsyncJsonFile<KeelData>(join(dataDir, 'keel.json')),
    keelDataSchema.parse({}),
  );
  await db.read();
  db.data = keelDataSchema.parse(db.data ?? {});

  let pending: Promise<void> | null = null;
  let writing: Promise<void> = Promise.resolve();

  // Changes within a few milliseconds share one write; each caller waits for the write that holds its change.
  const save = (): Promise<void> => {
    if (pending) return pending;
    pending = new Promise<void>((resolve, reject) => {
      setTimeout(() => {
        pending = null;
        writing = writing.catch(() => {}).then(() => db.write());
        writing.then(resolve, reject);
      }, SAVE_DEBOUNCE_MS);
    });
    return pending;
  };

  const docFiles = new Map<string, FsyncJsonFile<StoredDoc>>();
  const docFile = (docId: string) => {
    let file = docFiles.get(docId);
    if (!file)
      docFiles.set(
        docId,
        (file = new FsyncJsonFile<StoredDoc>(join(dataDir, 'companies', `${docId}.json`))),
      );
    return file;
  };

  return {
    get data() {
      return db.data;
    },
    save,
    async loadDoc(docId) {
      const raw = await docFile(docId).read();
      return raw === null ? null : storedDocSchema.parse(raw);
    },
    async saveDoc(doc) {
      await docFile(doc.docId).write(doc);
    },
    async close() {
      await (pending ?? Promise.resolve());
      await writing.catch(() => {});
    },
  };
}

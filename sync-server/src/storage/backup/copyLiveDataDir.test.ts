import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import * as Y from 'yjs';
import { storedDocument } from '../../testing/storedDocument';
import { createDocumentFiles } from '../documentFiles';
import { copyLiveDataDir } from './copyLiveDataDir';

const dirs: string[] = [];
const newDir = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'keel-live-copy-'));
  dirs.push(dir);
  return dir;
};
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

it('copies every update of a document compacted while it is being copied', async () => {
  const dataDir = await newDir();
  const documents = createDocumentFiles(join(dataDir, 'companies'), () => {});
  const doc = new Y.Doc();
  doc.on('update', (update: Uint8Array) => void documents.append('d1', update));
  await documents.load('d1');
  await documents.snapshot('d1', Y.encodeStateAsUpdate(doc), {});
  // Three acknowledged updates in the log after the snapshot.
  for (const n of [1, 2, 3]) {
    const written = new Promise<void>((done) => doc.once('afterTransaction', () => done()));
    doc.getMap('rows').set(`row-${n}`, n);
    await written;
  }
  await documents.release('d1');
  await documents.load('d1');

  const copyDir = await newDir();
  // The server compacts between the copy opening the logs and reading the snapshot: the new
  // snapshot holds the updates and their log is removed.
  await copyLiveDataDir(
    dataDir,
    copyDir,
    () => {},
    async () => {
      await documents.snapshot('d1', Y.encodeStateAsUpdate(doc), {});
    },
  );
  await documents.close();

  const copied = await storedDocument(copyDir, 'd1');
  expect(copied?.doc.getMap('rows').toJSON()).toEqual({ 'row-1': 1, 'row-2': 2, 'row-3': 3 });
});

import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { IndexeddbPersistence } from 'y-indexeddb';
import { deleteOfflineCopies, listOfflineCopies, offlineCopyName } from './offlineCopies';

async function storeCopy(docId: string): Promise<void> {
  const doc = new Y.Doc();
  doc.getMap('core/company').set('profile\u001fname', 'Acme');
  const persistence = new IndexeddbPersistence(offlineCopyName(docId), doc);
  await persistence.whenSynced;
  await persistence.destroy();
}

describe('offline copies', () => {
  it('deletes the copies of companies the person no longer belongs to, and only those', async () => {
    await storeCopy('keep-co');
    await storeCopy('keep-co:payroll');
    await storeCopy('gone-co');
    expect((await listOfflineCopies()).sort()).toEqual(['gone-co', 'keep-co', 'keep-co:payroll']);
    expect(await deleteOfflineCopies((companyId) => companyId === 'keep-co')).toEqual(['gone-co']);
    expect((await listOfflineCopies()).sort()).toEqual(['keep-co', 'keep-co:payroll']);
  });

  it('deletes every copy on sign-out', async () => {
    await storeCopy('other-co');
    await deleteOfflineCopies();
    expect(await listOfflineCopies()).toEqual([]);
  });
});

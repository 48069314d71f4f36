// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import * as Y from 'yjs';
import { IndexeddbPersistence } from 'y-indexeddb';
import { sampleCompany, sampleUser, TestSession } from '@keel/core/testing';
import { listOfflineCopies, offlineCopyName } from '../sync';
import { OfflineCopyJanitor } from './OfflineCopyJanitor';

async function storeCopy(docId: string): Promise<void> {
  const doc = new Y.Doc();
  doc.getMap('core/company').set('profile\u001fname', 'Books');
  const persistence = new IndexeddbPersistence(offlineCopyName(docId), doc);
  await persistence.whenSynced;
  await persistence.destroy();
}

describe('OfflineCopyJanitor', () => {
  it("deletes this browser's copy of a company the person was removed from, keeps the others", async () => {
    await storeCopy('c-mine');
    await storeCopy('c-removed');
    render(
      <TestSession
        user={sampleUser({ companyId: 'c-mine' })}
        companies={[sampleCompany({ id: 'c-mine' })]}
      >
        <OfflineCopyJanitor />
      </TestSession>,
    );
    await waitFor(async () => expect(await listOfflineCopies()).toEqual(['c-mine']));
  });
});

import { parseDocId } from '@keel/core/domain';

const PREFIX = 'keel:';

/** The IndexedDB database that holds the offline copy of one document. */
export function offlineCopyName(docId: string): string {
  return `${PREFIX}${docId}`;
}

/** The document ids that have an offline copy in this browser. */
export async function listOfflineCopies(): Promise<string[]> {
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return [];
  const databases = await indexedDB.databases();
  return databases
    .map((db) => db.name ?? '')
    .filter((name) => name.startsWith(PREFIX))
    .map((name) => name.slice(PREFIX.length));
}

/**
 * Deletes offline copies: all of them, or those whose company `keep` rejects. A copy that is
 * still open is deleted as soon as its document closes.
 */
export async function deleteOfflineCopies(
  keep: (companyId: string) => boolean = () => false,
): Promise<string[]> {
  const doomed = (await listOfflineCopies()).filter((docId) => {
    const ids = parseDocId(docId);
    return !ids || !keep(ids.companyId);
  });
  await Promise.all(
    doomed.map(
      (docId) =>
        new Promise<void>((resolve) => {
          const request = indexedDB.deleteDatabase(offlineCopyName(docId));
          request.onsuccess = request.onerror = () => resolve();
        }),
    ),
  );
  return doomed;
}

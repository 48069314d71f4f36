import { useEffect, useState } from 'react';
import { dropBooksPreview, takeBooksPreview, type PreviewRequest } from './booksPreviewRequest';
import type { BooksView } from './booksView';

/**
 * The server's preview of a company's books while `wanted` (the live store is not bound yet):
 * a large company's live document takes seconds to arrive and load, its preview a fraction of
 * that. Undefined until it arrives, once the live books are there, and when it cannot be had
 * (offline, refused): the live books then come as they would have without it.
 */
export function useBooksPreview(companyId: string | null, wanted: boolean): BooksView | undefined {
  const [shown, setShown] = useState<{ view: BooksView; request: PreviewRequest }>();
  useEffect(() => {
    if (companyId === null) return;
    if (!wanted) {
      dropBooksPreview(companyId);
      return;
    }
    // Aborted as soon as the live books are bound: a preview that arrives later is not even read.
    const request = takeBooksPreview(companyId);
    let current = true;
    void request.view.then((view) => {
      if (current && view) setShown({ view, request });
    });
    return () => {
      current = false;
      request.abort();
      setShown(undefined);
    };
  }, [companyId, wanted]);
  // After the preview is on screen: the live document, waiting for this, may load now.
  useEffect(() => shown?.request.markShown(), [shown]);
  return wanted && shown?.view.companyId === companyId ? shown.view : undefined;
}

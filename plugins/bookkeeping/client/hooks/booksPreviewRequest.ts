import { companyApi, type PreviewContext } from '@keel/core/client';
import { localToday, systemClock } from '@keel/core/domain';
import { bookkeepingRoutes } from '../../domain/routes';
import { viewFromPreview, type BooksView } from './booksView';

/** A request for the preview of one company's books, read into a view once it arrives. */
export interface PreviewRequest {
  /** The view, or undefined when the preview could not be had (offline, refused, aborted). */
  view: Promise<BooksView | undefined>;
  /** Resolves once the page has shown the view, or once there is none to show. */
  shown: Promise<void>;
  markShown(): void;
  /** Stops the request; an answer that arrives later is not read. */
  abort(): void;
}

/** A request started by the shell is picked up by the page only this soon; later it may be stale. */
const STARTED_FRESH_MS = 10_000;

const started = new Map<string, { request: PreviewRequest; at: number }>();

function requestPreview(companyId: string): PreviewRequest {
  const controller = new AbortController();
  let markShown = () => {};
  const shown = new Promise<void>((resolve) => (markShown = resolve));
  const view = companyApi(companyId)
    .call(bookkeepingRoutes.booksPreview, {}, undefined, {
      query: { asOf: localToday(systemClock.now()) },
      signal: controller.signal,
    })
    .then(
      // An answer that does not read as a preview rejects: nothing to show then.
      (preview) => (controller.signal.aborted ? undefined : viewFromPreview(companyId, preview)),
      () => undefined,
    );
  void view.then((read) => read ?? markShown());
  return {
    view,
    shown,
    markShown,
    abort: () => {
      controller.abort();
      markShown();
    },
  };
}

/**
 * The Bookkeeping page's preview (the shell runs it when the company's live document opens on
 * this page): asks the server for the books and resolves once the page has shown them, so the
 * live document loads after that (docs/benchmarks.md, "Bookkeeping screen").
 */
export function previewBooks({ companyId }: PreviewContext): Promise<void> {
  started.get(companyId)?.request.abort();
  const request = requestPreview(companyId);
  started.set(companyId, { request, at: performance.now() });
  return request.shown;
}

/** The request the shell started for the company if it is fresh, else a new one; the caller owns it. */
export function takeBooksPreview(companyId: string): PreviewRequest {
  const current = started.get(companyId);
  started.delete(companyId);
  if (current && performance.now() - current.at < STARTED_FRESH_MS) return current.request;
  current?.request.abort();
  return requestPreview(companyId);
}

/** Drops a started request nobody will use (the live books came first). */
export function dropBooksPreview(companyId: string): void {
  started.get(companyId)?.request.abort();
  started.delete(companyId);
}

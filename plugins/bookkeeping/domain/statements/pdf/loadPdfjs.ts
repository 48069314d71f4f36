import type * as Pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The pdf.js module (its legacy build, which runs in Node and in browsers). */
export type PdfjsModule = typeof Pdfjs;

let loading: Promise<PdfjsModule> | undefined;

/**
 * Loads pdf.js on first use, so a client that never opens a PDF never downloads it.
 *
 * The worker module is imported here too: it registers `globalThis.pdfjsWorker`, and pdf.js then
 * parses on this thread instead of starting a Web Worker from `GlobalWorkerOptions.workerSrc`.
 * The same code so runs in vitest and the server (Node) and in a Vite browser build, with no
 * worker URL to configure; statements are small enough to parse on the calling thread.
 */
export function loadPdfjs(): Promise<PdfjsModule> {
  loading ??= (async () => {
    installPromiseWithResolvers();
    await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
    return import('pdfjs-dist/legacy/build/pdf.mjs');
  })();
  // A failed load (a network error fetching the chunk) may be retried on the next call.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/**
 * pdf.js 6 calls Promise.withResolvers (ES2024), which Node 20 lacks and its legacy build does not
 * polyfill; this adds the standard method where it is missing and changes nothing elsewhere.
 */
function installPromiseWithResolvers(): void {
  const promise = Promise as PromiseConstructor & { withResolvers?: unknown };
  if (typeof promise.withResolvers === 'function') return;
  Object.defineProperty(Promise, 'withResolvers', {
    configurable: true,
    writable: true,
    value: function withResolvers<T>(this: PromiseConstructor) {
      let resolve!: (value: T | PromiseLike<T>) => void;
      let reject!: (reason?: unknown) => void;
      const created = new this<T>((yes, no) => {
        resolve = yes;
        reject = no;
      });
      return { promise: created, resolve, reject };
    },
  });
}

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
    await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
    return import('pdfjs-dist/legacy/build/pdf.mjs');
  })();
  // A failed load (a network error fetching the chunk) may be retried on the next call.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

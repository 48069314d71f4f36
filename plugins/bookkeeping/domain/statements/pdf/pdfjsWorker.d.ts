// pdfjs-dist ships no types for its worker module; importing it only registers
// globalThis.pdfjsWorker, which pdf.js then uses on the calling thread.
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs' {
  export const WorkerMessageHandler: unknown;
}

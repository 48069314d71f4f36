import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import busboy from 'busboy';

/** The first file of a multipart request, while it is still arriving. */
export interface IncomingFile {
  name: string;
  /** The Content-Type the uploader declared for the part. */
  declaredType: string;
  stream: Readable;
}

/** The name a browser's form meant: it escapes '"' and line breaks in file names (HTML spec). */
function browserFileName(sent: string): string {
  return sent.replace(/%22/g, '"').replace(/%0D|%0A/gi, ' ');
}

/** A request that is not a multipart form. */
export class NotMultipartError extends Error {}

/** An upload that broke off (the connection closed, the form ended early) while its file arrived. */
export class UploadInterruptedError extends Error {}

/**
 * Starts reading a multipart/form-data request and resolves with its first file as soon as that
 * file begins (null when the form has none). Later files and fields are skipped; `fileSize` caps
 * what is passed on for the one file.
 */
export function firstFile(req: IncomingMessage, fileSize: number): Promise<IncomingFile | null> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        // Browsers send file names as UTF-8 (busboy would read them as Latin-1).
        defParamCharset: 'utf8',
        limits: { files: 1, fileSize, fields: 20, parts: 30, fieldSize: 10_000 },
      });
    } catch {
      reject(new NotMultipartError('Send the file as multipart/form-data'));
      return;
    }
    let current: Readable | null = null;
    const fail = (error: Error) => {
      if (current) current.destroy(error);
      else reject(error);
    };
    parser.on('file', (_field, stream, info) => {
      current = stream;
      resolve({ name: browserFileName(info.filename ?? ''), declaredType: info.mimeType, stream });
    });
    parser.on('close', () => resolve(null));
    parser.on('error', () =>
      fail(
        current
          ? new UploadInterruptedError('The upload did not complete; try again')
          : new NotMultipartError('The upload is not a valid multipart form'),
      ),
    );
    // A connection that closes mid-request never ends the form: the file would wait forever.
    req.once('close', () => {
      if (!req.complete) fail(new UploadInterruptedError('The upload did not complete; try again'));
    });
    req.pipe(parser);
  });
}

/** Stops reading an upload that was refused: the rest of the request is read and dropped. */
export function dropRestOf(req: IncomingMessage): void {
  req.unpipe();
  req.resume();
}

/**
 * The first `bytes` bytes of a body (fewer if it is shorter) and the whole body, head included,
 * to read on from there; `release` ends the body when it will not be read.
 */
export async function splitHead(
  body: AsyncIterable<Uint8Array>,
  bytes: number,
): Promise<{ head: Uint8Array; body: AsyncIterable<Uint8Array>; release: () => void }> {
  const iterator = body[Symbol.asyncIterator]();
  const chunks: Uint8Array[] = [];
  let length = 0;
  let done = false;
  while (length < bytes) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    chunks.push(next.value);
    length += next.value.byteLength;
  }
  const head = Buffer.concat(chunks).subarray(0, bytes);
  async function* whole(): AsyncIterable<Uint8Array> {
    try {
      yield* chunks;
      while (!done) {
        const next = await iterator.next();
        done = next.done === true;
        if (!next.done) yield next.value;
      }
    } finally {
      // A reader that stops early (a body past its limit) ends the upload too.
      if (!done) await iterator.return?.();
    }
  }
  return { head, body: whole(), release: () => void iterator.return?.() };
}

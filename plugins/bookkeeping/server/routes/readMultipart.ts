import type { IncomingMessage } from 'node:http';
import busboy from 'busboy';

/** The one file of an upload, whole in memory (it is at most `maxFileBytes`). */
export interface UploadedFile {
  fileName: string;
  bytes: Uint8Array;
}

/** What a multipart form held, or why it could not be read. */
export type MultipartRead =
  | { ok: true; fields: Record<string, string>; file: UploadedFile | null }
  | { ok: false; reason: 'too-large' }
  | { ok: false; reason: 'malformed'; message: string };

/** Limits of one form. */
export interface MultipartLimits {
  /** The form field that carries the file; files under other names are read past. */
  fileField: string;
  maxFileBytes: number;
}

/** How far past the file limit a body without a length is read before the connection is dropped. */
export function hardLimit(maxFileBytes: number): number {
  return 2 * maxFileBytes + 1024 * 1024;
}

/**
 * Streams a multipart/form-data request: text fields, and the file of `fileField` collected in
 * memory up to `maxFileBytes`. A larger file is read to the end of the form (busboy discards it)
 * so the client gets the answer on a healthy connection, unless the body runs past `hardLimit`:
 * then reading stops and the caller should close the connection.
 */
export function readMultipart(
  req: IncomingMessage,
  limits: MultipartLimits,
): Promise<MultipartRead> {
  return new Promise((resolve) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        defParamCharset: 'utf8',
        limits: { fileSize: limits.maxFileBytes, files: 5, fields: 20, fieldSize: 100_000 },
      });
    } catch (error) {
      resolve({ ok: false, reason: 'malformed', message: (error as Error).message });
      return;
    }
    // Without a prototype: a field may be named '__proto__'.
    const fields = Object.create(null) as Record<string, string>;
    let file: UploadedFile | null = null;
    let chunks: Buffer[] = [];
    let taken = false;
    let tooLarge = false;
    let settled = false;
    const settle = (result: MultipartRead) => {
      if (settled) return;
      settled = true;
      resolve(result);
    };
    const tooLargeResult: MultipartRead = { ok: false, reason: 'too-large' };

    let received = 0;
    const cap = hardLimit(limits.maxFileBytes);
    const count = (chunk: Buffer) => {
      received += chunk.length;
      if (received <= cap) return;
      req.off('data', count);
      req.unpipe(parser);
      req.pause();
      settle(tooLargeResult);
    };
    req.on('data', count);

    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      if (name !== limits.fileField || taken) {
        stream.resume();
        return;
      }
      taken = true;
      const fileName = info.filename ?? '';
      stream.on('data', (chunk: Buffer) => {
        if (!tooLarge) chunks.push(chunk);
      });
      stream.on('limit', () => {
        tooLarge = true;
        chunks = [];
      });
      stream.on('end', () => {
        if (!tooLarge) file = { fileName, bytes: new Uint8Array(Buffer.concat(chunks)) };
        chunks = [];
      });
    });
    parser.on('close', () => {
      settle(tooLarge ? tooLargeResult : { ok: true, fields, file });
    });
    parser.on('error', (error: Error) => {
      settle({ ok: false, reason: 'malformed', message: error.message });
    });
    req.on('error', (error: Error) => {
      settle({ ok: false, reason: 'malformed', message: error.message });
    });
    req.pipe(parser);
  });
}

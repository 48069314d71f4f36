import type { IncomingMessage } from 'node:http';
import busboy from 'busboy';

/** What an upload form held, or why it could not be read. */
export type MultipartRead =
  | {
      ok: true;
      fields: Record<string, string>;
      file: { fileName: string; bytes: Uint8Array } | null;
    }
  | { ok: false; reason: 'too-large' }
  | { ok: false; reason: 'malformed' };

/** How far past the file limit a body is read before the connection is dropped. */
export function hardLimit(maxFileBytes: number): number {
  return 2 * maxFileBytes + 1024 * 1024;
}

/**
 * Reads a multipart/form-data request whole: its text fields, and the file of the field `file`
 * in memory up to `maxFileBytes` (a larger one is read past and reported too large, unless the
 * body runs past `hardLimit`: then reading stops and the caller closes the connection).
 */
export function readMultipart(req: IncomingMessage, maxFileBytes: number): Promise<MultipartRead> {
  return new Promise((resolve) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        defParamCharset: 'utf8',
        limits: { fileSize: maxFileBytes, files: 2, fields: 10, fieldSize: 10_000 },
      });
    } catch {
      resolve({ ok: false, reason: 'malformed' });
      return;
    }
    // Without a prototype: a field may be named '__proto__'.
    const fields = Object.create(null) as Record<string, string>;
    let file: { fileName: string; bytes: Uint8Array } | null = null;
    let chunks: Buffer[] = [];
    let taken = false;
    let tooLarge = false;
    let settled = false;
    const settle = (result: MultipartRead) => {
      if (settled) return;
      settled = true;
      resolve(result);
    };
    let received = 0;
    const count = (chunk: Buffer) => {
      received += chunk.length;
      if (received <= hardLimit(maxFileBytes)) return;
      req.off('data', count);
      req.unpipe(parser);
      req.pause();
      settle({ ok: false, reason: 'too-large' });
    };
    req.on('data', count);
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      if (name !== 'file' || taken) {
        stream.resume();
        return;
      }
      taken = true;
      stream.on('data', (chunk: Buffer) => {
        if (!tooLarge) chunks.push(chunk);
      });
      stream.on('limit', () => {
        tooLarge = true;
        chunks = [];
      });
      stream.on('end', () => {
        if (!tooLarge)
          file = { fileName: info.filename ?? '', bytes: new Uint8Array(Buffer.concat(chunks)) };
        chunks = [];
      });
    });
    parser.on('close', () =>
      settle(tooLarge ? { ok: false, reason: 'too-large' } : { ok: true, fields, file }),
    );
    parser.on('error', () => settle({ ok: false, reason: 'malformed' }));
    req.on('error', () => settle({ ok: false, reason: 'malformed' }));
    req.pipe(parser);
  });
}

/** `Content-Disposition: attachment` with an ASCII `filename` and the exact RFC 5987 `filename*`. */
export function attachmentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** A file name fit to keep: no control characters, no path, at most 200 characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = Array.from(base.replace(/[\u0000-\u001f\u007f]/g, '').trim())
    .slice(0, 200)
    .join('');
  return clean === '' || clean === '.' || clean === '..' ? 'document' : clean;
}

import type { Context } from 'koa';
import { hardLimit, readMultipart } from '../routes/readMultipart';

/** The largest journal an import reads. */
export const MAX_JOURNAL_BYTES = 10 * 1024 * 1024;

/** The journal's text, or why it could not be read (with the status to answer). */
export type JournalRead =
  | { ok: true; text: string }
  | { ok: false; status: 400 | 413; message: string; closeConnection?: boolean };

const tooLarge = (closeConnection: boolean): JournalRead => ({
  ok: false,
  status: 413,
  message: `The journal is larger than ${MAX_JOURNAL_BYTES / 1024 / 1024} MB`,
  closeConnection,
});

/** Reads a request body up to `limit` bytes; null once it runs past it (reading stops there). */
async function readBody(ctx: Context, limit: number): Promise<Uint8Array | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req) {
    const buffer = Buffer.from(chunk as Uint8Array);
    size += buffer.length;
    if (size > limit) return null;
    chunks.push(buffer);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

function decode(bytes: Uint8Array): JournalRead {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    if (text.trim() === '') return { ok: false, status: 400, message: 'The journal is empty' };
    return { ok: true, text };
  } catch {
    return { ok: false, status: 400, message: 'The journal is not UTF-8 text' };
  }
}

/**
 * The journal of an import request: the body itself (text/plain or any non-form type) or the
 * `file` of a multipart form, at most MAX_JOURNAL_BYTES.
 */
export async function readJournalText(ctx: Context): Promise<JournalRead> {
  if (Number(ctx.get('content-length') || 0) > hardLimit(MAX_JOURNAL_BYTES)) return tooLarge(true);
  if (ctx.is('multipart/form-data')) {
    const form = await readMultipart(ctx.req, {
      fileField: 'file',
      maxFileBytes: MAX_JOURNAL_BYTES,
    });
    if (!form.ok) {
      return form.reason === 'too-large'
        ? tooLarge(!ctx.req.complete)
        : { ok: false, status: 400, message: 'Send the journal as the file of a multipart form' };
    }
    if (!form.file) return { ok: false, status: 400, message: 'Choose a journal file' };
    return decode(form.file.bytes);
  }
  if (ctx.is('application/json')) {
    return { ok: false, status: 400, message: 'Send the journal as text/plain or as a form file' };
  }
  const bytes = await readBody(ctx, MAX_JOURNAL_BYTES);
  return bytes === null ? tooLarge(true) : decode(bytes);
}

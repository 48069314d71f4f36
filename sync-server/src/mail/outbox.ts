import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';

/**
 * An outbox message id: the time it was written and a random suffix, e.g.
 * `2026-11-22T00-53-55-123Z-0a1b2c3d`. Nothing else is a valid id, so an id never names a path
 * outside the outbox.
 */
export const outboxIdSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-[0-9a-f]{8}$/, 'Not an outbox message id');

/** What the outbox keeps beside each .eml so the app can list it: `{id}.json`. */
export const outboxEntrySchema = z.object({
  to: z.string(),
  subject: z.string(),
  sentAt: z.string(),
  html: z.string(),
  text: z.string(),
});
export type OutboxEntry = z.infer<typeof outboxEntrySchema>;

/** One message of the outbox, with its id. */
export type OutboxMessage = OutboxEntry & { id: string };

/** The outbox folder of a data directory. */
export function outboxDir(dataDir: string): string {
  return join(dataDir, 'outbox');
}

/** Plain text from an HTML body: tags dropped, line breaks kept, entities decoded. */
export function textFromHtml(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, '')
    .replace(/<br\s*\/?>|<\/(p|div|li|h[1-6]|tr)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Whether a file name is one of the outbox's temp files (a dot and the name it is renamed to). */
export function isOutboxTempName(name: string): boolean {
  return /^\..+\.(eml|json)$/.test(name);
}

async function writeAtomically(dir: string, name: string, data: string | Buffer): Promise<void> {
  // Written under a dot-name and renamed, so a reader never sees half a file.
  await writeFile(join(dir, `.${name}`), data);
  await rename(join(dir, `.${name}`), join(dir, name));
}

let lastWrittenMs = 0;

/** Writes one message, sent `at`: `{id}.eml` (the raw message) and its listing entry `{id}.json`. */
export async function writeOutboxMessage(
  dir: string,
  mail: { to: string; subject: string; html: string; text?: string },
  raw: Buffer,
  at: Date,
): Promise<string> {
  // Strictly increasing times, so ids of messages written in the same millisecond still sort in order.
  lastWrittenMs = Math.max(at.getTime(), lastWrittenMs + 1);
  const now = new Date(lastWrittenMs);
  const id = `${now.toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}`;
  await mkdir(dir, { recursive: true });
  await writeAtomically(dir, `${id}.eml`, raw);
  const entry: OutboxEntry = {
    to: mail.to,
    subject: mail.subject,
    sentAt: now.toISOString(),
    html: mail.html,
    text: mail.text ?? textFromHtml(mail.html),
  };
  await writeAtomically(dir, `${id}.json`, JSON.stringify(entry));
  return id;
}

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

async function readEntry(dir: string, id: string): Promise<OutboxEntry | null> {
  try {
    const parsed = outboxEntrySchema.safeParse(
      JSON.parse(await readFile(join(dir, `${id}.json`), 'utf8')),
    );
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The messages addressed to `email`, newest first. */
export async function listOutbox(dir: string, email: string): Promise<OutboxMessage[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const ids = names
    .filter((n) => n.endsWith('.json'))
    .map((n) => n.slice(0, -'.json'.length))
    .filter((id) => outboxIdSchema.safeParse(id).success)
    .sort()
    .reverse();
  const messages: OutboxMessage[] = [];
  for (const id of ids) {
    const entry = await readEntry(dir, id);
    if (entry && sameAddress(entry.to, email)) messages.push({ id, ...entry });
  }
  return messages;
}

/** One message by id, only when it is addressed to `email`; null otherwise. */
export async function readOutboxMessage(
  dir: string,
  id: string,
  email: string,
): Promise<OutboxMessage | null> {
  if (!outboxIdSchema.safeParse(id).success) return null;
  const entry = await readEntry(dir, id);
  return entry && sameAddress(entry.to, email) ? { id, ...entry } : null;
}

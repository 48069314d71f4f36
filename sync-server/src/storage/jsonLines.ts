import { open, readFile, truncate } from 'node:fs/promises';

/** A file of JSON lines as read: each whole line, parsed or not, and where the whole lines end. */
export interface JsonLines {
  /** Each line that ends in a newline; `value` undefined when it is not JSON. */
  lines: { text: string; value: unknown }[];
  /** Bytes up to the last newline: what follows it is a line a crash cut short. */
  wholeBytes: number;
  /** The file's size as found. */
  bytes: number;
}

/** Reads a file of JSON lines; a missing file reads as empty. */
export async function readJsonLines(path: string): Promise<JsonLines> {
  let text: Buffer;
  try {
    text = await readFile(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      return { lines: [], wholeBytes: 0, bytes: 0 };
    throw error;
  }
  const end = text.lastIndexOf(0x0a) + 1;
  const lines = text
    .subarray(0, end)
    .toString('utf8')
    .split('\n')
    .slice(0, -1)
    .filter((line) => line !== '')
    .map((line) => {
      try {
        return { text: line, value: JSON.parse(line) as unknown };
      } catch {
        return { text: line, value: undefined };
      }
    });
  return { lines, wholeBytes: end, bytes: text.length };
}

/** Cuts a file back to `bytes` and syncs it (a torn last line, never acknowledged, goes). */
export async function cutTornEnd(path: string, bytes: number): Promise<void> {
  await truncate(path, bytes);
  const handle = await open(path, 'r+');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** One value as a line of the file. */
export function jsonLine(value: unknown): Buffer {
  return Buffer.from(`${JSON.stringify(value)}\n`, 'utf8');
}

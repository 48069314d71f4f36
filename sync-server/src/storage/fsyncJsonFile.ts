import { open, readFile, rename } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { Adapter } from 'lowdb';

async function fsyncPath(path: string, flags: string): Promise<void> {
  const handle = await open(path, flags);
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Syncs a folder, so the names created, renamed or removed in it survive a power cut. */
export function fsyncDir(dir: string): Promise<void> {
  return fsyncPath(dir, 'r');
}

/** Whether a file name is one of FsyncJsonFile's temp files (`.{name}.{pid}.{n}.tmp`). */
export function isFsyncTempName(name: string): boolean {
  return /^\..+\.\d+\.\d+\.tmp$/.test(name);
}

/**
 * A lowdb adapter that survives power loss: it writes a temp file, fsyncs it, renames it over the
 * target and fsyncs the directory (steno renames but never fsyncs). Writes are serialised.
 */
export class FsyncJsonFile<T> implements Adapter<T> {
  private queue: Promise<void> = Promise.resolve();
  private counter = 0;

  constructor(private readonly path: string) {}

  /** Reads and parses the file; null when it does not exist yet. */
  async read(): Promise<T | null> {
    try {
      return JSON.parse(await readFile(this.path, 'utf8')) as T;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  /** Writes the data atomically and durably; resolves once it is on disk. */
  write(data: T): Promise<void> {
    const text = JSON.stringify(data, null, 2);
    const run = this.queue.then(() => this.writeNow(text));
    this.queue = run.catch(() => {});
    return run;
  }

  private async writeNow(text: string): Promise<void> {
    this.counter += 1;
    const temp = join(
      dirname(this.path),
      `.${basename(this.path)}.${process.pid}.${this.counter}.tmp`,
    );
    const handle = await open(temp, 'w', 0o600);
    try {
      await handle.writeFile(text, 'utf8');
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, this.path);
    await fsyncDir(dirname(this.path));
  }
}

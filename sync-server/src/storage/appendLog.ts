import { open, stat, type FileHandle } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fsyncDir } from './fsyncJsonFile';

interface Pending {
  path: string;
  chunk: Uint8Array;
  done: () => void;
  failed: (error: unknown) => void;
}

/**
 * Appends to files with group commit: what is appended while a write and its fdatasync are under
 * way waits in memory and goes in the next write, all of it under one sync. One file is open at a
 * time; an append names its file, and a batch that moves to another file closes the one before
 * (synced) first, so appends are durable in the order they were made, across files too. A file
 * this creates has its folder synced, so its name survives a power cut as well.
 */
export class AppendLog {
  private pending: Pending[] = [];
  private flushing: Promise<void> | null = null;
  private file: { path: string; handle: FileHandle; size: number } | null = null;
  private exclusive: Promise<void> = Promise.resolve();
  /** Files whose torn end could not be cut off: appending there would put records after it. */
  private readonly broken = new Set<string>();

  /** Appends `chunk` to the file at `path`; resolves once it is on disk. */
  append(path: string, chunk: Uint8Array): Promise<void> {
    const written = new Promise<void>((done, failed) =>
      this.pending.push({ path, chunk, done, failed }),
    );
    this.flushing ??= this.flush();
    return written;
  }

  /** Waits until everything appended so far is on disk (or failed). */
  async drain(): Promise<void> {
    while (this.flushing) await this.flushing;
  }

  /**
   * Runs `fn` with no write under way and the open file closed (to replace a file, say);
   * appends made meanwhile wait for it.
   */
  async alone<T>(fn: () => Promise<T>): Promise<T> {
    const turn = this.exclusive.then(async () => {
      await this.drain();
      await this.closeFile();
      return fn();
    });
    this.exclusive = turn.then(
      () => {},
      () => {},
    );
    return turn;
  }

  /** Waits for every append, then closes the open file. */
  async close(): Promise<void> {
    await this.exclusive;
    await this.drain();
    await this.closeFile();
  }

  private async closeFile(): Promise<void> {
    const file = this.file;
    this.file = null;
    await file?.handle.close();
  }

  private async fileFor(path: string): Promise<{ path: string; handle: FileHandle; size: number }> {
    if (this.file?.path === path) return this.file;
    await this.closeFile();
    const size = await stat(path).then(
      (stats) => stats.size,
      () => null,
    );
    const handle = await open(path, 'a', 0o600);
    if (size === null) await fsyncDir(dirname(path));
    this.file = { path, handle, size: size ?? 0 };
    return this.file;
  }

  private async flush(): Promise<void> {
    await this.exclusive;
    while (this.pending.length > 0) {
      // One file per write: the batch is what waits for the same file as the first in line.
      const path = this.pending[0]!.path;
      const end = this.pending.findIndex((entry) => entry.path !== path);
      const batch = this.pending.splice(0, end < 0 ? this.pending.length : end);
      let file: { handle: FileHandle; size: number } | null = null;
      try {
        if (this.broken.has(path)) throw new Error(`${path} ends in a torn record`);
        file = await this.fileFor(path);
        const bytes = Buffer.concat(batch.map((entry) => entry.chunk));
        await file.handle.write(bytes);
        await file.handle.datasync();
        file.size += bytes.byteLength;
        for (const entry of batch) entry.done();
      } catch (error) {
        // Part of the batch may have reached the file: cut it off, so what is appended next
        // does not follow a torn record (a reader stops at the first one).
        if (file) {
          const { handle, size } = file;
          await handle.truncate(size).catch(() => this.broken.add(path));
        }
        await this.closeFile().catch(() => {});
        for (const entry of batch) entry.failed(error);
      }
    }
    this.flushing = null;
  }
}

/** Where summaries come from: a read, and a way to hear that what it read has changed. */
export interface SummarySource<T> {
  read(key: string): Promise<T>;
  /** Calls `onChange` after each change to what `read(key)` reads; returns the function that stops it. */
  watch(key: string, onChange: () => void): () => void;
  /** Whether a summary read earlier still holds without a change (e.g. it is of today). */
  isCurrent(summary: T): boolean;
}

interface Entry<T> {
  summary: Promise<T>;
  /** A re-read is scheduled and has not started: further changes join it. */
  scheduled: boolean;
  stop: () => void;
}

/**
 * Summaries kept up to date as their sources change, so that a page showing hundreds of them reads
 * none afresh: the first `get` of a key reads it and starts watching it; each change schedules one
 * re-read (a burst of changes in the same turn makes one), and a `get` after the change waits for
 * it. A read that fails is forgotten, so the next `get` tries again.
 */
export class LiveSummaries<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(private readonly source: SummarySource<T>) {}

  async get(key: string): Promise<T> {
    const entry = this.entries.get(key);
    if (!entry) return this.start(key);
    const summary = await entry.summary;
    if (this.source.isCurrent(summary) || this.entries.get(key) !== entry) return summary;
    this.changed(key);
    return this.entries.get(key)?.summary ?? this.start(key);
  }

  /** Stops watching every key. */
  close(): void {
    for (const entry of this.entries.values()) entry.stop();
    this.entries.clear();
  }

  private start(key: string): Promise<T> {
    const stop = this.source.watch(key, () => this.changed(key));
    const entry: Entry<T> = { summary: this.source.read(key), scheduled: false, stop };
    this.entries.set(key, entry);
    entry.summary = this.settle(key, entry, entry.summary);
    return entry.summary;
  }

  private changed(key: string): void {
    const entry = this.entries.get(key);
    if (!entry || entry.scheduled) return;
    entry.scheduled = true;
    const next = new Promise<void>((resolve) => setTimeout(resolve, 0)).then(() => {
      entry.scheduled = false;
      return this.source.read(key);
    });
    entry.summary = this.settle(key, entry, next);
  }

  /** The read, forgetting the key when it fails (while the entry is still the key's). */
  private settle(key: string, entry: Entry<T>, read: Promise<T>): Promise<T> {
    const settled = read.catch((error: unknown) => {
      if (this.entries.get(key) === entry && entry.summary === settled) {
        entry.stop();
        this.entries.delete(key);
      }
      throw error;
    });
    // A failure is the caller's to handle; never an unhandled rejection of the cache itself.
    settled.catch(() => {});
    return settled;
  }
}

/** Where summaries come from: a read, and a way to hear that what it read has changed. */
export interface SummarySource<T> {
  /** Reads a key's summary; `previous` is the latest one read or kept of it (null at the first). */
  read(key: string, previous: T | null): Promise<T>;
  /** Calls `onChange` after each change to what `read(key)` reads; returns the function that stops it. */
  watch(key: string, onChange: () => void): () => void;
  /** Whether a summary read earlier still holds without a change (e.g. it is of today). */
  isCurrent(summary: T): boolean;
  /** Keeps each summary just read (e.g. on disk, for the next start); its failure is its own. */
  keep?(key: string, summary: T): void;
}

/** A summary as `get` answers it: `refreshing` while it is one kept from before and a read runs. */
export interface SummaryReading<T> {
  summary: T;
  refreshing: boolean;
}

interface Entry<T> {
  /** The latest read (or the re-read under way after a change); null while only `stored` is known. */
  summary: Promise<T> | null;
  /** A summary kept from before this start, answered until a read of the key settles. */
  stored: T | null;
  /** The latest summary read (or kept) of the key. */
  last: T | null;
  /** A re-read is scheduled and has not started: further changes join it. */
  scheduled: boolean;
  stop: () => void;
}

/**
 * Summaries kept up to date as their sources change, so that a page showing hundreds of them reads
 * none afresh: the first `get` of a key reads it and starts watching it; each change schedules one
 * re-read (a burst of changes in the same turn makes one), and a `get` after the change waits for
 * it. A read that fails is forgotten, so the next `get` tries again. A summary kept from an earlier
 * start (`restore`) is answered at once, marked refreshing, until `refresh` or a change reads it.
 */
export class LiveSummaries<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(private readonly source: SummarySource<T>) {}

  async get(key: string): Promise<SummaryReading<T>> {
    const entry = this.entries.get(key);
    if (!entry) return { summary: await this.start(key), refreshing: false };
    if (entry.stored !== null || entry.summary === null)
      return { summary: entry.stored as T, refreshing: true };
    const summary = await entry.summary;
    if (this.source.isCurrent(summary) || this.entries.get(key) !== entry)
      return { summary, refreshing: false };
    this.changed(key);
    return this.get(key);
  }

  /**
   * Answers `stored` for a key not yet read (and watches it) until `refresh(key)` or a change reads
   * it; a key already known is left as it is.
   */
  restore(key: string, stored: T): void {
    if (this.entries.has(key)) return;
    const stop = this.source.watch(key, () => this.changed(key));
    this.entries.set(key, { summary: null, stored, last: stored, scheduled: false, stop });
  }

  /** Reads a restored key now, unless a read of it already ran or runs; resolves when it is done. */
  async refresh(key: string): Promise<void> {
    const entry = this.entries.get(key);
    if (!entry || entry.stored === null) return;
    // A change schedules its re-read at once, so a null summary means that none runs yet.
    entry.summary ??= this.settle(key, entry, this.source.read(key, entry.last));
    await entry.summary;
  }

  /** Stops watching a key and forgets its summary. */
  forget(key: string): void {
    this.entries.get(key)?.stop();
    this.entries.delete(key);
  }

  /** Stops watching every key. */
  close(): void {
    for (const entry of this.entries.values()) entry.stop();
    this.entries.clear();
  }

  private start(key: string): Promise<T> {
    const stop = this.source.watch(key, () => this.changed(key));
    const entry: Entry<T> = { summary: null, stored: null, last: null, scheduled: false, stop };
    this.entries.set(key, entry);
    const summary = this.settle(key, entry, this.source.read(key, null));
    entry.summary = summary;
    return summary;
  }

  private changed(key: string): void {
    const entry = this.entries.get(key);
    if (!entry || entry.scheduled) return;
    entry.scheduled = true;
    const next = new Promise<void>((resolve) => setTimeout(resolve, 0)).then(() => {
      entry.scheduled = false;
      return this.source.read(key, entry.last);
    });
    entry.summary = this.settle(key, entry, next);
  }

  /**
   * The read, kept (and answered instead of a stored summary) once it is the entry's latest; the
   * key is forgotten when it fails (while the entry is still the key's).
   */
  private settle(key: string, entry: Entry<T>, read: Promise<T>): Promise<T> {
    const settled: Promise<T> = read.then(
      (summary) => {
        if (this.entries.get(key) === entry && entry.summary === settled) {
          entry.stored = null;
          entry.last = summary;
          this.source.keep?.(key, summary);
        }
        return summary;
      },
      (error: unknown) => {
        if (this.entries.get(key) === entry && entry.summary === settled) {
          entry.stop();
          this.entries.delete(key);
        }
        throw error;
      },
    );
    // A failure is the caller's to handle; never an unhandled rejection of the cache itself.
    settled.catch(() => {});
    return settled;
  }
}

import type { KeelData, StoredDoc } from './records';

/**
 * Where the server keeps its data. The lowdb implementation holds `KeelData` in memory and writes
 * it to disk; a PostgreSQL implementation can replace it behind the same four methods.
 */
export interface Storage {
  /** The accounts database, read and mutated in memory. */
  readonly data: KeelData;
  /** Persists `data` durably (debounced); resolves once the latest change is on disk. */
  save(): Promise<void>;
  /** One company document, or null when it has never been saved. */
  loadDoc(docId: string): Promise<StoredDoc | null>;
  /** Writes one company document durably. */
  saveDoc(doc: StoredDoc): Promise<void>;
  /** Flushes pending writes. */
  close(): Promise<void>;
}

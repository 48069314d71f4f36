import { Low } from 'lowdb';
import {
  collections,
  keyOf,
  type CollectionName,
  type IndexOf,
  type RecordOf,
} from './collections';
import { FsyncJsonFile } from './fsyncJsonFile';
import { accountsFileSchema, type AccountsFile } from './records';
import type { RecordChange, RecordCollection } from './storage';

/** Changes within a few milliseconds share one write of the file. */
const SAVE_DEBOUNCE_MS = 5;

const names = Object.keys(collections) as CollectionName[];

/** Freezes a record and what it holds, so nothing changes it in place. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}

/** One collection in memory: records by key, and keys by each indexed field's value. */
class Table<C extends CollectionName> {
  readonly records = new Map<string, RecordOf<C>>();
  /** When each key was first stored: `find` answers in that order, as `records` iterates. */
  private readonly order = new Map<string, number>();
  private stored = 0;
  private readonly index = new Map<string, Map<string, Set<string>>>();

  constructor(readonly name: C) {
    for (const field of collections[name].indexes) this.index.set(field, new Map());
  }

  set(record: RecordOf<C>): void {
    const key = keyOf(this.name, record);
    this.unindex(key);
    // Map.set keeps a replaced record in its place: listings stay in the order first stored.
    this.records.set(key, deepFreeze(structuredClone(record)));
    if (!this.order.has(key)) this.order.set(key, (this.stored += 1));
    for (const [field, values] of this.index) {
      const value = String((record as Record<string, unknown>)[field]);
      let keys = values.get(value);
      if (!keys) values.set(value, (keys = new Set()));
      keys.add(key);
    }
  }

  remove(key: string): boolean {
    if (!this.records.has(key)) return false;
    this.unindex(key);
    this.records.delete(key);
    this.order.delete(key);
    return true;
  }

  private unindex(key: string): void {
    const old = this.records.get(key);
    if (!old) return;
    for (const [field, values] of this.index)
      values.get(String((old as Record<string, unknown>)[field]))?.delete(key);
  }

  find(field: string, value: string): RecordOf<C>[] {
    const keys = [...(this.index.get(field)?.get(value) ?? [])];
    return keys
      .map((key) => ({ key, at: this.order.get(key) ?? 0 }))
      .sort((a, b) => a.at - b.at)
      .map(({ key }) => this.records.get(key)!);
  }

  list(prefix = ''): RecordOf<C>[] {
    return [...this.records.entries()].flatMap(([key, record]) =>
      key.startsWith(prefix) ? [record] : [],
    );
  }
}

/** The account collections of the embedded storage, and `write`, on one lowdb file. */
export interface AccountsFileStore {
  collection<C extends CollectionName>(name: C): RecordCollection<C>;
  write(changes: readonly RecordChange[]): Promise<void>;
  /** Waits for the last write. */
  close(): Promise<void>;
}

/**
 * The accounts (users, sessions, companies, memberships, invites, reset tokens, sign-in
 * counters, the demo) in one lowdb JSON file, DATA_DIR/keel.json, held in memory. A change is
 * applied in memory at once and resolves once a write of the whole file (temp file, fsync,
 * rename, fsync of the folder: fsyncJsonFile.ts) holding it is done; changes within a few
 * milliseconds share one write, so the changes of one `write` always land together.
 */
export async function openAccountsFile(path: string): Promise<AccountsFileStore> {
  const db = new Low<AccountsFile>(
    new FsyncJsonFile<AccountsFile>(path),
    accountsFileSchema.parse({}),
  );
  await db.read();
  const stored = accountsFileSchema.parse(db.data ?? {});
  const tables = Object.fromEntries(names.map((name) => [name, new Table(name)])) as {
    [C in CollectionName]: Table<C>;
  };
  for (const name of names) {
    if (name === 'demo') continue;
    for (const record of stored[name]) tables[name].set(record as never);
  }
  if (stored.demo) tables.demo.set(stored.demo);

  const snapshot = (): AccountsFile => ({
    users: [...tables.users.records.values()],
    sessions: [...tables.sessions.records.values()],
    companies: [...tables.companies.records.values()],
    memberships: [...tables.memberships.records.values()],
    invites: [...tables.invites.records.values()],
    resetTokens: [...tables.resetTokens.records.values()],
    signInFailures: [...tables.signInFailures.records.values()],
    demo: [...tables.demo.records.values()][0] ?? null,
  });

  let pending: Promise<void> | null = null;
  let writing: Promise<void> = Promise.resolve();
  // Each caller waits for the write that holds its change.
  const save = (): Promise<void> => {
    if (pending) return pending;
    pending = new Promise<void>((resolve, reject) => {
      setTimeout(() => {
        pending = null;
        writing = writing
          .catch(() => {})
          .then(() => {
            db.data = snapshot();
            return db.write();
          });
        writing.then(resolve, reject);
      }, SAVE_DEBOUNCE_MS);
    });
    return pending;
  };

  /** Applies one change in memory; answers what the record is now. */
  const apply = (change: RecordChange): unknown => {
    const table = tables[change.in] as Table<CollectionName>;
    if ('put' in change) {
      table.set(change.put);
      return change.put;
    }
    if ('delete' in change) return table.remove(change.delete);
    const next = (change.change as (current: unknown) => RecordOf<CollectionName> | undefined)(
      table.records.get(change.update),
    );
    if (next === undefined) table.remove(change.update);
    else {
      if (keyOf(change.in, next as never) !== change.update)
        throw new Error(`An update of ${change.in} ${change.update} changed its key`);
      table.set(next);
    }
    return next === undefined ? undefined : table.records.get(change.update);
  };

  const collection = <C extends CollectionName>(name: C): RecordCollection<C> => {
    const table = tables[name];
    return {
      get: async (key) => table.records.get(key),
      find: async (field: IndexOf<C>, value) => table.find(field, value),
      list: async (prefix) => table.list(prefix),
      async put(record) {
        apply({ in: name, put: record } as RecordChange);
        await save();
      },
      async update(key, change) {
        const next = apply({ in: name, update: key, change } as RecordChange);
        await save();
        return next as RecordOf<C> | undefined;
      },
      async delete(key) {
        const existed = apply({ in: name, delete: key } as RecordChange) as boolean;
        if (existed) await save();
        return existed;
      },
    };
  };

  return {
    collection,
    async write(changes) {
      // All or none: a change that throws puts back what the ones before it changed.
      const before: [Table<CollectionName>, string, RecordOf<CollectionName> | undefined][] = [];
      try {
        for (const change of changes) {
          const table = tables[change.in] as Table<CollectionName>;
          const key =
            'put' in change
              ? keyOf(change.in, change.put as never)
              : 'delete' in change
                ? change.delete
                : change.update;
          before.push([table, key, table.records.get(key)]);
          apply(change);
        }
      } catch (error) {
        for (const [table, key, record] of before.reverse()) {
          table.remove(key);
          if (record) table.set(record);
        }
        throw error;
      }
      await save();
    },
    async close() {
      await (pending ?? Promise.resolve());
      await writing.catch(() => {});
    },
  };
}

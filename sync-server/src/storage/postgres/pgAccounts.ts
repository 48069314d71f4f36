import type { Sql, TransactionSql } from 'postgres';
import {
  collections,
  keyOf,
  type CollectionName,
  type CollectionSpec,
  type IndexOf,
  type RecordOf,
} from '../collections';
import type { RecordChange, RecordCollection } from '../storage';

/** Each collection's table, and the column of each indexed field. */
const tables: { [C in CollectionName]: { table: string; columns: Record<string, string> } } = {
  users: { table: 'users', columns: { email: 'email' } },
  sessions: { table: 'sessions', columns: { userId: 'user_id' } },
  companies: { table: 'companies', columns: {} },
  memberships: { table: 'memberships', columns: { userId: 'user_id' } },
  invites: { table: 'invites', columns: { tokenHash: 'token_hash', companyId: 'company_id' } },
  resetTokens: { table: 'reset_tokens', columns: { userId: 'user_id' } },
  signInFailures: { table: 'sign_in_failures', columns: {} },
  demo: { table: 'demo', columns: {} },
};

/** The table a collection is kept in. */
export const tableOf = (name: CollectionName): string => tables[name].table;

/** Freezes a record and what it holds, so nothing changes it in place. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}

type Db = Sql | TransactionSql;
type AnyRecord = RecordOf<CollectionName>;

const specOf = (name: CollectionName) =>
  collections[name] as unknown as CollectionSpec<AnyRecord, string>;

/** A stored row as the record it holds (parsed, so defaults of newer fields apply), frozen. */
const recordOf = (name: CollectionName, data: unknown): AnyRecord =>
  deepFreeze(specOf(name).schema.parse(data));

async function readOne(db: Db, name: CollectionName, key: string, lock: boolean) {
  const { table } = tables[name];
  const rows = lock
    ? await db`SELECT data FROM ${db(table)} WHERE key = ${key} FOR UPDATE`
    : await db`SELECT data FROM ${db(table)} WHERE key = ${key}`;
  return rows[0] ? recordOf(name, rows[0].data) : undefined;
}

/** Stores a record under its key (with its index columns), replacing any there. */
export async function store(db: Db, name: CollectionName, record: AnyRecord): Promise<void> {
  const { table, columns } = tables[name];
  const row: Record<string, unknown> = {
    key: keyOf(name, record as never),
    data: JSON.parse(JSON.stringify(record)) as unknown,
  };
  for (const [field, column] of Object.entries(columns))
    row[column] = String((record as Record<string, unknown>)[field]);
  const names = Object.keys(row);
  const updates = names.filter((column) => column !== 'key');
  await db`INSERT INTO ${db(table)} ${db(row as Record<string, string>, names)}
    ON CONFLICT (key) DO UPDATE SET ${db.unsafe(updates.map((c) => `${c} = excluded.${c}`).join(', '))}`;
}

async function remove(db: Db, name: CollectionName, key: string): Promise<boolean> {
  const { table } = tables[name];
  return (await db`DELETE FROM ${db(table)} WHERE key = ${key}`).count > 0;
}

/** Applies one change inside a transaction; answers what the record is now (for update). */
async function apply(tx: TransactionSql, change: RecordChange): Promise<AnyRecord | undefined> {
  const name = change.in;
  if ('put' in change) {
    await store(tx, name, change.put);
    return change.put;
  }
  if ('delete' in change) {
    await remove(tx, name, change.delete);
    return undefined;
  }
  // A record that does not exist yet cannot be locked by FOR UPDATE: the key is, for the transaction.
  await tx`SELECT pg_advisory_xact_lock(hashtextextended(${`${tables[name].table}/${change.update}`}, 0))`;
  const current = await readOne(tx, name, change.update, true);
  const next = (change.change as (current: AnyRecord | undefined) => AnyRecord | undefined)(
    current,
  );
  if (next === undefined) {
    await remove(tx, name, change.update);
    return undefined;
  }
  if (keyOf(name, next as never) !== change.update)
    throw new Error(`An update of ${name} ${change.update} changed its key`);
  await store(tx, name, next);
  return recordOf(name, JSON.parse(JSON.stringify(next)));
}

/** The account collections and `write` on PostgreSQL: one table per collection. */
export interface PgAccounts {
  collection<C extends CollectionName>(name: C): RecordCollection<C>;
  write(changes: readonly RecordChange[]): Promise<void>;
}

/**
 * The account records in PostgreSQL, one table per collection (migrations/001_initial.sql): the
 * record as jsonb, its key, a column per indexed field, and `seq`, which orders `find` and
 * `list` by when a key was first stored. Every write is a transaction, durable once committed;
 * an `update` locks its key for the transaction, so no other write of it comes between.
 */
export function pgAccounts(sql: Sql): PgAccounts {
  const collection = <C extends CollectionName>(name: C): RecordCollection<C> => {
    const { table, columns } = tables[name];
    return {
      get: async (key) => (await readOne(sql, name, key, false)) as RecordOf<C> | undefined,
      async find(field: IndexOf<C>, value) {
        const column = columns[field];
        if (!column) throw new Error(`${name} has no index on ${field}`);
        const rows =
          await sql`SELECT data FROM ${sql(table)} WHERE ${sql(column)} = ${value} ORDER BY seq`;
        return rows.map((row) => recordOf(name, row.data) as RecordOf<C>);
      },
      async list(prefix = '') {
        const rows =
          await sql`SELECT data FROM ${sql(table)} WHERE starts_with(key, ${prefix}) ORDER BY seq`;
        return rows.map((row) => recordOf(name, row.data) as RecordOf<C>);
      },
      put: async (record) => {
        await store(sql, name, record as AnyRecord);
      },
      update: async (key, change) =>
        (await sql.begin((tx) => apply(tx, { in: name, update: key, change } as RecordChange))) as
          RecordOf<C> | undefined,
      delete: (key) => remove(sql, name, key),
    };
  };
  return {
    collection,
    async write(changes) {
      await sql.begin(async (tx) => {
        for (const change of changes) await apply(tx, change);
      });
    },
  };
}

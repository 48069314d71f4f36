import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Sql } from 'postgres';

/** The folder of numbered SQL files: `NNN_what.sql`, applied in number order, each once. */
export const migrationsDir = join(import.meta.dirname, 'migrations');

const fileName = /^(\d+)_[a-z0-9_]+\.sql$/;

/** One migration file: its number and name. */
export interface Migration {
  version: number;
  name: string;
  path: string;
}

/** The migrations in a folder, in number order; two files of one number is an error. */
export async function migrationsIn(dir: string): Promise<Migration[]> {
  const found = (await readdir(dir)).flatMap((name) => {
    const version = fileName.exec(name)?.[1];
    return version === undefined ? [] : [{ version: Number(version), name, path: join(dir, name) }];
  });
  found.sort((a, b) => a.version - b.version);
  for (let i = 1; i < found.length; i += 1)
    if (found[i]!.version === found[i - 1]!.version)
      throw new Error(
        `Two migrations numbered ${found[i]!.version}: ${found[i - 1]!.name}, ${found[i]!.name}`,
      );
  return found;
}

/** Any fixed number: the advisory lock every Keel process starting on the database takes. */
const MIGRATION_LOCK = 4_203_611;

/**
 * Brings the database to the newest schema: the migrations not yet in `keel_migrations` run in
 * one transaction with their rows, so a start killed part-way leaves the schema as it was.
 * Processes starting at once take turns (an advisory lock); a database migrated by a newer Keel
 * than this one (a version it does not know) is refused rather than used. Answers what it ran.
 */
export async function migrate(sql: Sql, dir = migrationsDir): Promise<number[]> {
  const migrations = await migrationsIn(dir);
  return sql.begin(async (tx) => {
    await tx`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`;
    await tx`CREATE TABLE IF NOT EXISTS keel_migrations (
      version int PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`;
    const done = new Set(
      (await tx<{ version: number }[]>`SELECT version FROM keel_migrations`).map((r) => r.version),
    );
    const known = new Set(migrations.map((m) => m.version));
    const unknown = [...done].filter((version) => !known.has(version));
    if (unknown.length > 0)
      throw new Error(
        `The database has migrations this Keel does not know (${unknown.join(', ')}): it was used by a newer Keel`,
      );
    const applied: number[] = [];
    for (const migration of migrations) {
      if (done.has(migration.version)) continue;
      await tx.savepoint(async (step) => {
        await step.unsafe(await readFile(migration.path, 'utf8'));
        await step`INSERT INTO keel_migrations (version, name) VALUES (${migration.version}, ${migration.name})`;
      });
      applied.push(migration.version);
    }
    return applied;
  });
}

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  postgresAvailable,
  startTestPostgres,
  type TestPostgres,
} from '../../testing/testPostgres';
import { migrate, migrationsDir, migrationsIn } from './migrate';

let cluster: TestPostgres;
beforeAll(async () => {
  if (postgresAvailable()) cluster = await startTestPostgres();
});
afterAll(async () => cluster?.close());

describe.runIf(postgresAvailable())('versioned migrations', () => {
  it('runs each numbered file once, in order, and records it', async () => {
    const sql = postgres(await cluster.database(), { max: 2, onnotice: () => {} });
    try {
      const all = (await migrationsIn(migrationsDir)).map((m) => m.version);
      expect(all[0]).toBe(1);
      // Two processes starting at once: one migrates, the other finds it done.
      const [first, second] = await Promise.all([migrate(sql), migrate(sql)]);
      expect([...first!, ...second!]).toEqual(all);
      expect(await migrate(sql)).toEqual([]);
      const rows = await sql`SELECT version, name FROM keel_migrations ORDER BY version`;
      expect(rows.map((r) => r.version)).toEqual(all);
      expect(rows[0]?.name).toBe('001_initial.sql');
    } finally {
      await sql.end();
    }
  });

  it('applies a later migration to a migrated database, and nothing of a failing one', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'keel-migrations-'));
    const sql = postgres(await cluster.database(), { max: 1, onnotice: () => {} });
    try {
      await writeFile(join(dir, '001_first.sql'), 'CREATE TABLE a (x int);');
      expect(await migrate(sql, dir)).toEqual([1]);
      await writeFile(join(dir, '002_second.sql'), 'ALTER TABLE a ADD COLUMN y text;');
      await writeFile(join(dir, '003_broken.sql'), 'CREATE TABLE b (x int); SELECT nonsense;');
      await expect(migrate(sql, dir)).rejects.toThrow();
      // All or nothing: 002 waits with 003, and b was never made.
      expect((await sql`SELECT version FROM keel_migrations`).map((r) => r.version)).toEqual([1]);
      expect((await sql`SELECT to_regclass('b') AS b`)[0]?.b).toBeNull();
      await rm(join(dir, '003_broken.sql'));
      expect(await migrate(sql, dir)).toEqual([2]);
      expect((await sql`SELECT x, y FROM a`).columns.map((c) => c.name)).toEqual(['x', 'y']);
    } finally {
      await sql.end();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('refuses a database a newer Keel migrated, and two files of one number', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'keel-migrations-'));
    const sql = postgres(await cluster.database(), { max: 1, onnotice: () => {} });
    try {
      await writeFile(join(dir, '001_first.sql'), 'CREATE TABLE a (x int);');
      await migrate(sql, dir);
      await sql`INSERT INTO keel_migrations (version, name) VALUES (7, '007_future.sql')`;
      await expect(migrate(sql, dir)).rejects.toThrow('used by a newer Keel');
      await writeFile(join(dir, '001_again.sql'), 'SELECT 1;');
      await expect(migrationsIn(dir)).rejects.toThrow('Two migrations numbered 1');
    } finally {
      await sql.end();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

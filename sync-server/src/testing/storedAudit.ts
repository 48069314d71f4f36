import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import postgres from 'postgres';
import { testDatabaseOf } from './testServer';

/** The stored audit records in order, one JSON line each, and which of them a tamper changed. */
export interface TamperedAudit {
  lines: string[];
  index: number;
}

/**
 * Rewrites, behind the server's back, the first stored audit record whose JSON line `matches`
 * (in DATA_DIR's first audit segment, or the audit_log table of a PostgreSQL test server), as an
 * intruder with access to the storage would: a test of the hash chain.
 */
export async function tamperAuditRecord(
  dataDir: string,
  matches: (line: string) => boolean,
  change: (line: string) => string,
): Promise<TamperedAudit> {
  const database = testDatabaseOf(dataDir);
  if (database) {
    const sql = postgres(database, { max: 1, onnotice: () => {} });
    try {
      const rows = await sql<{ seq: string; line: string }[]>`
        SELECT seq, line FROM audit_log ORDER BY seq`;
      const index = rows.findIndex((row) => matches(row.line));
      const row = rows[index];
      if (!row) throw new Error('No stored audit record matches');
      await sql`UPDATE audit_log SET line = ${change(row.line)} WHERE seq = ${row.seq}`;
      return { lines: rows.map((r) => r.line), index };
    } finally {
      await sql.end();
    }
  }
  const dir = join(dataDir, 'audit');
  const [segment] = (await readdir(dir)).filter((name) => name.endsWith('.log')).sort();
  if (!segment) throw new Error(`No audit segment in ${dir}`);
  const path = join(dir, segment);
  const text = await readFile(path, 'utf8');
  const lines = text.split('\n').filter((line) => line.length > 0);
  const index = lines.findIndex(matches);
  const line = lines[index];
  if (line === undefined) throw new Error('No stored audit record matches');
  await writeFile(path, text.replace(line, change(line)));
  return { lines, index };
}

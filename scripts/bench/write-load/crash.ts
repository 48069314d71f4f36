import { readdir, readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { crc32 } from 'node:zlib';
import {
  lostWrites,
  startWriteBurst,
  storedDocument,
  storedWrites,
  type BurstTarget,
} from '@keel/sync-server/testing';
import { startBenchServer, type BenchServer } from './serverProcess';

/** One kill: what was confirmed before it, and what the restarted server lost of that. */
export interface CrashRound {
  afterMs: number;
  acknowledged: number;
  relayed: number;
  lostTransactions: number;
  lostTasks: number;
  corrupt: string[];
}

/** Every file under a folder. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/** Whether a summaries file is whole: its magic, then records (length, CRC-32) to its last byte. */
function wholeSummaries(bytes: Buffer): boolean {
  if (bytes.subarray(0, 8).toString('latin1') !== 'KEELSUM1') return false;
  let at = 8;
  while (at + 8 <= bytes.length) {
    const end = at + 8 + bytes.readUInt32LE(at);
    if (end > bytes.length || crc32(bytes.subarray(at + 8, end)) !== bytes.readUInt32LE(at + 4))
      return false;
    at = end;
  }
  return at === bytes.length;
}

/**
 * The files under DATA_DIR a restart could not read whole: JSON files that do not parse (a
 * half-written file), document snapshots that fail their checksums, and snapshot summaries cut
 * short. A torn record at the end of a log is not one: it was never acknowledged, and the next
 * load drops it.
 */
async function corruptFiles(dataDir: string): Promise<string[]> {
  const corrupt: string[] = [];
  for (const path of await filesUnder(dataDir)) {
    try {
      if (path.endsWith('.json')) JSON.parse(await readFile(path, 'utf8'));
      else if (path.endsWith('.snapshot'))
        await storedDocument(dataDir, basename(path, '.snapshot'));
      else if (path.endsWith('.summaries') && !wholeSummaries(await readFile(path)))
        throw new Error('cut short');
    } catch {
      corrupt.push(path);
    }
  }
  return corrupt;
}

/**
 * `rounds` times: a write and sync burst on the running server, SIGKILL after a random
 * 200-1500 ms, then a restart on the same DATA_DIR and a count of what it lost of the writes it
 * had acknowledged (REST) and relayed (sync).
 */
export async function crashRounds(
  dataDir: string,
  cookie: string,
  companyId: string,
  rounds: number,
  report: (round: CrashRound, index: number) => void,
  /** The server's environment besides its DATA_DIR (DATABASE_URL for PostgreSQL). */
  env: Record<string, string> = {},
): Promise<CrashRound[]> {
  const results: CrashRound[] = [];
  let server: BenchServer = await startBenchServer(dataDir, env);
  try {
    for (let i = 0; i < rounds; i += 1) {
      const target: BurstTarget = { url: server.url, wsUrl: server.wsUrl, cookie, companyId };
      const burst = await startWriteBurst(target);
      const afterMs = 200 + Math.floor(Math.random() * 1300);
      await new Promise((resolve) => setTimeout(resolve, afterMs));
      await server.kill();
      const result = burst.stop();
      const corrupt = await corruptFiles(dataDir);
      server = await startBenchServer(dataDir, env);
      const stored = await storedWrites({ ...target, url: server.url, wsUrl: server.wsUrl });
      const lost = lostWrites(result, stored);
      const round: CrashRound = {
        afterMs,
        acknowledged: result.acknowledged.length,
        relayed: result.relayed.length,
        lostTransactions: lost.transactions.length,
        lostTasks: lost.tasks.length,
        corrupt,
      };
      results.push(round);
      report(round, i);
    }
  } finally {
    await server.stop();
  }
  return results;
}

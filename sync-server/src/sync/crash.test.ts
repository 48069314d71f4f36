import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readDocumentFiles } from '../storage/documentFiles';
import { startKeelProcess, type KeelProcess } from '../testing/keelProcess';
import { signUpUser } from '../testing/testServer';
import { lostWrites, startWriteBurst, storedWrites } from '../testing/writeBurst';

// A real server process under a burst of REST writes and sync edits, killed with SIGKILL at
// several moments and started again on the same DATA_DIR each time: every REST write it answered
// 201 and every sync update it relayed to another client is still there. The document log is
// compacted every few kilobytes, so kills also land while a snapshot is being written.
const started: KeelProcess[] = [];
let dataDir = '';
afterAll(async () => {
  for (const server of started) await server.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('a server killed with SIGKILL during writes', () => {
  it('loses no acknowledged REST write and no relayed sync update, and starts again', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'keel-crash-'));
    const env = { KEEL_TEST_DATA_DIR: dataDir, KEEL_TEST_DOC_COMPACT_BYTES: '16384' };
    let server = await startKeelProcess(env);
    started.push(server);
    const owner = await signUpUser(server.url);
    const target = () => ({
      url: server.url,
      wsUrl: server.wsUrl,
      cookie: owner.client.cookie,
      companyId: owner.companyId,
    });
    let acknowledged = 0;
    let relayed = 0;
    for (const afterMs of [150, 400, 750, 1100]) {
      const burst = await startWriteBurst(target());
      await new Promise((resolve) => setTimeout(resolve, afterMs));
      await server.kill();
      const result = burst.stop();
      server = await startKeelProcess(env);
      started.push(server);
      const lost = lostWrites(result, await storedWrites(target()));
      expect(lost, `killed after ${afterMs} ms`).toEqual({ transactions: [], tasks: [] });
      acknowledged += result.acknowledged.length;
      relayed += result.relayed.length;
    }
    // The kills landed while writes were being confirmed, and compaction ran meanwhile.
    expect(acknowledged).toBeGreaterThan(10);
    expect(relayed).toBeGreaterThan(10);
    const files = await readdir(join(dataDir, 'companies'));
    expect(files).toContain(`${owner.companyId}.snapshot`);
    // Each compaction moves appends to the next log generation (the first log is generation 2);
    // the snapshot names the first generation it does not hold, and a log of it exists only once
    // something was appended after the last compaction.
    const onDisk = await readDocumentFiles(join(dataDir, 'companies'), owner.companyId);
    const newest = Math.max(onDisk.snapshot?.gen ?? 0, ...onDisk.logs.map((log) => log.gen));
    expect(newest).toBeGreaterThan(3);
    expect(files.filter((name) => name.endsWith('.tmp'))).toEqual([]);
  }, 120_000);
});

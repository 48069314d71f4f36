import * as Y from 'yjs';
import { cellKey, splitCellKey, yMapNameFor } from '@keel/core/domain';
import { Client } from './testServer';
import { connect, synced } from './syncClient';

/** The map the burst's sync writer fills: the dashboard's shared tasks, one row per edit. */
const TASKS_MAP = yMapNameFor('dashboard', 'tasks');

/** Where a burst writes: a running server and an owner's session in one company. */
export interface BurstTarget {
  url: string;
  wsUrl: string;
  cookie: string;
  companyId: string;
}

/** What a burst saw the server confirm before it was stopped (or the server died). */
export interface BurstResult {
  /** Ids of the transactions a REST write answered 201 for. */
  acknowledged: string[];
  /** Row ids of the tasks the watching client received, relayed by the server from the writer. */
  relayed: string[];
  /** REST writes that failed with an answer other than 201 (a dead server gives none). */
  refused: number;
}

/** A running burst: stop it (and drop its connections) to read what it saw. */
export interface Burst {
  stop(): BurstResult;
  /**
   * Resolves once the server has acknowledged `count` REST writes and relayed `count` sync edits
   * (however loaded the machine); rejects after `timeoutMs`.
   */
  confirmed(count: number, timeoutMs?: number): Promise<void>;
}

/**
 * Starts a write and sync burst: `restWriters` loops each POSTing bookkeeping transactions one
 * after the other, and one sync client adding a task row every few milliseconds while another
 * records each row the server relays to it. Meant to run until the server is killed: stop()
 * answers what was confirmed, and closes every connection without reconnecting, so nothing the
 * clients hold can be sent again to a restarted server.
 */
export async function startWriteBurst(
  target: BurstTarget,
  { restWriters = 4, syncEveryMs = 3 }: { restWriters?: number; syncEveryMs?: number } = {},
): Promise<Burst> {
  const writer = connect(target.wsUrl, target.companyId, target.cookie);
  const watcher = connect(target.wsUrl, target.companyId, target.cookie);
  await Promise.all([synced(writer), synced(watcher)]);
  const relayed = new Set<string>();
  const watched = watcher.doc.getMap(TASKS_MAP);
  watched.observe((event) => {
    for (const key of event.keysChanged) {
      const [rowId, cellId] = splitCellKey(key) ?? [];
      if (rowId && cellId === 'title') relayed.add(rowId);
    }
  });

  let running = true;
  const acknowledged: string[] = [];
  let refused = 0;
  const tag = Math.random().toString(36).slice(2, 8);
  const restLoop = async (n: number) => {
    const client = new Client(target.url);
    client.cookie = target.cookie;
    for (let i = 0; running; i += 1) {
      try {
        const res = await client.post(`/api/companies/${target.companyId}/transactions`, {
          description: `Burst ${tag} ${n}-${i}`,
          amount: '-12.34',
          accountId: 'office-supplies',
          transactionDate: '2026-03-10',
        });
        if (!running) return;
        if (res.status === 201) acknowledged.push((res.body.transaction as { id: string }).id);
        else refused += 1;
      } catch {
        return; // the server is gone
      }
    }
  };
  for (let n = 0; n < restWriters; n += 1) void restLoop(n);

  const tasks = writer.doc.getMap(TASKS_MAP);
  let made = 0;
  const timer = setInterval(() => {
    if (!writer.wsconnected) return;
    const rowId = `burst-${tag}-${(made += 1)}`;
    writer.doc.transact(() => {
      tasks.set(cellKey(rowId, 'title'), `Task ${made}`);
      tasks.set(cellKey(rowId, 'done'), false);
      tasks.set(cellKey(rowId, 'createdBy'), 'burst');
      tasks.set(cellKey(rowId, 'createdAt'), '2026-03-10T09:00:00.000Z');
    });
  }, syncEveryMs);

  return {
    async confirmed(count, timeoutMs = 30_000) {
      const until = Date.now() + timeoutMs;
      while (acknowledged.length < count || relayed.size < count) {
        if (Date.now() > until)
          throw new Error(
            `Only ${acknowledged.length} writes acknowledged and ${relayed.size} relayed in ${timeoutMs} ms`,
          );
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    stop() {
      running = false;
      clearInterval(timer);
      for (const provider of [writer, watcher]) {
        provider.shouldConnect = false;
        provider.destroy();
      }
      return { acknowledged: [...acknowledged], relayed: [...relayed], refused };
    },
  };
}

/** What a (restarted) server holds of a burst's writes: transaction ids and task row ids. */
export async function storedWrites(
  target: BurstTarget,
): Promise<{ transactions: Set<string>; tasks: Set<string> }> {
  const client = new Client(target.url);
  client.cookie = target.cookie;
  const listed = await client.get(`/api/companies/${target.companyId}/transactions`);
  if (listed.status !== 200)
    throw new Error(`listing transactions failed: ${listed.status} ${JSON.stringify(listed.body)}`);
  const transactions = new Set(
    (listed.body.transactions as { id: string }[]).map((transaction) => transaction.id),
  );
  const reader = connect(target.wsUrl, target.companyId, target.cookie, new Y.Doc());
  try {
    await synced(reader);
    const tasks = new Set<string>();
    for (const key of reader.doc.getMap(TASKS_MAP).keys()) {
      const [rowId, cellId] = splitCellKey(key) ?? [];
      if (rowId && cellId === 'title') tasks.add(rowId);
    }
    return { transactions, tasks };
  } finally {
    reader.shouldConnect = false;
    reader.destroy();
  }
}

/** The confirmed writes a server lost: acknowledged transactions and relayed tasks it lacks. */
export function lostWrites(
  result: BurstResult,
  stored: { transactions: Set<string>; tasks: Set<string> },
): { transactions: string[]; tasks: string[] } {
  return {
    transactions: result.acknowledged.filter((id) => !stored.transactions.has(id)),
    tasks: result.relayed.filter((id) => !stored.tasks.has(id)),
  };
}

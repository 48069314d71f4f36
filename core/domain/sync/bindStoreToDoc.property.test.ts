import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as Y from 'yjs';
import { createStore, type Store } from 'tinybase';
import { bindStoreToDoc } from './bindStoreToDoc';

const TABLES = ['a', 'b'] as const;
const ROWS = ['r0', 'r1', 'r2', 'r3'] as const;
const CELLS = ['x', 'y', 'z'] as const;

type DataOp =
  | {
      kind: 'setRow';
      client: number;
      table: string;
      row: string;
      cells: Record<string, number | string>;
    }
  | {
      kind: 'setCell';
      client: number;
      table: string;
      row: string;
      cell: string;
      value: number | string | boolean;
    }
  | { kind: 'delCell'; client: number; table: string; row: string; cell: string }
  | { kind: 'delRow'; client: number; table: string; row: string };
type Op =
  | DataOp
  | { kind: 'batch'; client: number; ops: DataOp[] }
  | { kind: 'online'; client: number; online: boolean }
  | { kind: 'deliver'; seed: number };

const value = fc.oneof(fc.integer({ min: -3, max: 3 }), fc.constantFrom('p', 'q'), fc.boolean());
const target = (clients: number) => ({
  client: fc.nat({ max: clients - 1 }),
  table: fc.constantFrom(...TABLES),
  row: fc.constantFrom(...ROWS),
});
const dataOpArb = (clients: number): fc.Arbitrary<DataOp> =>
  fc.oneof(
    fc.record({
      kind: fc.constant('setRow' as const),
      ...target(clients),
      cells: fc.dictionary(
        fc.constantFrom(...CELLS),
        fc.oneof(fc.integer({ min: 0, max: 9 }), fc.constantFrom('s')),
        {
          minKeys: 1,
        },
      ),
    }),
    fc.record({
      kind: fc.constant('setCell' as const),
      ...target(clients),
      cell: fc.constantFrom(...CELLS),
      value,
    }),
    fc.record({
      kind: fc.constant('delCell' as const),
      ...target(clients),
      cell: fc.constantFrom(...CELLS),
    }),
    fc.record({ kind: fc.constant('delRow' as const), ...target(clients) }),
  );
const opArb = (clients: number): fc.Arbitrary<Op> =>
  fc.oneof(
    { arbitrary: dataOpArb(clients), weight: 6 },
    fc.record({
      kind: fc.constant('batch' as const),
      client: fc.nat({ max: clients - 1 }),
      ops: fc.array(dataOpArb(clients), { minLength: 2, maxLength: 5 }),
    }),
    fc.record({
      kind: fc.constant('online' as const),
      client: fc.nat({ max: clients - 1 }),
      online: fc.boolean(),
    }),
    fc.record({ kind: fc.constant('deliver' as const), seed: fc.nat() }),
  );

interface Client {
  doc: Y.Doc;
  store: Store;
  online: boolean;
}

/** A mesh whose links queue updates while either end is offline and deliver them in a seeded random order. */
function createNetwork(count: number) {
  const clients: Client[] = [];
  const queues = new Map<string, Uint8Array[]>();
  for (let i = 0; i < count; i++) {
    const client = { doc: new Y.Doc(), store: createStore(), online: true };
    bindStoreToDoc(client.store, client.doc, 'demo', TABLES);
    client.doc.on('update', (update: Uint8Array, origin: unknown) => {
      if (origin === 'net') return;
      for (let j = 0; j < count; j++)
        if (j !== i) queues.set(`${i}>${j}`, [...(queues.get(`${i}>${j}`) ?? []), update]);
    });
    clients.push(client);
  }
  const deliver = (seed: number) => {
    const ready = [...queues].filter(([link, list]) => {
      const [from, to] = link.split('>').map(Number) as [number, number];
      return list.length > 0 && clients[from]?.online && clients[to]?.online;
    });
    let rand = seed;
    const messages = ready.flatMap(([link, list]) => list.map((update) => [link, update] as const));
    for (const [link] of ready) queues.set(link, []);
    for (let i = messages.length - 1; i > 0; i--) {
      rand = (rand * 1103515245 + 12345) % 2147483648;
      const j = rand % (i + 1);
      [messages[i], messages[j]] = [messages[j]!, messages[i]!];
    }
    for (const [link, update] of messages) {
      const to = Number(link.split('>')[1]);
      Y.applyUpdate(clients[to]!.doc, update, 'net');
    }
  };
  return { clients, deliver };
}

function run(
  op: Op,
  network: ReturnType<typeof createNetwork>,
  created: Set<string>,
  deleted: Set<string>,
): void {
  if (op.kind === 'deliver') return network.deliver(op.seed);
  const client = network.clients[op.client]!;
  if (op.kind === 'online') {
    client.online = op.online;
    return;
  }
  if (op.kind === 'batch') {
    client.store.transaction(() =>
      op.ops.forEach((inner) => run({ ...inner, client: op.client }, network, created, deleted)),
    );
    return;
  }
  const rowKey = `${op.table}/${op.row}`;
  const { store } = client;
  if (op.kind === 'setRow') store.setRow(op.table, op.row, op.cells);
  if (op.kind === 'setCell') store.setCell(op.table, op.row, op.cell, op.value);
  if (op.kind === 'setRow' || op.kind === 'setCell') created.add(rowKey);
  if (op.kind === 'delCell') {
    if (store.hasCell(op.table, op.row, op.cell)) deleted.add(rowKey);
    store.delCell(op.table, op.row, op.cell);
  }
  if (op.kind === 'delRow') {
    if (store.hasRow(op.table, op.row)) deleted.add(rowKey);
    store.delRow(op.table, op.row);
  }
}

describe('bindStoreToDoc, random concurrent operations', () => {
  it('converges every store to the same tables, equal to a store loaded afresh, losing no live row', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 3, max: 4 })
          .chain((count) =>
            fc.tuple(fc.constant(count), fc.array(opArb(count), { maxLength: 40 }), fc.nat()),
          ),
        ([count, ops, finalSeed]) => {
          const network = createNetwork(count);
          const created = new Set<string>();
          const deleted = new Set<string>();
          for (const op of ops) run(op, network, created, deleted);
          for (const client of network.clients) client.online = true;
          network.deliver(finalSeed);
          const tables = network.clients.map((c) => c.store.getTables());
          for (const other of tables.slice(1)) expect(other).toEqual(tables[0]);
          for (const client of network.clients) {
            const copy = new Y.Doc();
            Y.applyUpdate(copy, Y.encodeStateAsUpdate(client.doc));
            const fresh = createStore();
            bindStoreToDoc(fresh, copy, 'demo', TABLES);
            expect(fresh.getTables()).toEqual(tables[0]);
          }
          for (const rowKey of created) {
            const [table, row] = rowKey.split('/') as [string, string];
            if (!deleted.has(rowKey))
              expect(network.clients[0]!.store.hasRow(table, row)).toBe(true);
          }
        },
      ),
      { numRuns: 100 },
    );
  });
});

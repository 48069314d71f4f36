import { describe, expect, it } from 'vitest';
import {
  initialSyncMachine,
  reduceSync,
  refusalFor,
  syncStateOf,
  type SyncEvent,
  type SyncMachine,
} from './syncMachine';

const run = (events: SyncEvent[], start: SyncMachine = initialSyncMachine(true)) =>
  events.reduce(reduceSync, start);
const connected: SyncEvent[] = [
  { type: 'connection', connection: 'connected' },
  { type: 'sync', synced: true },
];

describe('sync state machine', () => {
  it('goes connecting, syncing, synced', () => {
    expect(syncStateOf(run([])).status).toBe('connecting');
    expect(syncStateOf(run(connected.slice(0, 1))).status).toBe('syncing');
    expect(syncStateOf(run(connected))).toEqual({ status: 'synced', pendingChanges: 0 });
  });

  it('counts local changes made while not live and clears them once synced again', () => {
    const offline = run([
      ...connected,
      { type: 'connection', connection: 'disconnected' },
      { type: 'local-change' },
      { type: 'local-change' },
    ]);
    expect(syncStateOf(offline)).toEqual({ status: 'offline', pendingChanges: 2 });
    const reconnected = run(
      [
        { type: 'connection', connection: 'connecting' },
        { type: 'connection', connection: 'connected' },
      ],
      offline,
    );
    expect(syncStateOf(reconnected)).toEqual({ status: 'syncing', pendingChanges: 2 });
    expect(syncStateOf(run([{ type: 'sync', synced: true }], reconnected))).toEqual({
      status: 'synced',
      pendingChanges: 0,
    });
  });

  it('does not count changes made while live', () => {
    expect(run([...connected, { type: 'local-change' }]).pendingChanges).toBe(0);
  });

  it('shows offline when the browser is offline, whatever the socket says', () => {
    const m = run([...connected, { type: 'network', online: false }, { type: 'local-change' }]);
    expect(syncStateOf(m)).toEqual({ status: 'offline', pendingChanges: 1 });
    expect(syncStateOf(run([{ type: 'network', online: true }], m)).status).toBe('synced');
  });

  it('ignores a sync report while not connected', () => {
    expect(syncStateOf(run([{ type: 'sync', synced: true }])).status).toBe('connecting');
  });

  it.each([
    [4401, 'signed-out'],
    [4403, 'forbidden'],
    [4409, 'outdated'],
    [4499, 'forbidden'],
  ] as const)('turns close code %i into %s for good', (code, status) => {
    const refused = run([...connected, { type: 'closed', code }]);
    expect(syncStateOf(refused).status).toBe(status);
    expect(run([...connected, { type: 'network', online: false }], refused)).toBe(refused);
  });

  it('turns a size refusal (4413, or 1009 from the socket) into too-large with its reason', () => {
    const reason = 'You synced more than 48 MB into this company within an hour: try again later';
    const refused = run([...connected, { type: 'closed', code: 4413, reason }]);
    expect(syncStateOf(refused)).toEqual({ status: 'too-large', pendingChanges: 0, reason });
    expect(syncStateOf(run([...connected, { type: 'closed', code: 1009, reason: '' }]))).toEqual({
      status: 'too-large',
      pendingChanges: 0,
    });
    // The other refusals carry their reason too; the state of a live sync has none.
    expect(
      syncStateOf(run([...connected, { type: 'closed', code: 4403, reason: 'Not allowed' }])),
    ).toMatchObject({ status: 'forbidden', reason: 'Not allowed' });
    expect(syncStateOf(run(connected))).toEqual({ status: 'synced', pendingChanges: 0 });
  });

  it('treats other close codes as transient', () => {
    for (const code of [1000, 1006, 4000, 4500]) expect(refusalFor(code)).toBeNull();
    const m = run(connected);
    expect(reduceSync(m, { type: 'closed', code: 1006 })).toBe(m);
  });
});

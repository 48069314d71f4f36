import type { SyncState, SyncStatus } from './types';

type Refusal = Extract<SyncStatus, 'outdated' | 'forbidden' | 'signed-out' | 'too-large'>;

/** What the sync state is derived from. */
export interface SyncMachine {
  connection: 'connecting' | 'connected' | 'disconnected';
  synced: boolean;
  online: boolean;
  refusal: Refusal | null;
  /** The reason the refusing close gave ('' for none). */
  refusalReason: string;
  pendingChanges: number;
}

/** What happens to a company sync: provider events, browser network events, local edits. */
export type SyncEvent =
  | { type: 'connection'; connection: SyncMachine['connection'] }
  | { type: 'sync'; synced: boolean }
  | { type: 'closed'; code: number; reason?: string }
  | { type: 'network'; online: boolean }
  | { type: 'local-change' };

/** The state before any connection attempt. */
export function initialSyncMachine(online: boolean): SyncMachine {
  return {
    connection: 'connecting',
    synced: false,
    online,
    refusal: null,
    refusalReason: '',
    pendingChanges: 0,
  };
}

/** The permanent refusal a server close code stands for (API.md, "Live sync"); null for transient closes. */
export function refusalFor(code: number): Refusal | null {
  if (code === 4401) return 'signed-out';
  if (code === 4409) return 'outdated';
  // 4413: past a sync size limit; 1009: a message bigger than the server reads. Retrying would
  // only send the same bytes again.
  if (code === 4413 || code === 1009) return 'too-large';
  // Any other 44xx also stops y-websocket from retrying, so it is shown as a refusal, not as offline.
  return code >= 4400 && code < 4500 ? 'forbidden' : null;
}

/** The next machine after an event; the same object when nothing changed. */
export function reduceSync(machine: SyncMachine, event: SyncEvent): SyncMachine {
  if (machine.refusal) return machine;
  switch (event.type) {
    case 'connection':
      if (event.connection === machine.connection) return machine;
      return { ...machine, connection: event.connection, synced: false };
    case 'sync': {
      const synced = event.synced && machine.connection === 'connected';
      const pendingChanges = synced ? 0 : machine.pendingChanges;
      return synced === machine.synced && pendingChanges === machine.pendingChanges
        ? machine
        : { ...machine, synced, pendingChanges };
    }
    case 'closed': {
      const refusal = refusalFor(event.code);
      return refusal
        ? {
            ...machine,
            refusal,
            refusalReason: event.reason ?? '',
            connection: 'disconnected',
            synced: false,
          }
        : machine;
    }
    case 'network':
      return event.online === machine.online ? machine : { ...machine, online: event.online };
    case 'local-change':
      return isLive(machine) ? machine : { ...machine, pendingChanges: machine.pendingChanges + 1 };
  }
}

function isLive(machine: SyncMachine): boolean {
  return machine.online && machine.connection === 'connected' && machine.synced;
}

/** The state screens see. */
export function syncStateOf(machine: SyncMachine): SyncState {
  const state: SyncState = { status: statusOf(machine), pendingChanges: machine.pendingChanges };
  return machine.refusal && machine.refusalReason
    ? { ...state, reason: machine.refusalReason }
    : state;
}

function statusOf(machine: SyncMachine): SyncStatus {
  if (machine.refusal) return machine.refusal;
  if (!machine.online || machine.connection === 'disconnected') return 'offline';
  if (machine.connection === 'connecting') return 'connecting';
  return machine.synced ? 'synced' : 'syncing';
}

import type { Clock } from '@keel/core/domain';
import type { AuditRecord } from '../storage/records';
import type { Storage } from '../storage/storage';

/** Appends one entry to the audit log; entries are never changed or removed. */
export function appendAudit(storage: Storage, clock: Clock, entry: Omit<AuditRecord, 'at'>): void {
  storage.data.audit.push(Object.freeze({ at: clock.now().toISOString(), ...entry }));
}

/** A user's own recent sign-in attempts, newest first (attempts on their account, by user id). */
export function signInsOf(storage: Storage, userId: string, limit = 50): AuditRecord[] {
  return storage.data.audit
    .filter((e) => e.kind === 'sign-in' && e.userId === userId)
    .slice(-limit)
    .reverse();
}

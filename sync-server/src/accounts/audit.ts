import type { Clock } from '@keel/core/domain';
import type { AuditRecord } from '../storage/records';
import type { Storage } from '../storage/storage';
import { nextPrev } from './auditChain';

/**
 * Appends one entry to the audit log; entries are never changed or removed. Each carries the
 * hash of the one before it (`prev`), so a changed or removed record shows (auditChain.ts).
 */
export function appendAudit(
  storage: Storage,
  clock: Clock,
  entry: Omit<AuditRecord, 'at' | 'prev'>,
): void {
  const log = storage.data.audit;
  log.push(Object.freeze({ at: clock.now().toISOString(), ...entry, prev: nextPrev(log) }));
}

/** A user's own recent sign-in attempts, newest first (attempts on their account, by user id). */
export function signInsOf(storage: Storage, userId: string, limit = 50): AuditRecord[] {
  return storage.data.audit
    .filter((e) => e.kind === 'sign-in' && e.userId === userId)
    .slice(-limit)
    .reverse();
}

import type { Clock } from '@keel/core/domain';
import type { AuditRecord } from '../storage/records';
import type { Storage } from '../storage/storage';

/**
 * Appends one entry to the audit log, durably; entries are never changed or removed (until
 * retention, after at least two years). Each carries the hash of the one before it (`prev`), so a
 * changed or removed record shows (auditChain.ts).
 */
export function appendAudit(
  storage: Storage,
  clock: Clock,
  entry: Omit<AuditRecord, 'at' | 'prev'>,
): Promise<AuditRecord> {
  return storage.audit.append({ at: clock.now().toISOString(), ...entry });
}

/** A user's own recent sign-in attempts, newest first (attempts on their account, by user id). */
export function signInsOf(storage: Storage, userId: string, limit = 50): Promise<AuditRecord[]> {
  return storage.audit.newest({ userId, kind: 'sign-in' }, limit);
}

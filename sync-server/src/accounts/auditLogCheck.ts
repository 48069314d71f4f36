import type { AuditLog } from '../storage/storage';
import { ChainChecker, GENESIS_HASH, type ChainCheck, type ChainedRecord } from './auditChain';
import { describeAuditCheck } from './describeAuditCheck';

/** What checking a stored audit log found, with what is needed to describe it. */
export interface AuditLogCheck {
  check: ChainCheck;
  /** The records on both sides of the first broken link, by position. */
  around: ReadonlyMap<number, ChainedRecord>;
  /** Records retention removed before the kept ones. */
  removed: number;
}

/** Checks the hash chain of every kept record of an audit log, reading it once, in order. */
export async function checkAuditLog(audit: AuditLog): Promise<AuditLogCheck> {
  const start = await audit.start();
  const checker = new ChainChecker(start.prev ?? GENESIS_HASH);
  for await (const record of audit.records()) checker.add(record);
  return { check: checker.result(), around: checker.around, removed: start.removed };
}

/** The check in words (auditCheck.ts prints it; a start logs it when a link is broken). */
export function describeAuditLogCheck({ check, around, removed }: AuditLogCheck): string {
  return describeAuditCheck(check, { at: (index) => around.get(index) }, removed);
}

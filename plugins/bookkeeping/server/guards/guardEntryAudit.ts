import type { GuardedStore, LogFn } from '@keel/core/server';
import type { ChangedCells, Row, Store } from 'tinybase';
import {
  ENTRY_AUDIT_TABLE,
  auditAction,
  newAuditRowId,
  type EntryAuditRow,
} from '../../domain/books/entryAudit';
import { closedPeriodWritesAllowed } from './closedPeriodWrites';
import { deferredRewrites } from './deferredRewrites';
import { rowBefore } from './rowBefore';
import { ENTRIES_TABLE } from '../../domain/ledger/entryRow';

/** Who the audit trail names when the server itself changed an entry (a guard's correction). */
export const KEEL_SERVER_AUTHOR = 'Keel server';

/**
 * The audit trail of posted entries, kept by the server alone: every change to or deletion of an
 * existing entry, whoever made it (through sync or REST), is recorded with who (`writer()`, the
 * member the change came from, or 'Keel server'), when, and the entry row before and after. A new
 * entry is its own record. Rows of the trail are only ever added, by this guard: any other change
 * to the `entryAudit` table is put back. Archiving a closed year (a server job) moves entries
 * without recording them.
 */
export function guardEntryAudit(
  store: Store,
  { writer, asServer, clock }: Pick<GuardedStore, 'writer' | 'asServer' | 'clock'>,
  log: LogFn,
): () => void {
  const rewrites = deferredRewrites(store, asServer);

  const onFinish = () => {
    if (rewrites.rewriting) return;
    const changed: ChangedCells = store.getTransactionLog()[2];
    const auditChanges = changed[ENTRY_AUDIT_TABLE] ?? {};
    for (const [rowId, cells] of Object.entries(auditChanges)) {
      const now = store.hasRow(ENTRY_AUDIT_TABLE, rowId)
        ? store.getRow(ENTRY_AUDIT_TABLE, rowId)
        : {};
      rewrites.queue(ENTRY_AUDIT_TABLE, rowId, rowBefore(now, cells));
    }
    if (Object.keys(auditChanges).length > 0)
      log('warn', 'Reverted a write to the audit trail: only the server records it', {
        rows: Object.keys(auditChanges).length,
        by: writer(),
      });
    if (closedPeriodWritesAllowed(store)) return;

    const by = writer() ?? KEEL_SERVER_AUTHOR;
    const at = clock.now().toISOString();
    for (const [entryId, cells] of Object.entries(changed[ENTRIES_TABLE] ?? {})) {
      const now = store.hasRow(ENTRIES_TABLE, entryId)
        ? store.getRow(ENTRIES_TABLE, entryId)
        : null;
      const before = rowBefore(now ?? {}, cells);
      if (!before) continue; // a new entry is its own record
      const beforeText = JSON.stringify(before);
      const afterText = now ? JSON.stringify(now) : '';
      const record: EntryAuditRow = {
        entryId,
        at,
        by,
        action: auditAction(beforeText, afterText),
        before: beforeText,
        after: afterText,
      };
      rewrites.queue(ENTRY_AUDIT_TABLE, newAuditRowId(), record as unknown as Row);
    }
  };

  const listenerId = store.addDidFinishTransactionListener(onFinish);
  return () => {
    rewrites.stop();
    store.delListener(listenerId);
  };
}

import type { LedgerService } from '@keel/plugin-bookkeeping/domain/public';
import type { Threat, ThreatHold } from '../../domain/threats/threatSchema';

const TRANSACTION = 'transaction:';

/** The bank lines (transaction ids) a threat names. */
const threatLines = (threat: Threat) =>
  threat.records
    .filter((r) => r.id.startsWith(TRANSACTION))
    .map((r) => ({ transactionId: r.id.slice(TRANSACTION.length), label: r.label }));

/**
 * Block Transaction on a threat that names bank lines: each line the bank has not cleared yet is
 * held out of reconciliation through the ledger service (Bookkeeping flags it). Answers the hold
 * to record, or null when no line could be held (none named, or all reconciled already).
 */
export async function holdThreatLines(
  ledger: LedgerService,
  companyId: string,
  threat: Threat,
  heldBy: string,
): Promise<ThreatHold | null> {
  const held: string[] = [];
  for (const line of threatLines(threat)) {
    const result = await ledger.holdBankLine(companyId, {
      transactionId: line.transactionId,
      reason: `Blocked on Fraud Detection: ${threat.review?.reason ?? threat.description}`,
      heldBy,
      link: `/fraud-detection?threat=${encodeURIComponent(threat.id)}`,
    });
    if (result.status === 'held') held.push(line.label);
  }
  if (held.length === 0) return null;
  return {
    kind: 'bank-line',
    description: `Held out of reconciliation on the Bookkeeping screen until the threat is marked safe: ${held.join('; ')}`,
  };
}

/** Mark as Safe on a blocked threat: its held bank lines can be reconciled again. */
export async function releaseThreatLines(
  ledger: LedgerService,
  companyId: string,
  threat: Threat,
): Promise<void> {
  if (threat.hold?.kind !== 'bank-line') return;
  for (const line of threatLines(threat))
    await ledger.releaseBankLine(companyId, line.transactionId);
}

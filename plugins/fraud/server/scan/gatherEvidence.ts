import { auditServiceRef, type Clock } from '@keel/core/domain';
import type { PluginServices } from '@keel/core/server';
import { ledgerServiceRef } from '@keel/plugin-bookkeeping/domain/public';
import type { ScanEvidence } from '../../domain/evidence/evidence';
import { ledgerBankLines } from '../../domain/evidence/ledgerLines';

/** The most audit events one scan reads (the audit service's own limit). */
const AUDIT_EVENTS = 10_000;

/**
 * What a scan reads, through the services only: the whole ledger (every year, archived ones
 * included) and the company's sign-ins and account changes. Payroll's employees and bank changes
 * are not offered by any service yet, so the payroll checks do not run.
 */
export async function gatherEvidence(
  services: PluginServices,
  clock: Clock,
  companyId: string,
): Promise<ScanEvidence> {
  const ledger = services.get(ledgerServiceRef);
  const audit = services.get(auditServiceRef);
  const [accounts, entries, events, members, requiresTwoFactor] = await Promise.all([
    ledger.accounts(companyId),
    ledger.entries(companyId, {}),
    audit.events(companyId, { limit: AUDIT_EVENTS }),
    audit.members(companyId),
    audit.requiresTwoFactor(companyId),
  ]);
  const chart = accounts.map((a) => ({ id: a.id, name: a.name, cash: a.roles.includes('cash') }));
  return {
    now: clock.now().toISOString(),
    books: { lines: ledgerBankLines(entries, chart), lockDate: '', reconciliations: [] },
    payroll: null,
    // Oldest first: the detectors sort by time, and keep the order of events of the same moment.
    access: { events: [...events].reverse(), members, requiresTwoFactor },
    settings: { approvalLimit: null },
  };
}

import type { Clock } from '@keel/core/domain';
import type { PluginServices } from '@keel/core/server';
import { ledgerServiceRef } from '@keel/plugin-bookkeeping/domain/public';
import { payrollFactsRef, type PayrollControls } from '@keel/plugin-payroll/domain/public';
import { withActivity } from '../../domain/evidence/activityLines';
import type { FraudSettings, ScanEvidence } from '../../domain/evidence/evidence';
import { ledgerBankLines } from '../../domain/evidence/ledgerLines';
import { gatherAccess } from './gatherAccess';
import { payrollEvidence } from './payrollEvidence';

/**
 * What a scan reads, through the services only: the whole ledger (every year, archived ones
 * included), who entered each line of the live books, when and how, with its vendor and
 * reconciliation (the ledger's `activity`), the lock date (`closeStatus`), the vendors that share a
 * tax id or bank account (`sharedVendorIdentifiers`), the company's sign-ins and account changes
 * (`gatherAccess`: with the country of each sign-in's address), and payroll.facts' controls when
 * Payroll is installed (null otherwise), and the company's own fraud settings (`settings`: the
 * approval limit set on the Fraud Detection screen). The threats found in payroll are kept apart,
 * where only payroll's roles read them.
 */
export async function gatherEvidence(
  services: PluginServices,
  clock: Clock,
  companyId: string,
  settings: FraudSettings,
): Promise<ScanEvidence> {
  const ledger = services.get(ledgerServiceRef);
  const [accounts, entries, activity, close, shared, access, controls] = await Promise.all([
    ledger.accounts(companyId),
    ledger.entries(companyId, {}),
    ledger.activity(companyId),
    ledger.closeStatus(companyId),
    ledger.sharedVendorIdentifiers(companyId),
    gatherAccess(services, companyId),
    readPayroll(services, companyId),
  ]);
  const vendorName = new Map(activity.vendors.map((v) => [v.vendorId, v.name]));
  const payroll = controls && payrollEvidence(controls, vendorName);
  const chart = accounts.map((a) => ({ id: a.id, name: a.name, cash: a.roles.includes('cash') }));
  return {
    now: clock.now().toISOString(),
    books: {
      lines: withActivity(ledgerBankLines(entries, chart), activity),
      lockDate: close.lockDate ?? '',
      reconciliations: activity.reconciliations.map((r) => ({
        bankAccountId: r.bankAccountId,
        statementDate: r.statementDate,
        completedAt: r.completedAt,
      })),
      sharedVendorIdentifiers: shared.map((group) => ({
        kind: group.kind,
        last4: group.last4,
        vendors: group.vendorIds.map((id) => ({ id, name: vendorName.get(id) ?? id })),
      })),
    },
    payroll,
    access,
    settings,
  };
}

/**
 * Payroll's controls, or null when Payroll is not installed. The scan is the server's own and asks
 * as an owner (who has payroll access); what it finds there is shown only to payroll's roles.
 */
async function readPayroll(
  services: PluginServices,
  companyId: string,
): Promise<PayrollControls | null> {
  const facts = services.getOptional(payrollFactsRef);
  if (!facts) return null;
  const answer = await facts.controls({ companyId, role: 'owner' });
  return answer.status === 'ready' ? answer.controls : null;
}

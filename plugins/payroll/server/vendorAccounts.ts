import type { PluginServices, SecretBox } from '@keel/core/server';
import { ledgerServiceRef } from '@keel/plugin-bookkeeping/domain/public';
import type { VaultContents } from './payrollVault';

/**
 * Which employees are paid into a vendor's payment bank account: employee id -> vendor ids. Each
 * direct-deposit account is fingerprinted here the way Bookkeeping fingerprints a vendor's
 * (`bank-account` of `routing:account`) and matched by the ledger service on the server; the
 * numbers never leave the vault, and the fingerprints go no further than that one call.
 */
export async function employeesPaidIntoVendorAccounts(
  services: PluginServices,
  secrets: SecretBox,
  companyId: string,
  { employees }: VaultContents,
): Promise<Map<string, string[]>> {
  const byPrint = new Map<string, string[]>();
  for (const [id, numbers] of Object.entries(employees)) {
    if (!numbers.routingNumber || !numbers.accountNumber) continue;
    const print = secrets.fingerprint(
      'bank-account',
      `${numbers.routingNumber}:${numbers.accountNumber}`,
    );
    byPrint.set(print, [...(byPrint.get(print) ?? []), id]);
  }
  const vendors = new Map<string, string[]>();
  if (byPrint.size === 0) return vendors;
  const groups = await services
    .get(ledgerServiceRef)
    .vendorsByBankAccount(companyId, [...byPrint.keys()]);
  for (const group of groups)
    for (const employeeId of byPrint.get(group.fingerprint) ?? [])
      vendors.set(employeeId, group.vendorIds);
  return vendors;
}

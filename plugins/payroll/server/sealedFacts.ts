import type { SealedFacts } from '../domain/facts/payrollControls';
import type { VaultContents } from './payrollVault';

/**
 * What the sealed numbers tell the controls without any number leaving the vault: which employees
 * share a direct-deposit account, and whose current account was prenoted; with `vendorAccounts`
 * (employee id -> vendor ids, from `employeesPaidIntoVendorAccounts`).
 */
export function sealedFacts(
  { employees }: VaultContents,
  vendorAccounts: ReadonlyMap<string, readonly string[]>,
): SealedFacts {
  const byAccount = new Map<string, string[]>();
  const prenoted = new Set<string>();
  for (const [id, numbers] of Object.entries(employees)) {
    if (numbers.prenotedFor) prenoted.add(id);
    if (!numbers.routingNumber || !numbers.accountNumber) continue;
    const key = `${numbers.routingNumber}:${numbers.accountNumber}`;
    byAccount.set(key, [...(byAccount.get(key) ?? []), id]);
  }
  return {
    sharedAccounts: [...byAccount.values()]
      .filter((ids) => ids.length > 1)
      .map((ids) => ids.sort()),
    prenoted,
    vendorAccounts,
  };
}

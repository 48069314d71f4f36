import type { StoredEmployee } from '../employees/storedEmployee';

/** What a paystub prints of each employee's sealed numbers: bank name and last four digits. */
export function paystubAccounts(
  employees: readonly StoredEmployee[],
): Map<string, { bankName?: string; accountLast4: string; ssnLast4?: string }> {
  return new Map(
    employees.map((e) => [
      e.id,
      {
        ...(e.bankName ? { bankName: e.bankName } : {}),
        accountLast4: e.accountLast4,
        ...(e.ssnLast4 ? { ssnLast4: e.ssnLast4 } : {}),
      },
    ]),
  );
}

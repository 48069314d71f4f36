import { randomUUID } from 'node:crypto';
import type { MemberContext } from '@keel/core/server';
import type { Store } from 'tinybase';
import type { Employee } from '../../domain/employees/employeeSchema';
import { BANK_CHANGES_TABLE, type BankChangeRow } from '../../domain/facts/bankChanges';
import type { VaultContents } from '../payrollVault';

/** An employee whose direct-deposit numbers a save gives or changes. */
export interface AccountChange {
  employeeId: string;
  accountLast4: string;
  replaced: boolean;
}

/** The employees of a save whose routing or account number differs from the sealed one. */
export function bankAccountChanges(
  employees: readonly Employee[],
  sealed: VaultContents['employees'],
): AccountChange[] {
  return employees.flatMap((employee) => {
    const before = sealed[employee.id] ?? {};
    if (!employee.routingNumber || !employee.accountNumber) return [];
    if (
      employee.routingNumber === before.routingNumber &&
      employee.accountNumber === before.accountNumber
    )
      return [];
    return [
      {
        employeeId: employee.id,
        accountLast4: employee.accountNumber.slice(-4),
        replaced: before.accountNumber !== undefined,
      },
    ];
  });
}

/** Records each change in the bank-change log, as `member` made it at `at` (inside the save's transaction). */
export function recordBankChanges(
  store: Store,
  changes: readonly AccountChange[],
  member: Pick<MemberContext, 'userId' | 'author'>,
  at: string,
): void {
  for (const change of changes) {
    const row: BankChangeRow = { ...change, at, by: member.author, userId: member.userId };
    store.setRow(BANK_CHANGES_TABLE, `bank-change-${randomUUID()}`, row);
  }
}

import { randomUUID } from 'node:crypto';
import type { MemberContext } from '@keel/core/server';
import type { Store } from 'tinybase';
import type { Employee } from '../../domain/employees/employeeSchema';
import { BANK_CHANGES_TABLE, type BankChangeRow } from '../../domain/facts/bankChanges';
import {
  COMPANY_BANK_CHANGES_TABLE,
  type CompanyBankChangeRow,
} from '../../domain/facts/companyBankChanges';
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

/**
 * Records a change of the company's payroll account in its log, as `member` made it at `at`:
 * only the last four digits of the account before (none for the first) and after.
 */
export function recordCompanyBankChange(
  store: Store,
  previousAccountNumber: string | null,
  accountNumber: string,
  member: Pick<MemberContext, 'userId' | 'author'>,
  at: string,
): void {
  const row: CompanyBankChangeRow = {
    at,
    by: member.author,
    userId: member.userId,
    previousLast4: previousAccountNumber?.slice(-4) ?? '',
    accountLast4: accountNumber.slice(-4),
  };
  store.setRow(COMPANY_BANK_CHANGES_TABLE, `company-bank-change-${randomUUID()}`, row);
}

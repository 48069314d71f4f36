import { randomUUID } from 'node:crypto';
import type { ServerPluginContext } from '@keel/core/server';
import { readBankChanges } from '../domain/facts/bankChanges';
import { mayReadPayroll } from '../domain/facts/readAccess';
import type { PayrollDepositsService } from '../domain/holds/depositHoldService';
import {
  DEPOSIT_HOLDS_TABLE,
  activeHolds,
  readDepositHolds,
  releaseRefusal,
  type DepositHold,
  type DepositHoldRow,
} from '../domain/holds/depositHolds';
import { isOpenRun } from '../domain/runs/openRuns';
import type { PayrollTables } from '../domain/readPayrollBooks';
import { openPayroll } from './payrollStore';

/** Who a 'First Last <email>' author is, by name. */
const nameOf = (author: string) => author.replace(/\s*<[^>]*>$/, '');

/** What a hold means for the company's runs, in words. */
function holdDescription(hold: DepositHoldRow, books: PayrollTables): string {
  const open = books.runs
    .filter(
      (run) =>
        isOpenRun(run) &&
        run.paychecks.some(
          (p) => p.employeeId === hold.employeeId && p.paymentMethod === 'direct_deposit',
        ),
    )
    .map((run) => run.payDate)
    .sort();
  const where = open.length > 0 ? ` in the open run of ${open.join(', ')}` : '';
  return `The direct deposit of ${hold.employeeName} to the account ending ${hold.accountLast4} is held${where}: no run pays it until a member other than ${nameOf(hold.changedBy)}, who changed the account, releases it in Payroll AI`;
}

/** `payroll.deposits` on the server: holds written to the company's payroll document. */
export function depositHoldService({ data, clock }: ServerPluginContext): PayrollDepositsService {
  return {
    async hold(asker, request) {
      if (!mayReadPayroll(asker.role)) return { status: 'no-access' };
      const books = await openPayroll(data, asker.companyId);
      const change = readBankChanges(books.store).find((c) => c.id === request.bankChangeId);
      if (!change)
        return {
          status: 'not-held',
          description: 'Payroll has no record of this direct-deposit change: nothing was held',
        };
      const employee = books.employees.find((e) => e.id === change.employeeId);
      if (!employee)
        return {
          status: 'not-held',
          description: 'The employee is no longer on the payroll: there is no deposit to hold',
        };
      const already: DepositHold | undefined = activeHolds(readDepositHolds(books.store)).find(
        (h) => h.bankChangeId === change.id,
      );
      if (already)
        return {
          status: 'held',
          holdId: already.id,
          description: holdDescription(already, books),
        };
      const row: DepositHoldRow = {
        employeeId: employee.id,
        employeeName: `${employee.firstName} ${employee.lastName}`.trim(),
        bankChangeId: change.id,
        changedByUserId: change.userId,
        changedBy: change.by,
        accountLast4: change.accountLast4,
        reason: request.reason,
        threatId: request.threatId,
        heldAt: clock.now().toISOString(),
        heldBy: asker.author,
        releasedAt: '',
        releasedBy: '',
      };
      const holdId = `deposit-hold-${randomUUID()}`;
      books.store.setRow(DEPOSIT_HOLDS_TABLE, holdId, row);
      await data.commit(asker.companyId);
      return { status: 'held', holdId, description: holdDescription(row, books) };
    },
    async release(asker, threatId) {
      if (!mayReadPayroll(asker.role))
        return {
          status: 'refused',
          error: 'Only a member with payroll access can release this hold',
        };
      const books = await openPayroll(data, asker.companyId);
      const holds = activeHolds(readDepositHolds(books.store)).filter(
        (h) => h.threatId === threatId,
      );
      if (holds.length === 0) return { status: 'not-held' };
      const refused = holds.map((h) => releaseRefusal(h, asker.userId)).find((r) => r !== null);
      if (refused) return { status: 'refused', error: refused };
      const releasedAt = clock.now().toISOString();
      for (const hold of holds)
        books.store.setPartialRow(DEPOSIT_HOLDS_TABLE, hold.id, {
          releasedAt,
          releasedBy: asker.author,
        });
      await data.commit(asker.companyId);
      const names = [...new Set(holds.map((h) => h.employeeName))].join(', ');
      return { status: 'released', description: `The direct deposit of ${names} is released` };
    },
  };
}

import type { ServerPluginContext } from '@keel/core/server';
import type { Store } from 'tinybase';
import type { PrintedCheck } from '../domain/checks/printedCheck';
import type { PayrollRunRecord } from '../domain/runs';
import type { StoredEmployee } from '../domain/employees/storedEmployee';
import { readPayrollStore, type PayrollTables } from '../domain/readPayrollBooks';
import { CHECKS_TABLE, EMPLOYEES_TABLE, PAYROLL_SCOPE, RUNS_TABLE } from '../domain/schema';
import { asPayrollServer } from './guards/serverWrites';

/** A company's payroll as the server reads it: the restricted store and what it holds. */
export interface PayrollBooks extends PayrollTables {
  store: Store;
}

/** Opens the company's payroll (the restricted 'payroll' scope document). */
export async function openPayroll(
  data: ServerPluginContext['data'],
  companyId: string,
): Promise<PayrollBooks> {
  const store = await data.store(companyId, PAYROLL_SCOPE);
  return { store, ...readBooks(store) };
}

/** The payroll tables of an open store, as they are now. */
export function readBooks(store: Store): PayrollTables {
  return readPayrollStore(store);
}

/**
 * Changes runs and printed checks as one store transaction, as the payroll routes' own write (the
 * guard puts back any other change to those tables).
 */
export function changeRuns(store: Store, change: () => void): void {
  asPayrollServer(store, () => store.transaction(change));
}

/** Writes a run's row (its record, and the cells lists sort by). */
export function writeRun(store: Store, run: PayrollRunRecord): void {
  store.setRow(RUNS_TABLE, run.id, {
    record: JSON.stringify(run),
    payDate: run.payDate,
    status: run.status,
  });
}

/** Writes a printed check's row in the check register. */
export function writeCheck(store: Store, check: PrintedCheck): void {
  store.setRow(CHECKS_TABLE, String(check.number), {
    record: JSON.stringify(check),
    runId: check.runId,
    status: check.voidedAt ? 'void' : 'printed',
  });
}

/** Marks the printed checks of a run void (the run was discarded or voided). */
export function voidChecksOf(
  store: Store,
  checks: readonly PrintedCheck[],
  runId: string,
  at: string,
): void {
  for (const check of checks)
    if (check.runId === runId && !check.voidedAt) writeCheck(store, { ...check, voidedAt: at });
}

/** Writes an employee's row. */
export function writeEmployee(store: Store, employee: StoredEmployee): void {
  store.setRow(EMPLOYEES_TABLE, employee.id, {
    employee: JSON.stringify(employee),
    firstName: employee.firstName,
    lastName: employee.lastName,
  });
}

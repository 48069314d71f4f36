import type { ServerPluginContext } from '@keel/core/server';
import type { Store } from 'tinybase';
import type { PayrollRunRecord } from '../domain/runs';
import type { StoredEmployee } from '../domain/employees/storedEmployee';
import { readPayrollBooks, type PayrollTables } from '../domain/readPayrollBooks';
import {
  CHECKS_TABLE,
  EMPLOYEES_TABLE,
  PAYROLL_SCOPE,
  RUNS_TABLE,
  SETUP_TABLE,
} from '../domain/schema';

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
  const tables = readPayrollBooks({
    setup: store.getTable(SETUP_TABLE),
    employees: store.getTable(EMPLOYEES_TABLE),
    runs: store.getTable(RUNS_TABLE),
    checks: store.getTable(CHECKS_TABLE),
  });
  return { store, ...tables };
}

/** Writes a run's row (its record, and the cells lists sort by). */
export function writeRun(store: Store, run: PayrollRunRecord): void {
  store.setRow(RUNS_TABLE, run.id, {
    record: JSON.stringify(run),
    payDate: run.payDate,
    status: run.status,
  });
}

/** Writes an employee's row. */
export function writeEmployee(store: Store, employee: StoredEmployee): void {
  store.setRow(EMPLOYEES_TABLE, employee.id, {
    employee: JSON.stringify(employee),
    firstName: employee.firstName,
    lastName: employee.lastName,
  });
}

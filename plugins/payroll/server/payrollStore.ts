import type { ServerPluginContext } from '@keel/core/server';
import type { Store } from 'tinybase';
import { payrollRunRecordSchema, type PayrollRunRecord } from '../domain/runs';
import {
  EMPLOYEES_TABLE,
  PAYROLL_SCOPE,
  RUNS_TABLE,
  SETUP_ROW,
  SETUP_TABLE,
  setupRowSchema,
  type SetupRow,
} from '../domain/schema';
import { readStoredEmployee, type StoredEmployee } from './storedEmployee';

/** A company's payroll as the server reads it: the restricted store and what it holds. */
export interface PayrollBooks {
  store: Store;
  setup: SetupRow | null;
  employees: StoredEmployee[];
  runs: PayrollRunRecord[];
}

/** Opens the company's payroll (the restricted 'payroll' scope document). */
export async function openPayroll(
  data: ServerPluginContext['data'],
  companyId: string,
): Promise<PayrollBooks> {
  const store = await data.store(companyId, PAYROLL_SCOPE);
  const setup = setupRowSchema.safeParse(store.getRow(SETUP_TABLE, SETUP_ROW));
  const employees: StoredEmployee[] = [];
  for (const row of Object.values(store.getTable(EMPLOYEES_TABLE))) {
    const employee = readStoredEmployee(JSON.parse(String(row.employee ?? 'null')));
    if (employee) employees.push(employee);
  }
  const runs: PayrollRunRecord[] = [];
  for (const row of Object.values(store.getTable(RUNS_TABLE))) {
    const parsed = payrollRunRecordSchema.safeParse(JSON.parse(String(row.record ?? 'null')));
    if (parsed.success) runs.push(parsed.data);
  }
  employees.sort((a, b) =>
    `${a.lastName} ${a.firstName}`.localeCompare(`${b.lastName} ${b.firstName}`),
  );
  runs.sort((a, b) => b.payDate.localeCompare(a.payDate) || b.createdAt.localeCompare(a.createdAt));
  return { store, setup: setup.success ? setup.data : null, employees, runs };
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

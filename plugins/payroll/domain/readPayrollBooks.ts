import type { Store, Table } from 'tinybase';
import { printedCheckSchema, type PrintedCheck } from './checks/printedCheck';
import { readStoredEmployee, type StoredEmployee } from './employees/storedEmployee';
import { payrollRunRecordSchema, type PayrollRunRecord } from './runs/payrollRunRecord';
import {
  CHECKS_TABLE,
  EMPLOYEES_TABLE,
  RUNS_TABLE,
  SETUP_ROW,
  SETUP_TABLE,
  setupRowSchema,
  type SetupRow,
} from './schema';

/** A company's payroll as read from its restricted document: setup, employees and runs. */
export interface PayrollTables {
  setup: SetupRow | null;
  /** By last name, then first name. */
  employees: StoredEmployee[];
  /** Newest pay date first. */
  runs: PayrollRunRecord[];
  /** The check register: every check printed, by number. */
  checks: PrintedCheck[];
}

function parseJson(text: unknown): unknown {
  try {
    return JSON.parse(String(text ?? 'null'));
  } catch {
    return null;
  }
}

/**
 * Reads the payroll tables, leaving out (never guessing) a row that does not parse. The server
 * and the wizard read the same document the same way.
 */
export function readPayrollBooks(tables: {
  setup: Table;
  employees: Table;
  runs: Table;
  checks: Table;
}): PayrollTables {
  const setup = setupRowSchema.safeParse(tables.setup[SETUP_ROW]);
  const employees: StoredEmployee[] = [];
  for (const row of Object.values(tables.employees)) {
    const employee = readStoredEmployee(parseJson(row.employee));
    if (employee) employees.push(employee);
  }
  const runs: PayrollRunRecord[] = [];
  for (const row of Object.values(tables.runs)) {
    const parsed = payrollRunRecordSchema.safeParse(parseJson(row.record));
    if (parsed.success) runs.push(parsed.data);
  }
  const checks: PrintedCheck[] = [];
  for (const row of Object.values(tables.checks)) {
    const parsed = printedCheckSchema.safeParse(parseJson(row.record));
    if (parsed.success) checks.push(parsed.data);
  }
  checks.sort((a, b) => a.number - b.number);
  employees.sort((a, b) =>
    `${a.lastName} ${a.firstName}`.localeCompare(`${b.lastName} ${b.firstName}`),
  );
  runs.sort((a, b) => b.payDate.localeCompare(a.payDate) || b.createdAt.localeCompare(a.createdAt));
  return { setup: setup.success ? setup.data : null, employees, runs, checks };
}

/** The payroll tables of a bound payroll store, as they are now (the server's and the browser's). */
export function readPayrollStore(store: Store): PayrollTables {
  return readPayrollBooks({
    setup: store.getTable(SETUP_TABLE),
    employees: store.getTable(EMPLOYEES_TABLE),
    runs: store.getTable(RUNS_TABLE),
    checks: store.getTable(CHECKS_TABLE),
  });
}

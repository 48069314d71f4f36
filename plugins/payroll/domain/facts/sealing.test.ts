import { describe, expect, it } from 'vitest';
import type { Table } from 'tinybase';
import { employeeSchema } from '../employees/employeeSchema';
import { toStoredEmployee, type StoredEmployee } from '../employees/storedEmployee';
import { SETUP_ROW } from '../schema';
import { findUnsealedNumbers } from './sealing';

const sealedEmployee = toStoredEmployee(
  employeeSchema.parse({
    id: 'emp-ada',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    payType: 'salary',
    salary: 9_000_000,
    bankName: 'Chase',
    routingNumber: '021000021',
    accountNumber: '000123456789',
    ssn: '123-45-6789',
    department: 'Engineering',
  }),
);

/** An employee's row as payroll writes it. */
const rowOf = (employee: StoredEmployee | Record<string, unknown>) => ({
  employee: JSON.stringify(employee),
  firstName: String(employee.firstName),
  lastName: String(employee.lastName),
});

const setup: Table = {
  [SETUP_ROW]: {
    companyName: 'Analytical Engines LLC',
    ein: '12-3456789',
    bankName: 'First Republic',
    routingLast4: '0021',
    accountLast4: '6789',
    updatedAt: '2026-10-01T09:00:00.000Z',
    updatedBy: 'Owner <owner@example.com>',
  },
};

const bankChanges: Table = {
  'change-1': {
    employeeId: 'emp-ada',
    at: '2026-10-01T09:00:00.000Z',
    by: 'Owner <owner@example.com>',
    userId: 'u-owner',
    accountLast4: '6789',
    replaced: false,
  },
};

describe('findUnsealedNumbers', () => {
  it('finds nothing in numbers payroll sealed: last four digits, an EIN, dates', () => {
    expect(sealedEmployee.ssnLast4).toBe('6789');
    const scan = findUnsealedNumbers({
      setup,
      employees: { 'emp-ada': rowOf(sealedEmployee) },
      bankChanges,
    });
    expect(scan).toEqual({ employeesScanned: 1, unsealed: [] });
  });

  it('finds a full SSN an older client left in the record, and names the employee and field', () => {
    const planted = { ...sealedEmployee, id: 'emp-bo', firstName: 'Bo', ssn: '123-45-6789' };
    const scan = findUnsealedNumbers({
      setup,
      employees: { 'emp-ada': rowOf(sealedEmployee), 'emp-bo': rowOf(planted) },
      bankChanges,
    });
    expect(scan.unsealed).toEqual([
      { employeeId: 'emp-bo', name: 'Bo Lovelace', field: 'ssn', kind: 'ssn' },
    ]);
  });

  it('finds a whole account number in a last-four field, and an SSN typed into any text', () => {
    const scan = findUnsealedNumbers({
      setup: { [SETUP_ROW]: { ...setup[SETUP_ROW], accountLast4: '000987654321' } },
      employees: {
        'emp-ada': rowOf({ ...sealedEmployee, department: 'SSN 123 45 6789 / 987-65-4321' }),
      },
      bankChanges: { 'change-1': { ...bankChanges['change-1'], accountLast4: '123456789' } },
    });
    expect(scan.unsealed).toEqual([
      {
        employeeId: null,
        name: 'Analytical Engines LLC',
        field: 'accountLast4',
        kind: 'account-number',
      },
      { employeeId: 'emp-ada', name: 'Ada Lovelace', field: 'department', kind: 'ssn' },
      {
        employeeId: 'emp-ada',
        name: 'Ada Lovelace',
        field: 'accountLast4',
        kind: 'account-number',
      },
    ]);
  });

  it('finds a routing number, even kept as a number', () => {
    const scan = findUnsealedNumbers({
      setup: {},
      employees: {
        'emp-cy': rowOf({ ...sealedEmployee, firstName: 'Cy', routingNumber: 21000021 }),
      },
      bankChanges: {},
    });
    expect(scan.unsealed).toEqual([
      { employeeId: 'emp-cy', name: 'Cy Lovelace', field: 'routingNumber', kind: 'routing-number' },
    ]);
  });
});

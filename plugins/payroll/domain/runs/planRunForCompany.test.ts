import { describe, expect, it } from 'vitest';
import { books } from '../facts/facts.testSupport';
import type { PayrollTables } from '../readPayrollBooks';
import { planRunForCompany } from './planRunForCompany';
import { PayrollRunRefused } from './planPayrollRun';

// Biweekly: the run paid on 2026-11-27 pays 2026-11-14 to 2026-11-27.
const plan = (tables: PayrollTables) =>
  planRunForCompany(tables, {
    id: 'run-1',
    payDate: '2026-11-27',
    createdAt: '2026-11-25T09:00:00.000Z',
    createdBy: 'Owner <owner@example.com>',
  });

const withCharles = (terminationDate: string): PayrollTables => {
  const tables = books([]);
  return {
    ...tables,
    employees: tables.employees.map((e) =>
      e.id === 'emp-charles' ? { ...e, status: 'terminated', terminationDate } : e,
    ),
  };
};

describe('planRunForCompany and terminated employees', () => {
  it('leaves out an employee terminated before the pay period began', () => {
    expect(plan(withCharles('2026-11-13')).paychecks.map((p) => p.employeeId)).toEqual(['emp-ada']);
  });

  it('pays an employee whose last day falls in the pay period (their final paycheck)', () => {
    expect(
      plan(withCharles('2026-11-14'))
        .paychecks.map((p) => p.employeeId)
        .sort(),
    ).toEqual(['emp-ada', 'emp-charles']);
  });

  it('refuses a run with no one left to pay', () => {
    const tables = books([]);
    const gone = {
      ...tables,
      employees: tables.employees.map((e) => ({
        ...e,
        status: 'terminated' as const,
        terminationDate: '2026-10-30',
      })),
    };
    expect(() => plan(gone)).toThrow(PayrollRunRefused);
  });
});

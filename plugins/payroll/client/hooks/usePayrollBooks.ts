import { useMemo } from 'react';
import { useTable } from '@keel/core/client';
import { readPayrollBooks, type PayrollTables } from '../../domain/readPayrollBooks';
import { CHECKS_TABLE, EMPLOYEES_TABLE, RUNS_TABLE, SETUP_TABLE } from '../../domain/schema';

/** The company's payroll, live from its restricted document (setup, employees, runs, checks). */
export function usePayrollBooks(): PayrollTables {
  const setup = useTable('payroll', SETUP_TABLE);
  const employees = useTable('payroll', EMPLOYEES_TABLE);
  const runs = useTable('payroll', RUNS_TABLE);
  const checks = useTable('payroll', CHECKS_TABLE);
  return useMemo(
    () => readPayrollBooks({ setup, employees, runs, checks }),
    [setup, employees, runs, checks],
  );
}

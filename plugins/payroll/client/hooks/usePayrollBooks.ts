import { useMemo } from 'react';
import { readPayrollBooks, type PayrollTables } from '../../domain/readPayrollBooks';
import { CHECKS_TABLE, EMPLOYEES_TABLE, RUNS_TABLE, SETUP_TABLE } from '../../domain/schema';
import { usePayrollTable } from '../stores';

/** The company's payroll, live from its restricted document (setup, employees, runs, checks). */
export function usePayrollBooks(): PayrollTables {
  const setup = usePayrollTable(SETUP_TABLE);
  const employees = usePayrollTable(EMPLOYEES_TABLE);
  const runs = usePayrollTable(RUNS_TABLE);
  const checks = usePayrollTable(CHECKS_TABLE);
  return useMemo(
    () => readPayrollBooks({ setup, employees, runs, checks }),
    [setup, employees, runs, checks],
  );
}

import { isApiError, useToast } from '@keel/core/client';
import type { Employee } from '../../domain/employees/employeeSchema';
import { employeeCallData } from '../components/employeeForm';
import { saveEmployees } from '../payrollApi';

/**
 * Saves what Edit changed on a saved employee (by their id), with the toast that says whether it
 * was saved; resolves true once saved.
 */
export function useEmployeeUpdate(companyId: string): (employee: Employee) => Promise<boolean> {
  const { toast } = useToast();
  return async (employee) => {
    const name = `${employee.firstName} ${employee.lastName}`;
    try {
      await saveEmployees(companyId, [employeeCallData(employee)]);
    } catch (error) {
      toast({
        title: 'Error',
        description: `The changes to ${name} were not saved: ${(isApiError(error) ? error.error : undefined) ?? 'the server could not be reached'}`,
        variant: 'destructive',
      });
      return false;
    }
    toast({ title: 'Employee Updated', description: `The changes to ${name} were saved.` });
    return true;
  };
}

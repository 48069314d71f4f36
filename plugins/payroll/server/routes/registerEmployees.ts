import { z } from 'zod';
import { recordIdSchema, tableWriters, validationErrorBody } from '@keel/core/domain';
import type { ServerPluginContext } from '@keel/core/server';
import { employeesBodySchema, payrollRoutes } from '../../domain/routes';
import { EMPLOYEES_TABLE } from '../../domain/schema';
import { plugin } from '../../plugin';
import type { PayrollVault } from '../payrollVault';
import { openPayroll } from '../payrollStore';
import { readEmployeeList, saveEmployees } from '../steps/saveEmployees';
import { answer } from '../steps/stepContext';
import { companyParamsSchema } from './runStep.schema';

/** Who may add and remove employees: the roles the manifest lets write the employees table. */
const employeeWriters = tableWriters(plugin, [EMPLOYEES_TABLE]);

const employeeParamsSchema = z.object({
  companyId: recordIdSchema,
  employeeId: recordIdSchema,
});

/**
 * Employees saved one change at a time, as Employee Configuration makes them: POST
 * /api/payroll/employees/{companyId} {employees} adds or changes the employees given (Add
 * Employee, Batch Upload) and keeps everyone else; DELETE .../{employeeId} removes one. Full bank
 * and Social Security numbers go to the sealed vault, the rest into the payroll document, which
 * every browser with payroll access sees at once.
 */
export function registerEmployees(services: ServerPluginContext, vault: PayrollVault): void {
  services.router.post(payrollRoutes.saveEmployees.path, async (ctx) => {
    const params = companyParamsSchema.safeParse(ctx.params);
    if (!params.success) return answer(ctx, 400, validationErrorBody(params.error));
    const { companyId } = params.data;
    const member = await services.auth.requireMember(ctx, companyId, employeeWriters);
    const body = employeesBodySchema.safeParse((ctx.request as { body?: unknown }).body ?? {});
    if (!body.success) return answer(ctx, 400, validationErrorBody(body.error));
    const read = readEmployeeList(body.data.employees);
    if (!read.ok) return answer(ctx, 400, { error: read.error, fields: read.fields });
    await saveEmployees({ services, vault }, member, read.employees, () => false);
    const count = read.employees.length;
    answer(ctx, 200, {
      message: `${count} ${count === 1 ? 'employee' : 'employees'} saved`,
      employeeIds: read.employees.map((employee) => employee.id),
    });
  });

  services.router.delete(payrollRoutes.removeEmployee.path, async (ctx) => {
    const params = employeeParamsSchema.safeParse(ctx.params);
    if (!params.success) return answer(ctx, 400, validationErrorBody(params.error));
    const { companyId, employeeId } = params.data;
    const member = await services.auth.requireMember(ctx, companyId, employeeWriters);
    const { employees } = await openPayroll(services.data, companyId);
    const employee = employees.find((e) => e.id === employeeId);
    if (!employee) return answer(ctx, 404, { error: 'Employee not found' });
    await saveEmployees({ services, vault }, member, [], (id) => id === employeeId);
    answer(ctx, 200, { message: `${employee.firstName} ${employee.lastName} removed` });
  });
}

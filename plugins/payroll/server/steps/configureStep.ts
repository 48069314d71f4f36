import { validationErrorBody } from '@keel/core/domain';
import { configureDataSchema } from '../routes/runStep.schema';
import { readEmployeeList, saveEmployees } from './saveEmployees';
import { answer, type Step, type StepServices } from './stepContext';

/**
 * 'configure': the whole employee list. Only the saved employees it was edited from
 * (`knownEmployeeIds`) and left out are removed; without them, every employee not listed is.
 */
export function configureStep(deps: StepServices): Step {
  return async (ctx, member, input) => {
    const parsed = configureDataSchema.safeParse(input);
    if (!parsed.success) return answer(ctx, 400, validationErrorBody(parsed.error));
    const read = readEmployeeList(parsed.data.employees);
    if (!read.ok) return answer(ctx, 400, { error: read.error, fields: read.fields });
    const { employees } = read;
    const listed = new Set(employees.map((employee) => employee.id));
    const known = parsed.data.knownEmployeeIds && new Set(parsed.data.knownEmployeeIds);
    const removed = (id: string) => !listed.has(id) && (!known || known.has(id));
    const { untouched } = await saveEmployees(deps, member, employees, removed);
    answer(ctx, 200, {
      message:
        `${employees.length} ${employees.length === 1 ? 'employee' : 'employees'} saved` +
        (untouched > 0 ? `; ${untouched} added meanwhile by someone else kept` : ''),
    });
  };
}

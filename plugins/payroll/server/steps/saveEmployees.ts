import { localToday } from '@keel/core/domain';
import type { MemberContext } from '@keel/core/server';
import type { Employee } from '../../domain/employees/employeeSchema';
import { toStoredEmployee } from '../../domain/employees/storedEmployee';
import { EMPLOYEES_TABLE } from '../../domain/schema';
import { readEmployeeInput } from '../employeeInput';
import { openPayroll, writeEmployee } from '../payrollStore';
import { employeeNumbersRecord, type EmployeeNumbers } from '../payrollVault';
import { bankAccountChanges, recordBankChanges } from './bankChangeLog';
import type { StepServices } from './stepContext';

/** A list of employees read from a call: each checked, or the field messages naming the row. */
export type EmployeeListRead =
  | { ok: true; employees: Employee[] }
  | { ok: false; error: string; fields: Record<string, string> };

/** Reads the employees of a call (money in dollars); a bad one is named by its row and name. */
export function readEmployeeList(list: readonly Record<string, unknown>[]): EmployeeListRead {
  const employees: Employee[] = [];
  const fields: Record<string, string> = {};
  const seen = new Set<string>();
  list.forEach((raw, index) => {
    const read = readEmployeeInput(raw);
    const name = [raw.firstName, raw.lastName].filter((part) => typeof part === 'string').join(' ');
    const row = `Employee ${index + 1}${name.trim() ? ` (${name.trim()})` : ''}`;
    if (!read.ok) {
      for (const [field, message] of Object.entries(read.fields))
        fields[`employees.${index}.${field}`] ??= `${row}: ${message}`;
      return;
    }
    if (seen.has(read.employee.id))
      fields[`employees.${index}.id`] = `${row}: the id ${read.employee.id} is used twice`;
    seen.add(read.employee.id);
    employees.push(read.employee);
  });
  const [first] = Object.values(fields);
  return first === undefined ? { ok: true, employees } : { ok: false, error: first, fields };
}

/**
 * An edit may give one direct-deposit number of the two (a new account at the same bank): the
 * other is the sealed one, so the change is saved and logged whole rather than dropped.
 */
function withSealedOtherNumber(employee: Employee, before: EmployeeNumbers | undefined): Employee {
  if (!before?.routingNumber || !before.accountNumber) return employee;
  if (Boolean(employee.routingNumber) === Boolean(employee.accountNumber)) return employee;
  return {
    ...employee,
    routingNumber: employee.routingNumber || before.routingNumber,
    accountNumber: employee.accountNumber || before.accountNumber,
  };
}

/**
 * Saves `given` (added or changed) and removes the saved employees `removed` names: full bank
 * and Social Security numbers into the sealed vault, the rest (last four digits) into the payroll
 * document, one store transaction and one commit. Numbers not sent again are kept (the screen only
 * ever has their last four digits); one bank number given alone is paired with the sealed other. Returns how many saved employees were neither sent nor removed.
 */
export async function saveEmployees(
  { services, vault }: Pick<StepServices, 'services' | 'vault'>,
  member: MemberContext,
  given: readonly Employee[],
  removed: (id: string) => boolean,
): Promise<{ untouched: number }> {
  const halfGiven = given.some((e) => Boolean(e.routingNumber) !== Boolean(e.accountNumber));
  const sealedBefore = halfGiven ? (await vault.read(member.companyId)).employees : null;
  const employees = sealedBefore
    ? given.map((employee) => withSealedOtherNumber(employee, sealedBefore[employee.id]))
    : given;
  const listed = new Set(employees.map((employee) => employee.id));
  const sealedChange = employees.some((e) => e.routingNumber || e.accountNumber || e.ssn);
  const vaultHoldsRemoved = async () => {
    const { employees: sealed } = await vault.read(member.companyId);
    return Object.keys(sealed).some((id) => !listed.has(id) && removed(id));
  };
  const changedAccounts = sealedChange
    ? bankAccountChanges(employees, (await vault.read(member.companyId)).employees)
    : [];
  if (sealedChange || (await vaultHoldsRemoved()))
    await vault.update(
      member.companyId,
      (contents) => {
        const kept = employeeNumbersRecord();
        for (const [id, numbers] of Object.entries(contents.employees))
          if (!listed.has(id) && !removed(id)) kept[id] = numbers;
        for (const employee of employees) {
          const before = contents.employees[employee.id] ?? {};
          const given = employee.routingNumber && employee.accountNumber;
          const changed =
            given &&
            (employee.routingNumber !== before.routingNumber ||
              employee.accountNumber !== before.accountNumber);
          // New account numbers are new accounts: a prenote sent for the old ones is void.
          const bank = changed
            ? {
                routingNumber: employee.routingNumber,
                accountNumber: employee.accountNumber,
                accountAddedOn: localToday(services.clock.now()),
              }
            : {
                routingNumber: before.routingNumber,
                accountNumber: before.accountNumber,
                accountAddedOn: before.accountAddedOn,
                prenotedFor: before.prenotedFor,
              };
          const numbers = { ...bank, ssn: employee.ssn ?? before.ssn };
          if (numbers.routingNumber || numbers.ssn)
            kept[employee.id] = Object.fromEntries(
              Object.entries(numbers).filter(([, value]) => value !== undefined),
            );
        }
        return { ...contents, employees: kept };
      },
      member.author,
    );
  const books = await openPayroll(services.data, member.companyId);
  const previous = new Map(books.employees.map((employee) => [employee.id, employee]));
  books.store.transaction(() => {
    for (const id of books.store.getRowIds(EMPLOYEES_TABLE))
      if (!listed.has(id) && removed(id)) books.store.delRow(EMPLOYEES_TABLE, id);
    for (const employee of employees) {
      const stored = toStoredEmployee(employee);
      const before = previous.get(employee.id);
      if (!employee.routingNumber && before) {
        stored.routingLast4 = before.routingLast4;
        stored.accountLast4 = before.accountLast4;
      }
      if (!employee.ssn && before?.ssnLast4) stored.ssnLast4 = before.ssnLast4;
      writeEmployee(books.store, stored);
    }
    recordBankChanges(books.store, changedAccounts, member, services.clock.now().toISOString());
  });
  await services.data.commit(member.companyId);
  const untouched = books.employees.filter((e) => !listed.has(e.id) && !removed(e.id)).length;
  return { untouched };
}

import { describe, expect, it } from 'vitest';
import { EMPLOYEE_TEMPLATE_HEADERS, employeeTemplateCsv } from './employeeTemplate';
import { planEmployeeImport, readEmployeeFile } from './importEmployees';

describe('employeeTemplateCsv', () => {
  it('has the spec headers in order and three sample rows', () => {
    const lines = employeeTemplateCsv().split('\r\n');
    expect(lines[0]).toBe(
      'First Name,Last Name,Email,Pay Type,Salary,Hourly Rate,Hours Per Week,Job Title,Department,Start Date,Employment Type',
    );
    expect(EMPLOYEE_TEMPLATE_HEADERS).toHaveLength(11);
    expect(lines).toHaveLength(5); // header, 3 rows, the empty string after the last CRLF
    expect(lines[4]).toBe('');
    for (const line of lines.slice(1, 4)) expect(line.split(',')).toHaveLength(11);
  });

  it('imports cleanly: a salaried, an hourly part-timer and another salaried employee', () => {
    const file = readEmployeeFile(
      new TextEncoder().encode(employeeTemplateCsv()),
      'employee_template.csv',
    );
    let id = 0;
    const plan = planEmployeeImport(file.rows, [], { newId: () => String(++id) });
    expect(plan.skipped).toEqual([]);
    expect(plan.warnings).toEqual([]);
    expect(plan.employees.map((e) => [e.payType, e.employmentType])).toEqual([
      ['salary', 'full-time'],
      ['hourly', 'part-time'],
      ['salary', 'full-time'],
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { fieldForHeader, mapHeader } from './importColumns';

describe('fieldForHeader', () => {
  it.each([
    ['First Name', 'firstName'],
    ['first_name', 'firstName'],
    ['LAST NAME', 'lastName'],
    ['E-mail', 'email'],
    ['Work Email', 'email'],
    ['Pay Type', 'payType'],
    ['PayType', 'payType'],
    ['Pay Rate Unit', 'payType'],
    ['Salary or Hourly', 'payType'],
    ['Salary', 'salary'],
    ['Annual Salary', 'salary'],
    ['Hourly Rate', 'hourlyRate'],
    ['Pay Rate', 'hourlyRate'],
    ['Hours Per Week', 'hoursPerWeek'],
    ['Weekly Hours', 'hoursPerWeek'],
    ['Job Title', 'jobTitle'],
    ['Position', 'jobTitle'],
    ['Department', 'department'],
    ['Dept', 'department'],
    ['Start Date', 'startDate'],
    ['Hire Date', 'startDate'],
    ['Employment Type', 'employmentType'],
    ['Employee Type', 'employmentType'],
    ['Filing Status', 'taxFilingStatus'],
    ['Federal Marital Status', 'taxFilingStatus'],
    ['Allowances', 'taxAllowances'],
    ['W-4 Version', 'w4Version'],
    ['W4 Step 2 (multiple jobs)', 'w4Step2'],
    ['W-4 Dependents', 'w4Dependents'],
    ['W-4 Other Income', 'w4OtherIncome'],
    ['W-4 Deductions', 'w4Deductions'],
    ['W-4 Extra Withholding', 'w4ExtraWithholding'],
  ] as const)('%s -> %s', (header, field) => {
    expect(fieldForHeader(header)).toBe(field);
  });

  it.each([
    'SSN',
    'Phone',
    'Notes',
    'Middle Initial',
    'Date of Birth',
    'Bank Account Type',
    'State Filing Status',
    'Deductions',
    'W-4 Notes',
    '',
  ])('%s is not imported', (header) => {
    expect(fieldForHeader(header)).toBeNull();
  });
});

describe('mapHeader', () => {
  it('keeps the exact or primary column when two name one field', () => {
    const columns = mapHeader(['Personal Email', 'Last Modified', 'Last Name', 'First', 'Email']);
    expect(columns.map((column) => column.field)).toEqual([
      null,
      null,
      'lastName',
      'firstName',
      'email',
    ]);
    expect(columns[0]?.note).toBe('"Email" (column 5) is the Email column');
    expect(columns[1]?.note).toBe('"Last Name" (column 3) is the Last name column');
  });

  it('takes the leftmost of equally good columns', () => {
    const columns = mapHeader(['Pay Rate', 'Rate 2']);
    expect(columns.map((column) => column.field)).toEqual(['hourlyRate', null]);
  });
});

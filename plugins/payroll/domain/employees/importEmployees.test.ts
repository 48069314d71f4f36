import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { CSV_PARSE_FAILED_MESSAGE, EmployeeImportError } from './employeeImportError';
import { employeeTemplateCsv } from './employeeTemplate';
import {
  importedMessage,
  planEmployeeImport,
  readEmployeeFile,
  type PlanEmployeeImportOptions,
} from './importEmployees';

const utf8 = (text: string) => new TextEncoder().encode(text);

function ids(): PlanEmployeeImportOptions {
  let next = 0;
  return { newId: () => `new-${++next}` };
}

/** Reads a CSV text as an upload and plans it against `existing`. */
function planCsv(text: string, existing: { id: string; email: string }[] = []) {
  return planEmployeeImport(readEmployeeFile(utf8(text), 'upload.csv').rows, existing, ids());
}

function refusal(run: () => unknown): EmployeeImportError {
  try {
    run();
  } catch (error) {
    if (error instanceof EmployeeImportError) return error;
    throw error;
  }
  throw new Error('expected an EmployeeImportError');
}

/** Workbook bytes of one sheet; cell objects pass through (for dates). */
function workbook(
  rows: (string | number | XLSX.CellObject | null)[][],
  bookType: 'xlsx' | 'biff8',
) {
  const sheet = XLSX.utils.aoa_to_sheet(rows);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Employees');
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['other']]), 'Notes');
  return new Uint8Array(XLSX.write(book, { type: 'array', bookType }) as ArrayBuffer);
}

const excelSerial = (iso: string) => (Date.parse(iso) - Date.UTC(1899, 11, 30)) / 86_400_000;

describe('planEmployeeImport: header matching on real-shaped exports', () => {
  it('imports the template itself cleanly', () => {
    const plan = planCsv(employeeTemplateCsv());
    expect(plan.employees).toHaveLength(3);
    expect(plan.skipped).toEqual([]);
    expect(plan.warnings).toEqual([]);
    expect(plan.headerMap.map((column) => column.field)).toEqual([
      'firstName', 'lastName', 'email', 'payType', 'salary', 'hourlyRate', 'hoursPerWeek',
      'jobTitle', 'department', 'startDate', 'employmentType',
    ]); // prettier-ignore
    expect(plan.employees.map((employee) => employee.id)).toEqual(['new-1', 'new-2', 'new-3']);
  });

  it('reads a Gusto-like export: one Pay Rate column with its unit, W-4 columns, alternates', () => {
    const plan = planCsv(
      [
        '"First Name","Middle Initial","Last Name","Preferred First Name","Work Email","Personal Email","Job Title","Department","Hire Date","Employment Type","Pay Rate","Pay Rate Unit","Federal Filing Status","W-4 Step 2 Checkbox","W-4 Dependents Amount","W-4 Extra Withholding","Phone"',
        '"Maria","J","Garcia","Mari","maria.garcia@acme.test","maria@home.test","Senior Engineer","Engineering","03/14/2022","Full Time","120000.00","Per Year","Married filing jointly","No","$4,000.00","50.00","555-0100"',
        '"Tom","","Lee","","tom.lee@acme.test","","Barista","Cafe","2023-07-01","Part Time","18.50","Per Hour","Single","","","","+1 555 0101"',
      ].join('\r\n'),
    );
    expect(plan.skipped).toEqual([]);
    expect(plan.employees[0]).toMatchObject({
      firstName: 'Maria',
      email: 'maria.garcia@acme.test',
      payType: 'salary',
      salary: 12_000_000,
      startDate: '2022-03-14',
      employmentType: 'full-time',
      taxFilingStatus: 'married',
      w4Step2: false,
      w4Dependents: 400_000,
      w4ExtraWithholding: 5_000,
    });
    expect(plan.employees[0]?.hourlyRate).toBeUndefined();
    expect(plan.employees[1]).toMatchObject({
      payType: 'hourly',
      hourlyRate: 1_850,
      hoursPerWeek: 40,
      employmentType: 'part-time',
    });
    const byHeader = Object.fromEntries(plan.headerMap.map((c) => [c.header, c]));
    expect(byHeader['Preferred First Name']).toMatchObject({
      field: null,
      note: '"First Name" (column 1) is the First name column',
    });
    expect(byHeader['Personal Email']?.field).toBeNull();
    expect(byHeader['Phone']).toMatchObject({
      field: null,
      note: 'Not an employee field Keel imports',
    });
  });

  it('reads a QuickBooks-like export with title rows above the header', () => {
    const plan = planCsv(
      [
        'Acme Landscaping LLC',
        'Employee Details',
        '',
        'Employee First Name,Employee Last Name,E-mail Address,Position,Dept,Original Hire Date,Employee Type,Pay Type,Annual Salary,Hourly Rate,Weekly Hours,Federal Marital Status,Federal Allowances',
        'Sam,Rivera,sam@acme.test,Crew Lead,Field,1/5/2021,Regular,Hourly,,"$28.75",45,Single,2',
        'Dana,Kim,dana@acme.test,Office Manager,Admin,11/30/2019,Regular,Salary,"$62,400.00",,40,Married,1',
      ].join('\n'),
    );
    expect(plan.headerRow).toBe(4);
    expect(plan.notes).toEqual(['Rows above the header (row 4) were not read']);
    expect(plan.skipped).toEqual([]);
    expect(plan.employees).toMatchObject([
      {
        firstName: 'Sam',
        jobTitle: 'Crew Lead',
        department: 'Field',
        startDate: '2021-01-05',
        payType: 'hourly',
        hourlyRate: 2_875,
        hoursPerWeek: 45,
        taxAllowances: 2,
      },
      { lastName: 'Kim', salary: 6_240_000, taxFilingStatus: 'married', startDate: '2019-11-30' },
    ]);
  });

  it('matches headers in odd case and order, and ignores extra columns', () => {
    const plan = planCsv(
      'SSN,EMAIL,last name,first NAME,Notes,hourly_RATE,PAYTYPE,SALARY,hours,Bank Account Type\n' +
        '123-45-6789,Pat@Example.com,Ng,Pat,"likes, commas",31,hourly,,32,Checking\n',
    );
    expect(plan.employees).toMatchObject([
      {
        firstName: 'Pat',
        lastName: 'Ng',
        email: 'Pat@Example.com',
        hourlyRate: 3_100,
        hoursPerWeek: 32,
      },
    ]);
    expect(plan.headerMap.filter((c) => c.field === null).map((c) => c.header)).toEqual([
      'SSN',
      'Notes',
      'Bank Account Type',
    ]);
    expect(plan.warnings).toEqual([]);
  });

  it('reads the template as Excel re-saves it: US dates, no decimals, ; delimiter', () => {
    const plan = planCsv(
      'First Name;Last Name;Email;Pay Type;Salary;Hourly Rate;Hours Per Week;Job Title;Department;Start Date;Employment Type\r\n' +
        'John;Doe;john.doe@example.com;salary;75000;;40;Software Engineer;Engineering;1/15/2024;full-time\r\n',
    );
    expect(plan.employees).toMatchObject([{ salary: 7_500_000, startDate: '2024-01-15' }]);
  });
});

describe('planEmployeeImport: spec defaults', () => {
  it('defaults pay type, hours and employment type as the spec says', () => {
    const plan = planCsv(
      'First,Last,Email,Salary,Rate\n' +
        'A,One,a@x.test,"$85,000.00",\n' +
        'B,Two,b@x.test,,22.5\n' +
        'C,Three,c@x.test,0,19\n',
    );
    expect(plan.employees).toMatchObject([
      { payType: 'salary', salary: 8_500_000, hoursPerWeek: 40, employmentType: 'full-time' },
      { payType: 'hourly', hourlyRate: 2_250, hoursPerWeek: 40 },
      { payType: 'hourly', hourlyRate: 1_900 },
    ]);
  });

  it('skips empty lines', () => {
    const plan = planCsv('First,Last,Email,Salary\n\n , ,,\nA,One,a@x.test,1000\n\n');
    expect(plan.dataRows).toBe(1);
    expect(plan.employees).toHaveLength(1);
    expect(plan.skipped).toEqual([]);
  });

  it('uses the default for an unreadable optional cell and says so', () => {
    const plan = planCsv(
      'First,Last,Email,Hourly,Hours,Start Date,Employment Type\n' +
        'Hal,Hours,hal@x.test,20,lots,someday,seasonal\n',
    );
    expect(plan.employees).toMatchObject([{ hoursPerWeek: 40, employmentType: 'full-time' }]);
    expect(plan.employees[0]?.startDate).toBeUndefined();
    expect(plan.warnings).toEqual([
      { row: 2, message: 'Row 2: Hours per week "lots" is not a number of hours; 40 was used' },
      { row: 2, message: 'Row 2: Start date "someday" is not a date; it was left blank' },
      {
        row: 2,
        message:
          'Row 2: Employment type "seasonal" is not full-time, part-time, contract or intern; full-time was used',
      },
    ]);
  });
});

describe('planEmployeeImport: rows Keel will not import', () => {
  const header = 'First Name,Last Name,Email,Pay Type,Salary,Hourly Rate,Hours Per Week\n';
  const plan = planCsv(
    header +
      'Ann,Ok,ann@x.test,salary,50000,,\n' +
      'Bob,Bad,bob@x.test,salary,abc,,\n' +
      'Cat,Neg,cat@x.test,salary,-5000,,\n' +
      'Dan,NoRate,dan@x.test,hourly,,,\n' +
      ',Nofirst,e@x.test,,60000,,\n' +
      'Eve,Mail,not-an-email,,60000,,\n' +
      'Fay,Type,fay@x.test,weekly,60000,,\n' +
      'Gus,Cents,gus@x.test,hourly,,22.505,\n' +
      'Ivy,Nothing,ivy@x.test,,,,\n' +
      'Jo,Huge,jo@x.test,salary,"$200,000,000",,\n' +
      'Kim,Hours,kim@x.test,hourly,,20,-5\n' +
      '"=cmd|\' /C calc\'!A0",Evil,evil@x.test,salary,(1000),,\n',
  );

  it('imports only the good row', () => {
    expect(plan.employees.map((employee) => employee.firstName)).toEqual(['Ann']);
    expect(plan.dataRows).toBe(12);
  });

  it('says for each skipped row its number and which field is wrong', () => {
    expect(plan.skipped).toEqual([
      { row: 3, reason: 'Row 3: Salary "abc" is not a number' },
      { row: 4, reason: 'Row 4: Salary cannot be negative' },
      { row: 5, reason: 'Row 5: Hourly rate is required for an hourly employee' },
      { row: 6, reason: 'Row 6: First name is required' },
      { row: 7, reason: 'Row 7: Email must be a valid email address' },
      { row: 8, reason: 'Row 8: Pay type "weekly" must be salary or hourly' },
      { row: 9, reason: 'Row 9: Hourly rate "22.505" has more than 2 decimal places' },
      { row: 10, reason: 'Row 10: Salary or hourly rate is required' },
      { row: 11, reason: "Row 11: Salary is above Keel's payroll limit" },
      { row: 12, reason: 'Row 12: Hours per week cannot be negative' },
      { row: 13, reason: 'Row 13: Salary cannot be negative' },
    ]);
  });

  it('lists every problem of a row', () => {
    const many = planCsv('First,Last,Email,Salary\n,,bad,xyz\n');
    expect(many.skipped).toEqual([
      {
        row: 2,
        reason:
          'Row 2: Salary "xyz" is not a number; First name is required; Last name is required; Email must be a valid email address',
      },
    ]);
  });

  it('refuses a garbage tax column rather than withholding on a guess', () => {
    const tax = planCsv(
      'First,Last,Email,Salary,Filing Status,Allowances,W-4 Extra Withholding\n' +
        'A,One,a@x.test,1000,widowed?,2,\n' +
        'B,Two,b@x.test,1000,single,eleven,\n' +
        'C,Three,c@x.test,1000,single,12,\n' +
        'D,Four,d@x.test,1000,hoh,1,ten dollars\n',
    );
    expect(tax.employees).toEqual([]);
    expect(tax.skipped.map((skip) => skip.reason)).toEqual([
      'Row 2: Tax filing status "widowed?" must be single, married or head of household',
      'Row 3: Tax allowances "eleven" must be a whole number from 0 to 10',
      'Row 4: Tax allowances must be at most 10',
      'Row 5: W-4 extra withholding "ten dollars" is not a number',
    ]);
  });
});

describe('planEmployeeImport: duplicates', () => {
  it('skips an email already in the list or on an earlier row, case-insensitively', () => {
    const plan = planCsv(
      'First,Last,Email,Salary\n' +
        'Ann,One,ann@x.test,1000\n' +
        'Ann,Again,ANN@x.test ,1000\n' +
        'Old,Timer,old@x.test,1000\n' +
        'Bad,Row,bob@x.test,oops\n' +
        'Bob,Good,bob@x.test,1000\n',
      [{ id: 'emp-7', email: 'Old@X.test' }],
    );
    expect(plan.employees.map((employee) => employee.lastName)).toEqual(['One', 'Good']);
    expect(plan.duplicates).toEqual([
      {
        row: 3,
        email: 'ANN@x.test',
        duplicateOf: { row: 2 },
        reason: 'Row 3: ANN@x.test is a duplicate of row 2',
      },
      {
        row: 4,
        email: 'old@x.test',
        duplicateOf: { employeeId: 'emp-7' },
        reason: 'Row 4: old@x.test is a duplicate of an employee already in the list',
      },
    ]);
    expect(plan.skipped.map((skip) => skip.row)).toEqual([3, 4, 5]);
  });
});

describe('readEmployeeFile', () => {
  const rows = [
    ['First Name', 'Last Name', 'Email', 'Salary', 'Hourly Rate', 'Start Date', 'Hours Per Week'],
    ['Rosa', 'Díaz', 'rosa@x.test', 91_000.5, null, { t: 'n', v: excelSerial('2024-01-15'), z: 'm/d/yyyy' }, 40],
    ['Li', 'Wei', 'li@x.test', null, 0.1 + 0.2 + 24.7, '2023-05-02', 37.5],
  ] as (string | number | XLSX.CellObject | null)[][]; // prettier-ignore

  for (const bookType of ['xlsx', 'biff8'] as const) {
    it(`reads the first sheet of an ${bookType === 'xlsx' ? '.xlsx' : '.xls'} workbook`, () => {
      const file = readEmployeeFile(workbook(rows, bookType), 'staff.xlsx');
      expect(file.format).toBe(bookType === 'xlsx' ? 'xlsx' : 'xls');
      expect(file.sheet).toBe('Employees');
      expect(file.warnings).toEqual([
        'Only the first sheet, "Employees", was read; "Notes" was not',
      ]);
      const plan = planEmployeeImport(file.rows, [], ids());
      expect(plan.skipped).toEqual([]);
      expect(plan.employees).toMatchObject([
        { lastName: 'Díaz', payType: 'salary', salary: 9_100_050, startDate: '2024-01-15' },
        { payType: 'hourly', hourlyRate: 2_500, hoursPerWeek: 37.5, startDate: '2023-05-02' },
      ]);
    });
  }

  it('reads an HTML table saved with an .xls name', () => {
    const html =
      '<html><body><table><tr><td>First Name</td><td>Last Name</td><td>Email</td><td>Salary</td></tr>' +
      '<tr><td>Ada</td><td>Byron</td><td>ada@x.test</td><td>$90,000.00</td></tr></table></body></html>';
    const file = readEmployeeFile(utf8(html), 'export.xls');
    expect(file.format).toBe('xls');
    expect(planEmployeeImport(file.rows, [], ids()).employees).toMatchObject([
      { firstName: 'Ada', salary: 9_000_000 },
    ]);
  });

  it('decides by content, not by name', () => {
    expect(readEmployeeFile(utf8('First,Last,Email\n'), 'staff.xlsx').format).toBe('csv');
    expect(readEmployeeFile(workbook(rows, 'xlsx'), 'staff.csv').format).toBe('xlsx');
  });

  it('reads Windows-1252 and UTF-16 text', () => {
    const ansi = new Uint8Array([
      ...utf8('First,Last,Email,Salary\nJos'),
      0xe9,
      ...utf8(',Ruiz,j@x.test,100\n'),
    ]);
    expect(
      planEmployeeImport(readEmployeeFile(ansi, 'a.csv').rows, [], ids()).employees[0]?.firstName,
    ).toBe('José');
    const text = '\uFEFFFirst\tLast\tEmail\tSalary\r\nZoë\tMüller\tz@x.test\t100\r\n';
    const utf16 = new Uint8Array(text.length * 2);
    for (let i = 0; i < text.length; i += 1) {
      utf16[i * 2] = text.charCodeAt(i) & 0xff;
      utf16[i * 2 + 1] = text.charCodeAt(i) >> 8;
    }
    expect(
      planEmployeeImport(readEmployeeFile(utf16, 'u.txt').rows, [], ids()).employees[0],
    ).toMatchObject({
      firstName: 'Zoë',
      lastName: 'Müller',
    });
  });
});

describe('files Keel refuses, with the spec message', () => {
  const png = new Uint8Array([
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48,
  ]);
  const cases: [string, Uint8Array, string][] = [
    ['a PDF', utf8('%PDF-1.7\n1 0 obj\n'), 'it is a PDF'],
    ['an image', png, 'not a CSV file or an Excel spreadsheet'],
    ['an empty file', utf8('  \n'), 'The file is empty'],
    ['a zip that is no workbook', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4]), 'could not be read as a spreadsheet'],
    ['a broken .xls', new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 1]), 'could not be read as a spreadsheet'],
  ]; // prettier-ignore
  for (const [what, bytes, detail] of cases) {
    it(`refuses ${what}`, () => {
      const error = refusal(() => readEmployeeFile(bytes, 'upload.bin'));
      expect(error.message).toBe(CSV_PARSE_FAILED_MESSAGE);
      expect(error.title).toBe('Error');
      expect(error.detail).toContain('upload.bin: ');
      expect(error.detail).toContain(detail);
    });
  }

  it('refuses a file without a recognisable header', () => {
    for (const text of [
      'John,Doe,john@x.test,75000\nJane,Roe,jane@x.test,80000\n',
      '# Employees\nThis file lists our staff.\n',
      'Name,Email,Salary\nJohn Doe,john@x.test,75000\n',
    ]) {
      const error = refusal(() => planCsv(text));
      expect(error.message).toBe('Failed to parse CSV file. Please check the format.');
      expect(error.detail).toMatch(/^No header row with First Name, Last Name and Email columns/);
    }
    expect(refusal(() => planCsv('Name,Email\nx,y')).detail).toContain(
      'missing: First name, Last name',
    );
  });
});

describe('large files', () => {
  it('plans a 10,000-row CSV and reports progress', () => {
    const lines = ['First Name,Last Name,Email,Pay Type,Salary,Hourly Rate,Hours Per Week'];
    for (let i = 1; i <= 10_000; i += 1) {
      lines.push(
        i % 2
          ? `F${i},L${i},e${i}@x.test,salary,"$${50_000 + i}.00",,`
          : `F${i},L${i},e${i}@x.test,hourly,,${(15 + (i % 30)).toFixed(2)},${20 + (i % 21)}`,
      );
    }
    lines[5_001] = 'Broken,Row,broken@x.test,salary,n/a,,';
    const progress: [number, number][] = [];
    const started = performance.now();
    const file = readEmployeeFile(utf8(lines.join('\r\n')), 'big.csv');
    const plan = planEmployeeImport(file.rows, [], {
      ...ids(),
      onProgress: (done, total) => progress.push([done, total]),
      progressEvery: 1_000,
    });
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(plan.employees).toHaveLength(9_999);
    expect(plan.skipped).toEqual([
      { row: 5_002, reason: 'Row 5002: Salary "n/a" is not a number' },
    ]);
    expect(progress).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((k) => [k * 1_000, 10_000]));
    expect(importedMessage(plan.employees.length)).toBe('Successfully imported 9999 employees');
  });
});

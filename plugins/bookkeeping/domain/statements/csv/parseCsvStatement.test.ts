import { describe, expect, it } from 'vitest';
import { parsedStatementSchema, type ParsedStatement } from '../statementLine';
import type { CsvNeedsMapping } from './csvMapping';
import { isCsvNeedsMapping, parseCsvStatement } from './parseCsvStatement';

/** Parses and insists the reader was sure; the output must also satisfy the zod shape. */
function parsed(
  text: string,
  ...rest: Parameters<typeof parseCsvStatement> extends [string, ...infer R] ? R : never
): ParsedStatement {
  const result = parseCsvStatement(text, ...rest);
  if (isCsvNeedsMapping(result)) throw new Error(`needs mapping: ${result.reasons.join(' ')}`);
  return parsedStatementSchema.parse(result);
}

function unsure(text: string): CsvNeedsMapping {
  const result = parseCsvStatement(text);
  if (!isCsvNeedsMapping(result)) throw new Error('expected the mapping step');
  return result;
}

// Chase checking export: a leading "Details" column and a trailing comma on every row.
const chaseChecking = [
  'Details,Posting Date,Description,Amount,Type,Balance,Check or Slip #',
  'DEBIT,11/03/2026,"AMAZON MKTPL*2K4L51 Amzn.com/bill WA           11/02",-23.99,DEBIT_CARD,4210.55,,',
  'CREDIT,11/02/2026,"ACME PAYROLL     PPD ID: 1234567890",2450.00,ACH_CREDIT,4234.54,,',
  'CHECK,10/30/2026,"CHECK 1042",-150.00,CHECK_PAID,1784.54,1042,',
].join('\r\n');

// Chase card export: both a transaction and a post date; the post date is the one that matches OFX.
const chaseCard = [
  'Transaction Date,Post Date,Description,Category,Type,Amount,Memo',
  '11/14/2026,11/15/2026,STARBUCKS STORE 05612,Food & Drink,Sale,-6.45,',
  '11/13/2026,11/13/2026,Payment Thank You-Mobile,,Payment,500.00,',
].join('\n');

// Capital One card export: unsigned Debit and Credit columns.
const debitCredit = [
  'Transaction Date,Posted Date,Card No.,Description,Category,Debit,Credit',
  '2026-11-01,2026-11-02,1234,SHELL OIL 57444,Gas/Automotive,45.10,',
  '2026-11-03,2026-11-03,1234,CAPITAL ONE MOBILE PYMT,Payment/Credit,,500.00',
  '2026-11-04,2026-11-05,1234,"HOME DEPOT #4711, SEATTLE",Merchandise,"1,204.17",',
].join('\n');

// A Dutch bank: semicolons, day-first dates and decimal commas, with account lines above the header.
const european = [
  'Rekening;NL91ABNA0417164300',
  '',
  'Datum;Omschrijving;Bedrag',
  '28/10/2026;Albert Heijn 1234 Amsterdam;-23,45',
  '02/11/2026;"Salaris november; ACME BV";2.150,00',
  '03/11/2026;NS Reizigers;-4,10',
].join('\n');

// Bank of America checking: a summary block, a blank line, then the header and a balance row.
const bankOfAmerica = [
  'Description,,Summary Amt.',
  'Beginning balance as of 10/01/2026,,"1,234.56"',
  'Total credits,,"5,000.00"',
  'Total debits,,"-4,000.00"',
  'Ending balance as of 10/31/2026,,"2,234.56"',
  '',
  'Date,Description,Amount,Running Bal.',
  '10/01/2026,Beginning balance as of 10/01/2026,,"1,234.56"',
  '10/02/2026,"Zelle payment to JOHN SMITH Conf# abc123","-50.00","1,184.56"',
  '10/15/2026,"ACME CORP DES:PAYROLL ID:XXXXX1234 INDN:SMITH","5,000.00","6,184.56"',
].join('\r\n');

describe('parseCsvStatement: bank layouts', () => {
  it('reads a Bank of America export past its summary block and balance row', () => {
    const statement = parsed(bankOfAmerica);
    expect(statement.lines.map((l) => [l.date, l.amountCents, l.sourceLine])).toEqual([
      ['2026-10-02', -5000, 9],
      ['2026-10-15', 500000, 10],
    ]);
    expect(statement.warnings).toEqual([
      'Lines above the header (line 7) were skipped',
      'Row 8 was skipped: it is a balance, not a transaction',
    ]);
  });

  it('reads a Chase checking export', () => {
    const statement = parsed(chaseChecking);
    expect(statement.lines).toEqual([
      {
        date: '2026-11-03',
        description: 'AMAZON MKTPL*2K4L51 Amzn.com/bill WA 11/02',
        amountCents: -2399,
        sourceLine: 2,
      },
      {
        date: '2026-11-02',
        description: 'ACME PAYROLL PPD ID: 1234567890',
        amountCents: 245000,
        sourceLine: 3,
      },
      {
        date: '2026-10-30',
        description: 'CHECK 1042',
        amountCents: -15000,
        checkNumber: '1042',
        sourceLine: 4,
      },
    ]);
    expect(statement.format).toBe('csv');
  });

  it('reads a Chase card export by its post date', () => {
    const statement = parsed(chaseCard);
    expect(statement.lines.map((l) => [l.date, l.amountCents, l.description])).toEqual([
      ['2026-11-15', -645, 'STARBUCKS STORE 05612'],
      ['2026-11-13', 50000, 'Payment Thank You-Mobile'],
    ]);
  });

  it('reads unsigned debit and credit columns as money out and in', () => {
    const statement = parsed(debitCredit);
    expect(statement.lines.map((l) => [l.date, l.amountCents, l.description])).toEqual([
      ['2026-11-02', -4510, 'SHELL OIL 57444'],
      ['2026-11-03', 50000, 'CAPITAL ONE MOBILE PYMT'],
      ['2026-11-05', -120417, 'HOME DEPOT #4711, SEATTLE'],
    ]);
  });

  it('reads a European export with ; and DD/MM dates, skipping the account lines', () => {
    const statement = parsed(european);
    expect(
      statement.lines.map((l) => [l.date, l.amountCents, l.description, l.sourceLine]),
    ).toEqual([
      ['2026-10-28', -2345, 'Albert Heijn 1234 Amsterdam', 4],
      ['2026-11-02', 215000, 'Salaris november; ACME BV', 5],
      ['2026-11-03', -410, 'NS Reizigers', 6],
    ]);
    expect(statement.warnings).toEqual(['Lines above the header (line 3) were skipped']);
  });

  it('follows an Excel "sep=" line and keeps line numbers', () => {
    const text = 'sep=;\nDate;Description;Amount\n2026-11-01;Coffee, large;-3,50\n';
    expect(parsed(text).lines).toEqual([
      { date: '2026-11-01', description: 'Coffee, large', amountCents: -350, sourceLine: 3 },
    ]);
  });

  it('signs unsigned amounts from a DR/CR type column', () => {
    const text =
      'Date,Narrative,Amount,Type\n2026-11-01,RENT NOVEMBER,1200.00,DR\n2026-11-02,REFUND,15.00,CR\n';
    expect(parsed(text).lines.map((l) => l.amountCents)).toEqual([-120000, 1500]);
  });

  it('reads "$5.00 CR", "(12.00)" and "-$5.00" amounts, a pending status and a tab delimiter', () => {
    const text = [
      'Date\tDescription\tAmount\tStatus',
      '11/20/2026\tREFUND WIDGETS\t$5.00 CR\tPosted',
      '11/21/2026\tFEE\t(12.00)\tPosted',
      '11/22/2026\tUBER TRIP\t-$5.00\tPending',
    ].join('\n');
    const lines = parsed(text).lines;
    expect(lines.map((l) => l.amountCents)).toEqual([500, -1200, -500]);
    expect(lines.map((l) => l.pending)).toEqual([undefined, undefined, true]);
  });

  it('skips blank rows and a dateless totals row with a warning', () => {
    const text = 'Date,Description,Amount\n2026-11-01,Coffee,-3.50\n\n,Total,-3.50\n';
    const statement = parsed(text);
    expect(statement.lines).toHaveLength(1);
    expect(statement.warnings).toEqual(['Row 4 was skipped: it has no date']);
  });

  it('keeps a unique transaction id column as the FITID', () => {
    const text =
      'Date,Description,Amount,Transaction ID\n2026-11-01,Coffee,-3.50,T1\n2026-11-01,Coffee,-3.50,T2\n';
    expect(parsed(text).lines.map((l) => l.fitId)).toEqual(['T1', 'T2']);
  });

  it('reads a comma file whose quoted description holds semicolons and line breaks', () => {
    // Split on ';' (quotes ignored), the description's lines agree with each other, not the header.
    const text = 'Date,Description,Amount\n2020-01-01,";\r;\n;a",0.00\n';
    const [line] = parsed(text).lines;
    expect(line).toMatchObject({ date: '2020-01-01', description: '; ; ;a', amountCents: 0 });
  });
});

describe('parseCsvStatement: the column-mapping step', () => {
  it('asks when the dates could be either order, and reads the answer', () => {
    const text = 'Date,Description,Amount\n01/02/2026,Coffee,-3.50\n03/04/2026,Rent,-1200.00\n';
    const step = unsure(text);
    expect(step).toEqual({
      needsMapping: true,
      reasons: [
        'Dates like "01/02/2026" could be month-first (MM/DD/YYYY) or day-first (DD/MM/YYYY).',
      ],
      columns: ['Date', 'Description', 'Amount'],
      sample: [
        ['01/02/2026', 'Coffee', '-3.50'],
        ['03/04/2026', 'Rent', '-1200.00'],
      ],
      suggestion: {
        date: 'Date',
        description: 'Description',
        amount: 'Amount',
        dateFormat: 'MM/DD/YYYY',
        decimalSeparator: '.',
      },
    });
    const answer = { ...step.suggestion, dateFormat: 'DD/MM/YYYY' as const };
    expect(
      parsed(text, answer as Parameters<typeof parseCsvStatement>[1]).lines.map((l) => l.date),
    ).toEqual(['2026-02-01', '2026-04-03']);
  });

  it('asks when there are both an amount and debit/credit columns', () => {
    const text = 'Date,Description,Debit,Credit,Amount\n2026-11-01,Coffee,3.50,,-3.50\n';
    const step = unsure(text);
    expect(step.reasons).toEqual([
      'It has both an amount column ("Amount") and debit/credit columns ("Debit", "Credit").',
    ]);
    const lines = parsed(text, {
      date: 'Date',
      description: 'Description',
      amount: { debit: 'Debit', credit: 'Credit' },
      dateFormat: 'YYYY-MM-DD',
    }).lines;
    expect(lines.map((l) => l.amountCents)).toEqual([-350]);
  });

  it('asks for a file without a header, with columns guessed from the data (Wells Fargo)', () => {
    const text = [
      '"11/03/2026","-23.99","*","","PURCHASE AUTHORIZED ON 11/02 AMAZON MKTPL"',
      '"11/13/2026","2450.00","*","","ACME PAYROLL PPD"',
    ].join('\r\n');
    const step = unsure(text);
    expect(step.reasons).toEqual(['The file has no header row naming its columns.']);
    expect(step.columns).toEqual(['Column 1', 'Column 2', 'Column 3', 'Column 4', 'Column 5']);
    expect(step.suggestion).toMatchObject({
      date: 'Column 1',
      amount: 'Column 2',
      description: 'Column 5',
      dateFormat: 'MM/DD/YYYY',
    });
    const lines = parsed(text, step.suggestion as Parameters<typeof parseCsvStatement>[1]).lines;
    expect(lines.map((l) => [l.date, l.amountCents, l.sourceLine])).toEqual([
      ['2026-11-03', -2399, 1],
      ['2026-11-13', 245000, 2],
    ]);
  });

  it('asks when the header names nothing it knows', () => {
    const step = unsure('Fecha valor,Concepto,Importe EUR\n2026-11-01,Cafe,-3.50\n');
    expect(step.reasons).toContain('No column is named like a date.');
    expect(step.suggestion).toMatchObject({
      date: 'Fecha valor',
      amount: 'Importe EUR',
      description: 'Concepto',
    });
  });

  it('refuses a mapping that names a column the file lacks', () => {
    expect(() =>
      parseCsvStatement('Date,Description,Amount\n2026-11-01,Coffee,-3.50\n', {
        date: 'Posted',
        description: 'Description',
        amount: 'Amount',
        dateFormat: 'YYYY-MM-DD',
      }),
    ).toThrow('Mapping: column "Posted" is not in this file');
  });
});

describe('parseCsvStatement: bad input', () => {
  const rows = (bad: string) =>
    [
      'Date,Description,Amount',
      ...Array.from({ length: 12 }, (_, i) => `11/${10 + i}/2026,Coffee ${i},-3.50`),
      bad,
    ].join('\n');

  it('names the row and text of an amount that is not a number', () => {
    expect(() => parseCsvStatement(rows('11/30/2026,Lunch,"12,3.4"'))).toThrow(
      'Row 14: amount "12,3.4" is not a number',
    );
  });

  it('names the row of an empty amount', () => {
    expect(() => parseCsvStatement(rows('11/30/2026,Lunch,'))).toThrow('Row 14: amount is empty');
  });

  it('names the row of a date that does not exist', () => {
    expect(() => parseCsvStatement(rows('02/30/2026,Lunch,-1.00'))).toThrow(
      'Row 14: date "02/30/2026" is not a valid date (read as MM/DD/YYYY)',
    );
  });

  it('names rows that mix day-first and month-first dates', () => {
    expect(() =>
      parseCsvStatement('Date,Description,Amount\n13/01/2026,a,1\n01/13/2026,b,2\n'),
    ).toThrow(
      'Rows 2 and 3: dates are written both day-first ("13/01/2026") and month-first ("01/13/2026")',
    );
  });

  it('refuses a row with both a debit and a credit', () => {
    expect(() =>
      parseCsvStatement('Date,Description,Debit,Credit\n2026-11-01,Odd,1.00,2.00\n'),
    ).toThrow('Row 2: both Debit "1.00" and Credit "2.00" have an amount');
  });

  it('refuses a file that is not a bank statement', () => {
    expect(() => parseCsvStatement('Name,Email\nAnn,ann@example.com\nBo,bo@example.com\n')).toThrow(
      'This file is not a bank statement: no date column found',
    );
    expect(() => parseCsvStatement('Date,Event\n2026-11-01,Offsite\n')).toThrow(
      'This file is not a bank statement: no amount column found',
    );
    expect(() => parseCsvStatement('\ufeff \n')).toThrow('This file is empty');
  });

  it('names the line of broken quoting', () => {
    expect(() =>
      parseCsvStatement(
        'Date,Description,Amount\n2026-11-01,"Coffee,-3.50\n2026-11-02,Tea,-2.00\n',
      ),
    ).toThrow('Line 2: broken quoting: a quoted field is never closed');
  });
});

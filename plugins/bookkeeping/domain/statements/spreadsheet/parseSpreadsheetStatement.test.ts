import * as XLSX from '@e965/xlsx';
import { zipSync, strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { CsvNeedsMapping } from '../csv/csvMapping';
import { isCsvNeedsMapping } from '../csv/parseCsvStatement';
import { StatementError } from '../statementError';
import { parsedStatementSchema, type ParsedStatement } from '../statementLine';
import { parseSpreadsheetStatement } from './parseSpreadsheetStatement';
import { numberText } from './readSpreadsheetRows';

type Cell = XLSX.CellObject | string | number | null;

/** A workbook's bytes from sheets of rows; cell objects pass through as written. */
function workbook(
  sheets: Record<string, Cell[][]>,
  bookType: 'xlsx' | 'biff8',
  options: { date1904?: boolean; merges?: XLSX.Range[] } = {},
): Uint8Array {
  const book = XLSX.utils.book_new();
  for (const [name, rows] of Object.entries(sheets)) {
    const sheet: XLSX.WorkSheet = {};
    let width = 0;
    rows.forEach((row, r) => {
      width = Math.max(width, row.length);
      row.forEach((value, c) => {
        if (value === null) return;
        const cell: XLSX.CellObject =
          typeof value === 'string'
            ? { t: 's', v: value }
            : typeof value === 'number'
              ? { t: 'n', v: value }
              : value;
        sheet[XLSX.utils.encode_cell({ r, c })] = cell;
      });
    });
    if (rows.length > 0) {
      sheet['!ref'] = XLSX.utils.encode_range({
        s: { r: 0, c: 0 },
        e: { r: rows.length - 1, c: Math.max(0, width - 1) },
      });
    }
    if (options.merges) sheet['!merges'] = options.merges;
    XLSX.utils.book_append_sheet(book, sheet, name);
  }
  if (options.date1904) book.Workbook = { WBProps: { date1904: true } };
  return new Uint8Array(XLSX.write(book, { type: 'array', bookType }) as ArrayBuffer);
}

/** A date cell: an Excel serial number shown with a date format, as Excel stores one. */
const serial = (value: number, format = 'mm/dd/yyyy'): XLSX.CellObject => ({
  t: 'n',
  v: value,
  z: format,
});

function parsed(
  bytes: Uint8Array,
  ...rest: [] | [Parameters<typeof parseSpreadsheetStatement>[1]]
) {
  const result = parseSpreadsheetStatement(bytes, ...rest);
  if (isCsvNeedsMapping(result)) throw new Error(`needs mapping: ${result.reasons.join(' ')}`);
  return parsedStatementSchema.parse(result) satisfies ParsedStatement;
}

function unsure(bytes: Uint8Array): CsvNeedsMapping {
  const result = parseSpreadsheetStatement(bytes);
  if (!isCsvNeedsMapping(result)) throw new Error('expected the mapping step');
  return result;
}

function failure(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof StatementError) return error.message;
    throw error;
  }
  throw new Error('expected a StatementError');
}

// A bank's "Export to Excel": a merged title row, account lines, a blank row, then the table with
// unsigned debit/credit columns, date serials (one with a time of day), a formula and a totals row.
const bankExport: Cell[][] = [
  ['First Example Bank — Checking activity'],
  ['Account', '****1234'],
  [],
  ['Posting Date', 'Description', 'Debit', 'Credit', 'Balance'],
  [serial(46027), 'COFFEE SHOP SEATTLE', 4.5, null, 995.5],
  [serial(46028.75, 'm/d/yy h:mm'), 'ACME PAYROLL', null, 1234.56, 2230.06],
  [serial(46029), 'FEE REFUND', null, { t: 'n', v: 0.1 + 0.2, f: '0.1+0.2' }, 2230.36],
  [serial(46030, 'yyyy-mm-dd'), 'RENT', 1500, null, 730.36],
  [null, 'Totals', 1504.5, 1234.86, null],
];
const bankExportMerges: XLSX.Range[] = [{ s: { r: 0, c: 0 }, e: { r: 0, c: 4 } }];
const bankExportLines = [
  { date: '2026-01-05', description: 'COFFEE SHOP SEATTLE', amountCents: -450, sourceLine: 5 },
  { date: '2026-01-06', description: 'ACME PAYROLL', amountCents: 123456, sourceLine: 6 },
  { date: '2026-01-07', description: 'FEE REFUND', amountCents: 30, sourceLine: 7 },
  { date: '2026-01-08', description: 'RENT', amountCents: -150000, sourceLine: 8 },
];

/** The OLE2 container Excel saves a password-protected workbook in (contents left empty). */
function encryptedWorkbook(): Uint8Array {
  const cfbApi = XLSX.CFB as {
    utils: { cfb_new(): unknown; cfb_add(cfb: unknown, path: string, data: Uint8Array): void };
    write(cfb: unknown, options: { type: 'array' }): ArrayLike<number>;
  };
  const cfb = cfbApi.utils.cfb_new();
  cfbApi.utils.cfb_add(cfb, '/EncryptionInfo', new Uint8Array([4, 0, 4, 0, 0x40, 0, 0, 0]));
  cfbApi.utils.cfb_add(cfb, '/EncryptedPackage', new Uint8Array(64));
  return Uint8Array.from(cfbApi.write(cfb, { type: 'array' }));
}

describe('parseSpreadsheetStatement', () => {
  it.each(['xlsx', 'biff8'] as const)(
    'reads a %s bank export past its title rows, with date serials and debit/credit columns',
    (bookType) => {
      const bytes = workbook({ Activity: bankExport }, bookType, { merges: bankExportMerges });
      const statement = parsed(bytes);
      expect(statement.format).toBe(bookType === 'xlsx' ? 'xlsx' : 'xls');
      expect(statement.lines).toEqual(bankExportLines);
      expect(statement.warnings).toEqual([
        'Rows above the header (row 4) were skipped',
        'Row 9 was skipped: it has no date',
      ]);
    },
  );

  it.each(['xlsx', 'biff8'] as const)('reads %s dates in the 1904 date system', (bookType) => {
    const rows: Cell[][] = [
      ['Date', 'Description', 'Amount'],
      [serial(44565), 'COFFEE', -4.5],
      [serial(44566.5), 'PAYROLL', 100],
    ];
    const statement = parsed(workbook({ Sheet1: rows }, bookType, { date1904: true }));
    expect(statement.lines.map((l) => [l.date, l.amountCents])).toEqual([
      ['2026-01-05', -450],
      ['2026-01-06', 10000],
    ]);
  });

  it('reads the same dates whatever the machine time zone', () => {
    const bytes = workbook({ Activity: bankExport }, 'xlsx', { merges: bankExportMerges });
    const saved = process.env.TZ;
    try {
      for (const zone of ['Pacific/Kiritimati', 'America/Los_Angeles', 'Asia/Kolkata']) {
        process.env.TZ = zone;
        expect(parsed(bytes).lines.map((l) => l.date)).toEqual(bankExportLines.map((l) => l.date));
      }
    } finally {
      process.env.TZ = saved;
    }
  });

  it('reads numeric amounts exactly and rejects ones with fractions of a cent', () => {
    const rows: Cell[][] = [
      ['Date', 'Description', 'Amount'],
      [serial(46027), 'A', 1234567.89],
      [serial(46027), 'B', -0.07],
      [serial(46027), 'C', 19.99],
    ];
    expect(parsed(workbook({ S: rows }, 'xlsx')).lines.map((l) => l.amountCents)).toEqual([
      123456789, -7, 1999,
    ]);
    rows.push([serial(46028), 'D', 12.345]);
    expect(failure(() => parseSpreadsheetStatement(workbook({ S: rows }, 'xlsx')))).toBe(
      'Row 5: amount "12.345" has more than 2 decimal places',
    );
  });

  it('reads the first sheet that has data and says which sheets it ignored', () => {
    const bytes = workbook(
      {
        Cover: [],
        Transactions: [
          ['Date', 'Description', 'Amount'],
          ['2026-01-05', 'COFFEE', '-4.50'],
        ],
        Notes: [['Exported by online banking']],
      },
      'xlsx',
    );
    const statement = parsed(bytes);
    expect(statement.lines).toEqual([
      { date: '2026-01-05', description: 'COFFEE', amountCents: -450, sourceLine: 2 },
    ]);
    expect(statement.warnings).toEqual([
      'Only the first sheet with data, "Transactions", was read; the sheet "Notes" was ignored',
    ]);
  });

  it('asks for the mapping when text dates could be day- or month-first, then applies it', () => {
    const rows: Cell[][] = [
      ['Date', 'Details', 'Amount'],
      ['01/02/2026', 'COFFEE', -4.5],
      ['03/04/2026', 'PAYROLL', 100],
    ];
    const bytes = workbook({ S: rows }, 'biff8');
    const step = unsure(bytes);
    expect(step.columns).toEqual(['Date', 'Details', 'Amount']);
    expect(step.sample).toEqual([
      ['01/02/2026', 'COFFEE', '-4.5'],
      ['03/04/2026', 'PAYROLL', '100'],
    ]);
    expect(step.suggestion).toMatchObject({ date: 'Date', amount: 'Amount' });
    const statement = parsed(bytes, {
      date: 'Date',
      description: 'Details',
      amount: 'Amount',
      dateFormat: 'DD/MM/YYYY',
    });
    expect(statement.lines.map((l) => [l.date, l.amountCents])).toEqual([
      ['2026-02-01', -450],
      ['2026-04-03', 10000],
    ]);
  });

  it('reports formulas saved without a result instead of reading them as blanks', () => {
    const rows: Cell[][] = [
      ['Date', 'Description', 'Amount'],
      [serial(46027), 'COFFEE', -4.5],
      [serial(46028), 'SPLIT', { t: 'n', f: 'C2*2' } as XLSX.CellObject],
    ];
    expect(failure(() => parseSpreadsheetStatement(workbook({ S: rows }, 'xlsx')))).toBe(
      'Row 3: amount "=C2*2" is not a number',
    );
    rows[2] = [serial(46028), { t: 'n', f: 'LEN("split")' } as XLSX.CellObject, -9];
    expect(parsed(workbook({ S: rows }, 'xlsx')).warnings).toEqual([
      '1 formula cell has no saved result and was read as written (B3 =LEN("split")); open the file in Excel and save it to store the results',
    ]);
  });

  it.each(['xlsx', 'biff8'] as const)('names an error value in a %s amount cell', (bookType) => {
    const rows: Cell[][] = [
      ['Date', 'Description', 'Amount'],
      [serial(46027), 'COFFEE', { t: 'e', v: 0x2a }],
    ];
    expect(failure(() => parseSpreadsheetStatement(workbook({ S: rows }, bookType)))).toBe(
      'Row 2: amount "#N/A" is not a number',
    );
  });

  it('reads an HTML table saved with an .xls name as written', () => {
    const html = [
      '<html><body><table>',
      '<tr><td>Date</td><td>Description</td><td>Amount</td></tr>',
      '<tr><td>01/15/2026</td><td>COFFEE &amp; CAKE</td><td>-4.50</td></tr>',
      '<tr><td>01/16/2026</td><td>PAYROLL</td><td>1,234.56</td></tr>',
      '</table></body></html>',
    ].join('\n');
    const statement = parsed(new TextEncoder().encode(html));
    expect(statement.format).toBe('xls');
    expect(statement.lines.map((l) => [l.date, l.description, l.amountCents])).toEqual([
      ['2026-01-15', 'COFFEE & CAKE', -450],
      ['2026-01-16', 'PAYROLL', 123456],
    ]);
  });

  it('refuses files that are not spreadsheets or have no rows', () => {
    const garbage = new Uint8Array(2048).map((_, i) => (i * 7919 + 13) % 256);
    expect(failure(() => parseSpreadsheetStatement(garbage))).toMatch(
      /^This file is not a spreadsheet/,
    );
    expect(failure(() => parseSpreadsheetStatement(new TextEncoder().encode('a,b\n1,2')))).toMatch(
      /^This file is not a spreadsheet/,
    );
    const notAWorkbook = zipSync({ 'word/document.xml': strToU8('<w:document/>') });
    expect(failure(() => parseSpreadsheetStatement(notAWorkbook))).toMatch(
      /^This file could not be read as a spreadsheet \(.+\)$/,
    );
    const truncatedXls = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
    expect(failure(() => parseSpreadsheetStatement(truncatedXls))).toMatch(
      /^This file could not be read as a spreadsheet/,
    );
    expect(failure(() => parseSpreadsheetStatement(encryptedWorkbook()))).toBe(
      'This spreadsheet is password-protected; save it without a password and upload it again',
    );
    expect(failure(() => parseSpreadsheetStatement(workbook({ Empty: [] }, 'xlsx')))).toBe(
      'This spreadsheet has no rows: every sheet is empty',
    );
    expect(failure(() => parseSpreadsheetStatement(workbook({ Blank: [[''], []] }, 'biff8')))).toBe(
      'This spreadsheet has no rows: every sheet is empty',
    );
  });
});

describe('numberText', () => {
  it('writes the decimal Excel shows, never binary noise or exponents', () => {
    expect(numberText(0.1 + 0.2)).toBe('0.3');
    expect(numberText(1234.56)).toBe('1234.56');
    expect(numberText(-4.5)).toBe('-4.5');
    expect(numberText(-0)).toBe('0');
    expect(numberText(1e21)).toBe('1000000000000000000000');
    expect(numberText(1e-7)).toBe('0.0000001');
    expect(numberText(100.00000000000001)).toBe('100');
  });
});

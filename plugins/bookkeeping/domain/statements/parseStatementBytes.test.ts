import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { isCsvNeedsMapping } from './csv/parseCsvStatement';
import { MAX_STATEMENT_BYTES, parseStatementBytes } from './parseStatementBytes';
import { PDF_NO_TEXT_MESSAGE } from './pdf/parsePdfStatement';
import { writeTextPdf } from './pdf/writeTextPdf.testSupport';
import { sniffStatementBytes } from './sniffStatementBytes';
import { StatementError } from './statementError';
import type { ParsedStatement } from './statementLine';
import type { CsvNeedsMapping } from './csv/csvMapping';

const encode = (text: string) => new TextEncoder().encode(text);

function sheetBytes(bookType: 'xlsx' | 'biff8'): Uint8Array {
  const sheet = XLSX.utils.aoa_to_sheet([
    ['Date', 'Description', 'Amount'],
    [{ t: 'n', v: 46027, z: 'yyyy-mm-dd' }, 'COFFEE', -4.5],
  ]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Activity');
  return new Uint8Array(XLSX.write(book, { type: 'array', bookType }) as ArrayBuffer);
}

const textPdf = () =>
  writeTextPdf([
    {
      runs: [
        { x: 50, y: 700, text: 'Statement date: 01/31/2026' },
        { x: 50, y: 680, text: '01/05' },
        { x: 110, y: 680, text: 'COFFEE' },
        { x: 400, y: 680, text: '-4.50' },
      ],
    },
  ]);

async function read(name: string, bytes: Uint8Array): Promise<ParsedStatement> {
  const result = await parseStatementBytes(name, bytes);
  if (isCsvNeedsMapping(result)) throw new Error(`needs mapping: ${result.reasons.join(' ')}`);
  return result;
}

async function failure(name: string, bytes: Uint8Array): Promise<string> {
  try {
    await parseStatementBytes(name, bytes);
  } catch (error) {
    if (error instanceof StatementError) return error.message;
    throw error;
  }
  throw new Error('expected a StatementError');
}

const coffee = { date: '2026-01-05', description: 'COFFEE', amountCents: -450 };

describe('parseStatementBytes', () => {
  it('opens each kind of file by its content, whatever its name', async () => {
    const cases: [string, Uint8Array, ParsedStatement['format']][] = [
      ['statement.xlsx', sheetBytes('xlsx'), 'xlsx'],
      ['statement.xls', sheetBytes('biff8'), 'xls'],
      ['download.csv', sheetBytes('xlsx'), 'xlsx'],
      ['statement.pdf', textPdf(), 'pdf'],
      ['statement', textPdf(), 'pdf'],
      ['statement.csv', encode('Date,Description,Amount\n2026-01-05,COFFEE,-4.50\n'), 'csv'],
    ];
    for (const [name, bytes, format] of cases) {
      const statement = await read(name, bytes);
      expect([name, statement.format]).toEqual([name, format]);
      expect(statement.lines).toEqual([expect.objectContaining(coffee)]);
    }
  });

  it('reads OFX and QIF text through the text readers', async () => {
    const qif = '!Type:Bank\nD01/05/2026\nT-4.50\nPCOFFEE\n^\n';
    const statement = await read('export.qif', encode(qif));
    expect(statement.format).toBe('qif');
    expect(statement.lines).toEqual([expect.objectContaining(coffee)]);
  });

  it('reads the text and HTML files banks download with an .xls name', async () => {
    const tsv = await read(
      'export.xls',
      encode('Date\tDescription\tAmount\n2026-01-05\tCOFFEE\t-4.50\n'),
    );
    expect([tsv.format, tsv.lines]).toEqual(['csv', [expect.objectContaining(coffee)]]);
    const html = await read(
      'export.xls',
      encode(
        '<table><tr><td>Date</td><td>Description</td><td>Amount</td></tr><tr><td>2026-01-05</td><td>COFFEE</td><td>-4.50</td></tr></table>',
      ),
    );
    expect([html.format, html.lines]).toEqual(['xls', [expect.objectContaining(coffee)]]);
  });

  it('passes the mapping answer to spreadsheets', async () => {
    const sheet = XLSX.utils.aoa_to_sheet([
      ['When', 'What', 'How much'],
      ['01/02/2026', 'COFFEE', -4.5],
    ]);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'S');
    const bytes = new Uint8Array(
      XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer,
    );
    const first = await parseStatementBytes('s.xlsx', bytes);
    expect(isCsvNeedsMapping(first)).toBe(true);
    expect((first as CsvNeedsMapping).columns).toEqual(['When', 'What', 'How much']);
    const mapped = await parseStatementBytes('s.xlsx', bytes, {
      mapping: { date: 'When', description: 'What', amount: 'How much', dateFormat: 'DD/MM/YYYY' },
    });
    expect(isCsvNeedsMapping(mapped) ? [] : mapped.lines).toEqual([
      expect.objectContaining({ date: '2026-02-01', amountCents: -450 }),
    ]);
  });

  it('refuses files of 50 MB or more before reading them', async () => {
    expect(MAX_STATEMENT_BYTES).toBe(52_428_800);
    const huge = new Uint8Array(MAX_STATEMENT_BYTES);
    huge.set(encode('%PDF-1.4'));
    expect(await failure('big.pdf', huge)).toBe('The file is larger than 50 MB');
    expect(await failure('big.csv', huge.subarray(0, MAX_STATEMENT_BYTES))).toBe(
      'The file is larger than 50 MB',
    );
    // One byte under the limit is read (and here refused for what it is, not for its size).
    expect(await failure('big.csv', new Uint8Array(MAX_STATEMENT_BYTES - 1))).not.toBe(
      'The file is larger than 50 MB',
    );
  });

  it('refuses empty, scanned, fake and unknown files with a clear message', async () => {
    expect(await failure('empty.csv', new Uint8Array())).toBe('This file is empty');
    expect(await failure('scan.pdf', writeTextPdf([{ image: true }]))).toBe(PDF_NO_TEXT_MESSAGE);
    expect(await failure('fake.pdf', encode('Date,Amount\n'))).toBe(
      '"fake.pdf" is not a PDF: it does not start with "%PDF-"',
    );
    expect(await failure('photo.jpg', new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toMatch(
      /^"photo.jpg" is not a bank statement/,
    );
    const zipNotWorkbook = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(await failure('x.xlsx', zipNotWorkbook)).toMatch(
      /^This file could not be read as a spreadsheet/,
    );
  });
});

describe('sniffStatementBytes', () => {
  it('tells zip, OLE2 and PDF files from text by their first bytes', () => {
    expect(sniffStatementBytes(new Uint8Array([0x50, 0x4b, 0x03, 0x04]))).toBe('xlsx');
    expect(
      sniffStatementBytes(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])),
    ).toBe('xls');
    expect(sniffStatementBytes(encode('%PDF-1.7\n'))).toBe('pdf');
    expect(sniffStatementBytes(encode(`${' '.repeat(500)}%PDF-1.7\n`))).toBe('pdf');
    expect(sniffStatementBytes(encode(`${' '.repeat(1100)}%PDF-1.7\n`))).toBe('text');
    expect(sniffStatementBytes(encode('PK,is a name\n'))).toBe('text');
    expect(sniffStatementBytes(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0]))).toBe('text');
  });
});

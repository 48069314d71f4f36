import { describe, expect, it } from 'vitest';
import { detectDelimiter } from './detectDelimiter';
import { readCsvRows } from './readCsvRows';

const fields = (text: string, delimiter = ',') =>
  readCsvRows(text, delimiter).map((row) => row.fields);

describe('readCsvRows', () => {
  it('reads quoted fields, doubled quotes and empty fields', () => {
    expect(fields('a,"b,c","say ""hi""",\r\n,x,"",y')).toEqual([
      ['a', 'b,c', 'say "hi"', ''],
      ['', 'x', '', 'y'],
    ]);
  });

  it('keeps newlines inside quotes and numbers rows by the line they start on', () => {
    const rows = readCsvRows('h1,h2\n"multi\nline\r\nnote",2\r3,4\n', ',');
    expect(rows).toEqual([
      { line: 1, fields: ['h1', 'h2'] },
      { line: 2, fields: ['multi\nline\r\nnote', '2'] },
      { line: 5, fields: ['3', '4'] },
    ]);
  });

  it('drops a byte order mark and a final line break', () => {
    expect(fields('\ufeffDate,Amount\n2026-11-01,5\n')).toEqual([
      ['Date', 'Amount'],
      ['2026-11-01', '5'],
    ]);
  });

  it('keeps a stray quote inside an unquoted field as written', () => {
    expect(fields('12" PIZZA,-9.99')).toEqual([['12" PIZZA', '-9.99']]);
  });

  it('names the line of a quoted field that is never closed', () => {
    expect(() => readCsvRows('a,b\n1,2\n3,"oops\n4,5\n', ',')).toThrow(
      'Line 3: broken quoting: a quoted field is never closed',
    );
  });

  it('names the line where text follows a closing quote', () => {
    expect(() => readCsvRows('a,b\n"x"y,2\n', ',')).toThrow(
      'Line 2: broken quoting: text follows the closing quote of field 1',
    );
    expect(() => readCsvRows('a,b\n1,"open\n2,3\n4,"5"x\n', ',')).toThrow(
      'Line 2: broken quoting: a quoted field opened here runs to line 4 and text follows its closing quote',
    );
  });
});

describe('detectDelimiter', () => {
  it.each([
    ['Date,Description,Amount\n2026-11-01,Coffee,-3.50\n', ','],
    ['Datum;Omschrijving;Bedrag\n28/10/2026;Koffie;-3,50\n02/11/2026;Salaris;2.150,00\n', ';'],
    ['Date\tDescription\tAmount\n2026-11-01\tCoffee, large\t-3.50\n', '\t'],
    ['"Date","Memo"\n"2026-11-01","a;b;c"\n', ','],
  ])('detects the delimiter of %j', (text, delimiter) => {
    expect(detectDelimiter(text)).toBe(delimiter);
  });

  it('reports broken quoting that no delimiter can read', () => {
    expect(() => detectDelimiter('Date,Amount\n2026-11-01,"5\n')).toThrow('Line 2: broken quoting');
  });
});

import { describe, expect, it } from 'vitest';
import { EmployeeImportError } from './employeeImportError';
import { detectDelimiter, readCsvText } from './readCsvText';

const cells = (text: string) => readCsvText(text).map((row) => row.cells);

describe('readCsvText', () => {
  it('reads quoted cells with commas, doubled quotes and line breaks', () => {
    expect(cells('a,"b, c","say ""hi""","two\r\nlines"\r\nx,y,z,w\r\n')).toEqual([
      ['a', 'b, c', 'say "hi"', 'two\r\nlines'],
      ['x', 'y', 'z', 'w'],
    ]);
  });

  it('takes CRLF, LF and CR line ends and a BOM; a final line break adds no row', () => {
    expect(cells('\uFEFFa,b\r\nc,d\ne,f\rg,h\n')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
      ['e', 'f'],
      ['g', 'h'],
    ]);
  });

  it('numbers rows as a spreadsheet does, blank ones counted', () => {
    const rows = readCsvText('h1,h2\n\n"multi\nline",x\nlast,y');
    expect(rows.map((row) => row.row)).toEqual([1, 2, 3, 4]);
    expect(rows[1]!.cells).toEqual(['']);
    expect(rows[3]!.cells).toEqual(['last', 'y']);
  });

  it('keeps empty cells and a trailing delimiter', () => {
    expect(cells('a,,c,\n')).toEqual([['a', '', 'c', '']]);
  });

  it('keeps stray quotes inside an unquoted cell as written', () => {
    expect(cells('5\'10" tall,"x"y\n')).toEqual([['5\'10" tall', 'xy']]);
  });

  it('detects ; and tab, and honours an Excel sep= line', () => {
    expect(detectDelimiter('First;Last;Email;"a,b"\n1,2,3,4,5,6')).toBe(';');
    expect(detectDelimiter('\n\nFirst\tLast\tEmail')).toBe('\t');
    expect(detectDelimiter('Name')).toBe(',');
    expect(cells('sep=;\r\nFirst;Last\r\n"Doe; Jr";x')).toEqual([
      ['First', 'Last'],
      ['Doe; Jr', 'x'],
    ]);
  });

  it('refuses a quoted cell that is never closed, naming the row', () => {
    const run = () => readCsvText('a,b\nc,"never closed\nd,e');
    expect(run).toThrow(EmployeeImportError);
    expect(run).toThrow(expect.objectContaining({ detail: expect.stringContaining('Row 2') }));
  });
});

import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from './csvCell';

describe('csvCell', () => {
  it('quotes per RFC 4180 only when needed, doubling quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('')).toBe('');
    expect(csvCell('Doe, Jane')).toBe('"Doe, Jane"');
    expect(csvCell('5\'10" "Ace"')).toBe('"5\'10"" ""Ace"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('cr\rhere')).toBe('"cr\rhere"');
  });

  it('neutralises formula starts with an apostrophe', () => {
    expect(csvCell('=HYPERLINK("http://evil","click")')).toBe(
      '"\'=HYPERLINK(""http://evil"",""click"")"',
    );
    expect(csvCell('+1 555 0100')).toBe("'+1 555 0100");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1:A2)')).toBe("'@SUM(A1:A2)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('\r=1')).toBe('"\'\r=1"');
    expect(csvCell("=cmd|' /C calc'!A0")).toBe("'=cmd|' /C calc'!A0");
  });

  it('leaves plain numbers, negative ones too, as numbers', () => {
    expect(csvCell('-12.50')).toBe('-12.50');
    expect(csvCell('-7')).toBe('-7');
    expect(csvCell('1234.56')).toBe('1234.56');
    expect(csvCell('-')).toBe("'-");
    expect(csvCell('-1e5')).toBe("'-1e5");
  });

  it('ends a line with CRLF', () => {
    expect(csvLine(['a', 'b,c', '=x'])).toBe('a,"b,c",\'=x\r\n');
  });
});

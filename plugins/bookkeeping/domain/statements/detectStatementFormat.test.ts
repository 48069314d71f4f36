import { describe, expect, it } from 'vitest';
import { detectStatementFormat } from './detectStatementFormat';
import { parseStatementFile } from './parseStatementFile';

describe('detectStatementFormat', () => {
  it.each([
    ['export.csv', 'Date,Description,Amount\n', 'csv'],
    ['Chase1234_Activity.CSV', '\ufeffDetails,Posting Date\n', 'csv'],
    ['download.qfx', 'OFXHEADER:100\nDATA:OFXSGML\n', 'ofx'],
    ['statement.csv', '<?xml version="1.0"?>\n<?OFX OFXHEADER="200"?>\n<OFX>', 'ofx'],
    ['bank.ofx', '\n\n<OFX>\n', 'ofx'],
    ['checking.qif', '!Type:Bank\nD1/1/26\n', 'qif'],
    ['noext', '!Account\nNChecking\n', 'qif'],
    ['statement.pdf', '%PDF-1.7\n', 'pdf'],
    ['statement.xlsx', 'PK\u0003\u0004\u0014\u0000', 'xlsx'],
    ['statement.xls', '\u00d0\u00cf\u0011\u00e0\u00a1\u00b1', 'xls'],
  ])('sees %s as %s', (fileName, text, format) => {
    expect(detectStatementFormat(fileName, text)).toBe(format);
  });

  it('refuses a file that is not a statement', () => {
    expect(() => detectStatementFormat('photo.jpg', '\u00ff\u00d8\u00ff\u00e0')).toThrow(
      '"photo.jpg" is not a bank statement: Keel reads .csv, .ofx, .qfx, .qif, .xlsx, .xls and .pdf files',
    );
    expect(() => detectStatementFormat('renamed.csv', 'GIF89a\u0000\u0001')).toThrow(
      '"renamed.csv" is not a bank statement',
    );
  });
});

describe('parseStatementFile', () => {
  it('reads each text format through one call', () => {
    const csv = parseStatementFile('a.csv', 'Date,Description,Amount\n2026-11-01,Coffee,-3.50\n');
    const qif = parseStatementFile('a.qif', '!Type:Bank\nD11/13/2026\nT-3.50\nPCoffee\n^\n');
    const ofx = parseStatementFile(
      'a.ofx',
      '<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><BANKTRANLIST><STMTTRN><DTPOSTED>20261101<TRNAMT>-3.50<FITID>1<NAME>Coffee</STMTTRN></BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>',
    );
    for (const result of [csv, qif, ofx]) {
      expect(result).toMatchObject({ lines: [{ amountCents: -350, description: 'Coffee' }] });
    }
  });

  it('says plainly that spreadsheets and PDFs need another reader', () => {
    expect(() => parseStatementFile('s.pdf', '%PDF-1.7')).toThrow(
      '"s.pdf" is a .pdf file, which this reader does not open',
    );
  });
});

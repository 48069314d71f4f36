import { describe, expect, it } from 'vitest';
import { parsedStatementSchema } from '../statementLine';
import { parseOfxDate } from './ofxDate';
import { parseOfxStatement, parseOfxStatements } from './parseOfxStatement';

const transaction = (fields: string) => `<STMTTRN>\n${fields.trim()}\n</STMTTRN>`;

// OFX 1.02 SGML as banks' "Download to Quicken/Money" buttons write it: leaves without closing tags.
const sgml = (transactions: string[]) =>
  `OFXHEADER:100
DATA:OFXSGML
VERSION:102
SECURITY:NONE
ENCODING:USASCII
CHARSET:1252
COMPRESSION:NONE
OLDFILEUID:NONE
NEWFILEUID:NONE

<OFX>
<SIGNONMSGSRSV1>
<SONRS>
<STATUS>
<CODE>0
<SEVERITY>INFO
</STATUS>
<DTSERVER>20261115120000[-5:EST]
<LANGUAGE>ENG
<INTU.BID>10898
</SONRS>
</SIGNONMSGSRSV1>
<BANKMSGSRSV1>
<STMTTRNRS>
<TRNUID>1
<STATUS>
<CODE>0
<SEVERITY>INFO
</STATUS>
<STMTRS>
<CURDEF>USD
<BANKACCTFROM>
<BANKID>021000021
<ACCTID>000123456789
<ACCTTYPE>CHECKING
</BANKACCTFROM>
<BANKTRANLIST>
<DTSTART>20261101
<DTEND>20261115
${transactions.join('\n')}
</BANKTRANLIST>
<LEDGERBAL>
<BALAMT>4210.55
<DTASOF>20261115
</LEDGERBAL>
</STMTRS>
</STMTTRNRS>
</BANKMSGSRSV1>
</OFX>
`;

const sgmlTransactions = [
  transaction(`
<TRNTYPE>DEBIT
<DTPOSTED>20261103120000.000[-5:EST]
<TRNAMT>-23.99
<FITID>202611030001
<NAME>AMAZON MKTPL*2K4L51
<MEMO>Amzn.com/bill WA`),
  transaction(`
<TRNTYPE>DIRECTDEP
<DTPOSTED>20261102
<TRNAMT>2450.00
<FITID>202611020002
<NAME>ACME PAYROLL
<MEMO>`),
  transaction(`
<TRNTYPE>CHECK
<DTPOSTED>20261105
<TRNAMT>-150.00
<FITID>202611050003
<CHECKNUM>1042
<NAME>CHECK 1042`),
  transaction(`
<TRNTYPE>POS
<DTPOSTED>20261106
<TRNAMT>-64.20
<FITID>202611060004
<NAME>AT&amp;T MOBILITY
<MEMO>H&M gift card`),
];

// OFX 2.x XML from a card issuer, closing tags everywhere; the last posting is at 23:30 New York time.
const xml = `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<?OFX OFXHEADER="200" VERSION="220" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>
<OFX>
  <SIGNONMSGSRSV1><SONRS><STATUS><CODE>0</CODE><SEVERITY>INFO</SEVERITY></STATUS>
    <DTSERVER>20261201080000.000[-5:EST]</DTSERVER><LANGUAGE>ENG</LANGUAGE></SONRS></SIGNONMSGSRSV1>
  <CREDITCARDMSGSRSV1>
    <CCSTMTTRNRS>
      <TRNUID>0</TRNUID>
      <STATUS><CODE>0</CODE><SEVERITY>INFO</SEVERITY></STATUS>
      <CCSTMTRS>
        <CURDEF>USD</CURDEF>
        <CCACCTFROM><ACCTID>4111111111111111</ACCTID></CCACCTFROM>
        <BANKTRANLIST>
          <DTSTART>20261101000000.000[-5:EST]</DTSTART>
          <DTEND>20261130235959.000[-5:EST]</DTEND>
          <STMTTRN>
            <TRNTYPE>DEBIT</TRNTYPE>
            <DTPOSTED>20261130233000.000[-5:EST]</DTPOSTED>
            <TRNAMT>-42.17</TRNAMT>
            <FITID>2026113024692163</FITID>
            <NAME>WHOLE FOODS #10234</NAME>
          </STMTTRN>
          <STMTTRN>
            <TRNTYPE>CREDIT</TRNTYPE>
            <DTPOSTED>20261128</DTPOSTED>
            <TRNAMT>+500.00</TRNAMT>
            <FITID>2026112824692164</FITID>
            <PAYEE><NAME>PAYMENT - THANK YOU</NAME><ADDR1>PO BOX 1</ADDR1><CITY>X</CITY><STATE>NY</STATE><POSTALCODE>1</POSTALCODE><PHONE>1</PHONE></PAYEE>
          </STMTTRN>
        </BANKTRANLIST>
        <LEDGERBAL><BALAMT>-1234.56</BALAMT><DTASOF>20261130235959.000[-5:EST]</DTASOF></LEDGERBAL>
      </CCSTMTRS>
    </CCSTMTTRNRS>
  </CREDITCARDMSGSRSV1>
</OFX>
`;

describe('parseOfxStatement', () => {
  it('reads OFX 1.02 SGML with unclosed leaves, entities and an empty memo', () => {
    const statement = parsedStatementSchema.parse(parseOfxStatement(sgml(sgmlTransactions)));
    expect(statement.account).toEqual({
      bankId: '021000021',
      accountId: '000123456789',
      type: 'CHECKING',
    });
    expect(statement.currency).toBe('USD');
    expect(statement.warnings).toEqual([]);
    expect(statement.lines).toEqual([
      {
        date: '2026-11-03',
        description: 'AMAZON MKTPL*2K4L51',
        amountCents: -2399,
        fitId: '202611030001',
        payee: 'AMAZON MKTPL*2K4L51',
        memo: 'Amzn.com/bill WA',
        sourceLine: 40,
      },
      {
        date: '2026-11-02',
        description: 'ACME PAYROLL',
        amountCents: 245000,
        fitId: '202611020002',
        payee: 'ACME PAYROLL',
        sourceLine: 48,
      },
      {
        date: '2026-11-05',
        description: 'CHECK 1042',
        amountCents: -15000,
        fitId: '202611050003',
        payee: 'CHECK 1042',
        checkNumber: '1042',
        sourceLine: 56,
      },
      {
        date: '2026-11-06',
        description: 'AT&T MOBILITY',
        amountCents: -6420,
        fitId: '202611060004',
        payee: 'AT&T MOBILITY',
        memo: 'H&M gift card',
        sourceLine: 64,
      },
    ]);
  });

  it('reads OFX 2.x XML and keeps a 23:30 -5:00 posting on its own day', () => {
    const statement = parsedStatementSchema.parse(parseOfxStatement(xml));
    expect(statement.account).toEqual({ accountId: '4111111111111111', type: 'CREDITCARD' });
    expect(statement.lines.map((l) => [l.date, l.amountCents, l.description, l.fitId])).toEqual([
      ['2026-11-30', -4217, 'WHOLE FOODS #10234', '2026113024692163'],
      ['2026-11-28', 50000, 'PAYMENT - THANK YOU', '2026112824692164'],
    ]);
  });

  it('reads a QFX file whose SGML closes some leaves and has spaces in its header', () => {
    const qfx = sgml([
      transaction(
        `<TRNTYPE>DEBIT</TRNTYPE>\n<DTPOSTED>20261107</DTPOSTED>\n<TRNAMT> -9,99 </TRNAMT>\n<FITID>X1</FITID>\n<NAME>NETFLIX.COM`,
      ),
    ]).replace('VERSION:102', 'VERSION: 102');
    expect(parseOfxStatement(qfx).lines.map((l) => [l.date, l.amountCents])).toEqual([
      ['2026-11-07', -999],
    ]);
  });

  it('warns about transactions without a FITID and skips deletions', () => {
    const statement = parseOfxStatement(
      sgml([
        transaction('<TRNTYPE>DEBIT\n<DTPOSTED>20261101\n<TRNAMT>-1.00\n<NAME>NO ID'),
        transaction(
          '<TRNTYPE>DEBIT\n<DTPOSTED>20261101\n<TRNAMT>-1.00\n<FITID>D1\n<CORRECTFITID>X9\n<CORRECTACTION>DELETE',
        ),
      ]),
    );
    expect(statement.lines).toHaveLength(1);
    expect(statement.warnings).toEqual([
      'Transaction 1 has no <FITID>; duplicates are found by date, amount and description',
      'Transaction 2 deletes an earlier one (X9) and was skipped',
    ]);
  });

  it('refuses a file with two different accounts but reads each with parseOfxStatements', () => {
    const second = xml.replace('4111111111111111', '5500000000000004');
    const both = xml.replace(
      '</CREDITCARDMSGSRSV1>',
      `${/<CCSTMTTRNRS>[\s\S]*<\/CCSTMTTRNRS>/.exec(second)![0]}</CREDITCARDMSGSRSV1>`,
    );
    expect(parseOfxStatements(both).map((s) => s.account?.accountId)).toEqual([
      '4111111111111111',
      '5500000000000004',
    ]);
    expect(() => parseOfxStatement(both)).toThrow(
      'OFX: this file holds statements for 2 accounts (…1111, …0004); import each account separately',
    );
  });
});

describe('parseOfxStatement: bad input', () => {
  it('names the transaction with a malformed amount', () => {
    const broken = [...sgmlTransactions];
    broken[3] = broken[3]!.replace('<TRNAMT>-64.20', '<TRNAMT>1.2.3');
    expect(() => parseOfxStatement(sgml(broken))).toThrow(
      'OFX: <TRNAMT> "1.2.3" in transaction 4 is not an amount',
    );
  });

  it('names a missing or malformed posting date', () => {
    const broken = [...sgmlTransactions];
    broken[1] = broken[1]!.replace('<DTPOSTED>20261102', '<DTPOSTED>2026113');
    expect(() => parseOfxStatement(sgml(broken))).toThrow(
      'OFX: <DTPOSTED> "2026113" in transaction 2 is not a date',
    );
    broken[1] = broken[1]!.replace('<DTPOSTED>2026113', '');
    expect(() => parseOfxStatement(sgml(broken))).toThrow(
      'OFX: <DTPOSTED> missing in transaction 2',
    );
  });

  it('refuses transactions that are never closed instead of reading none', () => {
    const unclosed = sgmlTransactions.map((t) => t.replace('</STMTTRN>', ''));
    expect(() => parseOfxStatement(sgml(unclosed))).toThrow(
      'OFX: a <STMTTRN> transaction is never closed (no </STMTTRN>)',
    );
  });

  it('names a missing amount', () => {
    const broken = [sgmlTransactions[0]!.replace('<TRNAMT>-23.99', '')];
    expect(() => parseOfxStatement(sgml(broken))).toThrow('OFX: <TRNAMT> missing in transaction 1');
  });

  it('refuses text that is not OFX, and OFX without a statement', () => {
    expect(() => parseOfxStatement('Date,Amount\n')).toThrow(
      'This file is not a bank statement: no <OFX> element found',
    );
    expect(() => parseOfxStatement('<OFX><SIGNONMSGSRSV1></SIGNONMSGSRSV1></OFX>')).toThrow(
      'OFX: this file holds no bank or credit card statement',
    );
  });
});

describe('parseOfxDate', () => {
  it.each([
    ['20261130', '2026-11-30'],
    ['20261130233000', '2026-11-30'],
    ['20261130233000.000[-5:EST]', '2026-11-30'],
    ['20261201003000[+9:JST]', '2026-12-01'],
    ['20261130233000[-:TZ]', '2026-11-30'],
    ['20261130233000.000', '2026-11-30'],
  ])('reads %s as %s, as written', (text, expected) => {
    expect(parseOfxDate(text)).toBe(expected);
  });
  it.each(['2026113', '20261331', 'yesterday', '2026-11-30'])('refuses %s', (text) => {
    expect(parseOfxDate(text)).toBeUndefined();
  });
});

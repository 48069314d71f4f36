import { describe, expect, it } from 'vitest';
import { parsedStatementSchema } from '../statementLine';
import { parseQifStatement } from './parseQifStatement';

// A Quicken checking export: an account block, apostrophe years, a U line, splits and a category.
const quicken = `!Option:AutoSwitch
!Account
NBusiness Checking
TBank
^
!Clear:AutoSwitch
!Type:Bank
D11/ 3'26
U-23.99
T-23.99
PAMAZON MKTPL*2K4L51
MOrder 113-55
CX
LOffice Supplies
^
D11/28'26
U2,450.00
T2,450.00
PACME PAYROLL
^
D11/ 5'26
T-150.00
N1042
PCity of Springfield Water
LUtilities
SUtilities:Water
$-100.00
SUtilities:Sewer
$-50.00
^
`;

describe('parseQifStatement', () => {
  it('reads a Quicken bank export with apostrophe years, U lines and splits', () => {
    const statement = parsedStatementSchema.parse(parseQifStatement(quicken));
    expect(statement.account).toEqual({ type: 'Bank' });
    expect(statement.warnings).toEqual([]);
    expect(statement.lines).toEqual([
      {
        date: '2026-11-03',
        description: 'AMAZON MKTPL*2K4L51',
        amountCents: -2399,
        payee: 'AMAZON MKTPL*2K4L51',
        memo: 'Order 113-55',
        sourceLine: 8,
      },
      {
        date: '2026-11-28',
        description: 'ACME PAYROLL',
        amountCents: 245000,
        payee: 'ACME PAYROLL',
        sourceLine: 16,
      },
      {
        date: '2026-11-05',
        description: 'City of Springfield Water',
        amountCents: -15000,
        payee: 'City of Springfield Water',
        checkNumber: '1042',
        sourceLine: 21,
      },
    ]);
  });

  it('reads a card export with ISO and day-first dates, CRLF and no trailing ^', () => {
    const card =
      '!Type:CCard\r\nD2026-11-02\r\nT-6.45\r\nPSTARBUCKS\r\n^\r\nD28/11/2026\r\nT500.00\r\nMPayment\r\n';
    const statement = parseQifStatement(card);
    expect(statement.account).toEqual({ type: 'CCard' });
    expect(statement.lines.map((l) => [l.date, l.amountCents, l.description])).toEqual([
      ['2026-11-02', -645, 'STARBUCKS'],
      ['2026-11-28', 50000, 'Payment'],
    ]);
  });

  it('reads ambiguous dates month-first with a warning, or as the user says', () => {
    const text = '!Type:Bank\nD01/02/2026\nT-1.00\nPA\n^\nD03/04/2026\nT-2.00\nPB\n^\n';
    const guessed = parseQifStatement(text);
    expect(guessed.lines.map((l) => l.date)).toEqual(['2026-01-02', '2026-03-04']);
    expect(guessed.warnings).toEqual([
      'Dates like "01/02/2026" were read month-first (MM/DD/YYYY)',
    ]);
    const told = parseQifStatement(text, { dateFormat: 'DD/MM/YYYY' });
    expect(told.lines.map((l) => l.date)).toEqual(['2026-02-01', '2026-04-03']);
  });

  it('ignores category lists and warns about unknown fields', () => {
    const text = '!Type:Cat\nNOffice\nE\n^\n!Type:Bank\nD11/13/2026\nT-1.00\nPA\nKodd\n^\n';
    const statement = parseQifStatement(text);
    expect(statement.lines).toHaveLength(1);
    expect(statement.warnings).toEqual(['Unknown QIF fields were ignored: K']);
  });
});

describe('parseQifStatement: bad input', () => {
  it.each([
    ['!Type:Bank\nD11/13/2026\nT12,3.4\n^\n', 'QIF line 3: amount "12,3.4" is not a number'],
    ['!Type:Bank\nD11/13/2026\nT\n^\n', 'QIF line 3: amount is empty'],
    ['!Type:Bank\nPNo date\nT-1.00\n^\n', 'QIF line 2: the transaction has no date (D line)'],
    [
      '!Type:Bank\nD11/13/2026\nPNo amount\n^\n',
      'QIF line 2: the transaction has no amount (T line)',
    ],
    [
      '!Type:Bank\nD02/30/2026\nT-1.00\n^\n',
      'QIF line 2: date "02/30/2026" is not a valid date (read as MM/DD/YYYY)',
    ],
    [
      '!Type:Bank\nD13/01/2026\nT1\n^\nD01/13/2026\nT1\n^\n',
      'QIF lines 2 and 5: dates are written both day-first ("13/01/2026") and month-first ("01/13/2026")',
    ],
    [
      '!Type:Invst\nD11/13/2026\n^\n',
      'QIF line 1: investment accounts (!Type:Invst) are not supported',
    ],
    ['D11/13/2026\nT1\n^\n', 'QIF line 1: a transaction comes before any !Type: line'],
    [
      '!Type:Cat\nNOffice\n^\n',
      'This file is not a bank statement: no !Type:Bank or !Type:CCard section found',
    ],
  ])('refuses %j', (text, message) => {
    expect(() => parseQifStatement(text)).toThrow(message);
  });
});

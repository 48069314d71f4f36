import { describe, expect, it } from 'vitest';
import { StatementError } from '../statementError';
import { parsedStatementSchema, type ParsedStatement } from '../statementLine';
import { parsePdfStatement, PDF_NO_TEXT_MESSAGE } from './parsePdfStatement';
import { writeTextPdf, type PdfTextRun, type TestPdfPage } from './writeTextPdf.testSupport';

/** A row of a page: one run at the left margin, or runs at given x positions. */
type Row = string | readonly (readonly [number, string])[];

/** A page whose rows are drawn top to bottom, 14 points apart. */
function page(...rows: Row[]): TestPdfPage {
  const runs: PdfTextRun[] = rows.flatMap((row, index) => {
    const y = 740 - index * 14;
    return typeof row === 'string'
      ? [{ x: 50, y, text: row }]
      : row.map(([x, text]) => ({ x, y, text }));
  });
  return { runs };
}

/** A transaction row in the usual columns: date, description, amount (and a balance). */
const tx = (date: string, description: string, amount: string, balance?: string): Row => [
  [50, date],
  [110, description],
  [400, amount],
  ...(balance === undefined ? [] : [[480, balance] as const]),
];

async function parsed(...pages: TestPdfPage[]): Promise<ParsedStatement> {
  return parsedStatementSchema.parse(await parsePdfStatement(writeTextPdf(pages)));
}

async function failure(bytes: Uint8Array): Promise<string> {
  try {
    await parsePdfStatement(bytes);
  } catch (error) {
    if (error instanceof StatementError) return error.message;
    throw error;
  }
  throw new Error('expected a StatementError');
}

const brief = (statement: ParsedStatement) =>
  statement.lines.map((line) => [line.date, line.description, line.amountCents]);

describe('parsePdfStatement', () => {
  it('reads a simple statement, taking the year of MM/DD dates from the statement period', async () => {
    const statement = await parsed(
      page(
        'First Example Bank',
        'Statement Period: 12/15/2025 through 01/14/2026',
        [
          [50, 'Date'],
          [110, 'Description'],
          [400, 'Amount'],
          [480, 'Balance'],
        ],
        tx('12/15', 'Beginning Balance', '1,234.56'),
        tx('12/20', 'COFFEE SHOP SEATTLE WA', '-4.50', '1,230.06'),
        tx('01/02', 'ACME PAYROLL PPD ID 99', '2,450.00', '3,680.06'),
        tx('01/09', 'ONLINE TRANSFER TO SAV', '($100.00)', '3,580.06'),
        [
          [50, '01/10'],
          [110, 'ATM WITHDRAWAL 5TH AVE'],
        ],
        [[400, '20.00']],
        'Page 1 of 1',
      ),
    );
    expect(statement.format).toBe('pdf');
    expect(statement.lines).toEqual([
      {
        date: '2025-12-20',
        description: 'COFFEE SHOP SEATTLE WA',
        amountCents: -450,
        sourceLine: 5,
      },
      {
        date: '2026-01-02',
        description: 'ACME PAYROLL PPD ID 99',
        amountCents: 245000,
        sourceLine: 6,
      },
      {
        date: '2026-01-09',
        description: 'ONLINE TRANSFER TO SAV',
        amountCents: -10000,
        sourceLine: 7,
      },
    ]);
    expect(statement.warnings).toEqual([
      'Page 1: "01/10 ATM WITHDRAWAL 5TH AVE" was not read: no amount at the end of the line',
    ]);
  });

  it('signs amounts by their Deposits / Withdrawals section, across pages', async () => {
    const statement = await parsed(
      page(
        'CHECKING SUMMARY',
        'Beginning Balance $1,000.00',
        'Deposits and Additions 2 2,500.00',
        'January 1, 2026 through January 31, 2026',
        'DEPOSITS AND ADDITIONS',
        [
          [50, 'DATE'],
          [110, 'DESCRIPTION'],
          [400, 'AMOUNT'],
        ],
        tx('01/02', 'Payroll ACME Corp', '2,000.00'),
        tx('01/16', 'Mobile Deposit', '$500.00'),
        'Total Deposits and Additions $2,500.00',
        'ATM & DEBIT CARD WITHDRAWALS',
        [
          [50, 'DATE'],
          [110, 'DESCRIPTION'],
          [400, 'AMOUNT'],
        ],
        tx('01/05', 'Card Purchase 01/04 Coffee Shop', '4.50'),
      ),
      page(
        'ATM & DEBIT CARD WITHDRAWALS (continued)',
        tx('01/20', 'Card Purchase 01/19 Grocery Store', '1,204.17'),
        'Total ATM & Debit Card Withdrawals $1,208.67',
        'CHECKS PAID',
        [
          [50, '1042 ^'],
          [110, '01/08'],
          [400, '150.00'],
        ],
        'DAILY ENDING BALANCE',
        [
          [50, '01/02'],
          [110, '3,000.00'],
          [200, '01/05'],
          [260, '2,995.50'],
        ],
      ),
    );
    expect(
      statement.lines.map((l) => [l.date, l.description, l.amountCents, l.checkNumber]),
    ).toEqual([
      ['2026-01-02', 'Payroll ACME Corp', 200000, undefined],
      ['2026-01-16', 'Mobile Deposit', 50000, undefined],
      ['2026-01-05', 'Card Purchase 01/04 Coffee Shop', -450, undefined],
      ['2026-01-20', 'Card Purchase 01/19 Grocery Store', -120417, undefined],
      ['2026-01-08', 'Check 1042', -15000, '1042'],
    ]);
    expect(statement.warnings).toEqual([]);
  });

  it('reads trailing minus signs, CR/DR marks and dates written "Jan 5, 2026"', async () => {
    const statement = await parsed(
      page(
        'Account activity',
        tx('Jan 5, 2026', 'COFFEE SHOP', '4.50-'),
        tx('Jan 6, 2026', 'REFUND AMAZON', '12.00'),
        tx('Jan 7, 2026', 'WIRE FEE', '25.00 DR'),
        tx('Jan 8, 2026', 'INTEREST', '0.42 CR'),
        tx('Feb 1, 2026', 'RENT', '-$1,500.00'),
      ),
    );
    expect(brief(statement)).toEqual([
      ['2026-01-05', 'COFFEE SHOP', -450],
      ['2026-01-06', 'REFUND AMAZON', 1200],
      ['2026-01-07', 'WIRE FEE', -2500],
      ['2026-01-08', 'INTEREST', 42],
      ['2026-02-01', 'RENT', -150000],
    ]);
    expect(statement.warnings).toEqual([]);
  });

  it('takes the post date when the headings name a transaction date and then a post date', async () => {
    const header: Row = [
      [50, 'Trans Date'],
      [100, 'Post Date'],
      [160, 'Description'],
      [400, 'Amount'],
    ];
    const row: Row = [
      [50, '01/04/2026'],
      [100, '01/06/2026'],
      [160, 'HOTEL'],
      [400, '-80.00'],
    ];
    expect(brief(await parsed(page(header, row)))).toEqual([['2026-01-06', 'HOTEL', -8000]]);
    expect(brief(await parsed(page(row)))).toEqual([['2026-01-04', 'HOTEL', -8000]]);
  });

  it('signs amounts by the Deposits and Withdrawals columns they sit under', async () => {
    const statement = await parsed(
      page(
        'Statement period 02/01/2026 - 02/28/2026',
        [
          [50, 'Date'],
          [110, 'Description'],
          [330, 'Deposits/Additions'],
          [420, 'Withdrawals/Subtractions'],
          [520, 'Ending daily balance'],
        ],
        [
          [50, '2/3'],
          [110, 'Payroll ACME'],
          [340, '1,000.00'],
        ],
        [
          [50, '2/3'],
          [110, 'Grocery Store'],
          [430, '54.20'],
          [525, '1,945.80'],
        ],
        [
          [50, '2/27'],
          [110, 'Rent'],
          [430, '1,500.00'],
        ],
      ),
    );
    expect(brief(statement)).toEqual([
      ['2026-02-03', 'Payroll ACME', 100000],
      ['2026-02-03', 'Grocery Store', -5420],
      ['2026-02-27', 'Rent', -150000],
    ]);
  });

  it('reads unmarked amounts as money out when only credits are marked CR', async () => {
    const statement = await parsed(
      page(
        'Statement date: 03/31/2026',
        tx('03/05', 'COFFEE', '4.50'),
        tx('03/06', 'DEPOSIT', '100.00 CR'),
      ),
    );
    expect(brief(statement)).toEqual([
      ['2026-03-05', 'COFFEE', -450],
      ['2026-03-06', 'DEPOSIT', 10000],
    ]);
    expect(statement.warnings).toEqual([
      'Amounts marked CR were read as money in and unmarked amounts as money out',
    ]);
  });

  it('reads a credit card statement: charges out, payments in', async () => {
    const statement = await parsed(
      page(
        'Opening/Closing Date 12/15/25 - 01/14/26',
        'Credit Limit $5,000.00',
        'Minimum Payment Due $35.00',
        'New Balance $525.00 Payment Due Date 02/10/26',
        tx('12/28', 'AMAZON MKTPLACE', '25.00'),
        tx('01/03', 'PAYMENT THANK YOU', '-500.00'),
      ),
    );
    expect(brief(statement)).toEqual([
      ['2025-12-28', 'AMAZON MKTPLACE', -2500],
      ['2026-01-03', 'PAYMENT THANK YOU', 50000],
    ]);
    expect(statement.warnings).toEqual([
      'This looks like a credit card statement: charges were read as money out and payments and credits as money in',
    ]);
  });

  it('reads day-first dates when a day above 12 shows the order', async () => {
    const statement = await parsed(
      page(tx('05/01/2026', 'TESCO STORES', '-12.30'), tx('15/01/2026', 'SALARY', '2,000.00')),
    );
    expect(brief(statement)).toEqual([
      ['2026-01-05', 'TESCO STORES', -1230],
      ['2026-01-15', 'SALARY', 200000],
    ]);
    const asked = await parsePdfStatement(
      writeTextPdf([page(tx('05/01/2026', 'TESCO STORES', '-12.30'))]),
      { dateFormat: 'DD/MM/YYYY' },
    );
    expect(asked.lines[0]?.date).toBe('2026-01-05');
    const guessed = await parsed(page(tx('05/01/2026', 'TESCO STORES', '-12.30')));
    expect(guessed.lines[0]?.date).toBe('2026-05-01');
    expect(guessed.warnings).toEqual(['Dates like "05/01/2026" were read month-first (MM/DD)']);
  });

  it('reports lines it cannot read instead of guessing', async () => {
    const statement = await parsed(
      page(
        'Statement Period 04/01/2026 to 04/30/2026',
        tx('04/02', 'GOOD LINE', '-1.00'),
        tx('04/03', 'TWO AMOUNTS', '5.00', '6.00'),
        tx('04/31', 'NO SUCH DAY', '-2.00'),
        [
          [50, '04/04'],
          [400, '7.00'],
        ],
      ),
    );
    expect(brief(statement)).toEqual([['2026-04-02', 'GOOD LINE', -100]]);
    expect(statement.warnings).toEqual([
      'Page 1: "04/03 TWO AMOUNTS 5.00 6.00" was not read: it ends with 2 amounts and no column headings say which is the transaction\'s',
      'Page 1: "04/04 7.00" was not read: it has no description',
      'Page 1: "04/31 NO SUCH DAY -2.00" was not read: "04/31" is not a real date',
    ]);
  });

  it('refuses a statement whose dates have no year and no statement period', async () => {
    const bytes = writeTextPdf([page(tx('01/05', 'COFFEE', '-4.50'))]);
    expect(await failure(bytes)).toBe(
      'No transactions were found in this PDF (Page 1: "01/05 COFFEE -4.50" was not read: the date "01/05" has no year and no statement period was found); download the statement as CSV or OFX from your bank if it offers one',
    );
  });

  it('refuses a scanned PDF without a text layer', async () => {
    expect(await failure(writeTextPdf([{ image: true }, { image: true }]))).toBe(
      PDF_NO_TEXT_MESSAGE,
    );
    expect(PDF_NO_TEXT_MESSAGE).toBe(
      'This PDF has no text layer (a scanned image); download the statement as CSV, OFX or a text PDF from your bank',
    );
  });

  it('refuses files that are not PDFs or are damaged', async () => {
    expect(await failure(new TextEncoder().encode('Date,Amount\n'))).toMatch(
      /^This file is not a PDF/,
    );
    expect(await failure(new TextEncoder().encode('%PDF-1.4\n1 0 obj garbage'))).toMatch(
      /^This (file is not a readable PDF|PDF could not be read)/,
    );
  });

  it("leaves the caller's bytes intact", async () => {
    const bytes = writeTextPdf([
      page('Statement date: 03/31/2026', tx('03/05', 'COFFEE', '-4.50')),
    ]);
    const copy = bytes.slice();
    await parsePdfStatement(bytes);
    expect(bytes).toEqual(copy);
  });
});

import { describe, expect, it } from 'vitest';
import { buildNachaPpdFile } from './buildNachaPpdFile';
import { goldenPayrollInput, goldenPayrollLines } from './goldenPayroll.testSupport';
import { companyIdentificationFromEin, type NachaPpdInput } from './nachaInput';
import { NachaInputError } from './nachaInputError';
import { validateNachaFile } from './validateNachaFile';

/** Text at 1-based inclusive positions, as the record tables of formats 1a give them. */
const at = (line: string, from: number, to: number) => line.slice(from - 1, to);

function build(change: Partial<NachaPpdInput> = {}): string[] {
  return buildNachaPpdFile({ ...goldenPayrollInput, ...change })
    .split('\n')
    .slice(0, -1);
}

function issuesOf(input: NachaPpdInput): string[] {
  try {
    buildNachaPpdFile(input);
  } catch (error) {
    if (error instanceof NachaInputError) return error.message.split('\n');
    throw error;
  }
  throw new Error('expected a NachaInputError');
}

const [firstCredit, secondCredit] = goldenPayrollInput.credits;
const [prenote] = goldenPayrollInput.prenotes ?? [];

describe('buildNachaPpdFile: golden payroll (formats 1a)', () => {
  const lines = build();

  it('matches the hand-written file line by line', () => {
    for (const line of goldenPayrollLines) expect(line).toHaveLength(94);
    expect(lines).toEqual(goldenPayrollLines);
    expect(buildNachaPpdFile(goldenPayrollInput)).toBe(`${goldenPayrollLines.join('\n')}\n`);
    expect(validateNachaFile(buildNachaPpdFile(goldenPayrollInput))).toEqual([]);
  });

  it('puts every file header field at its position (Record 1)', () => {
    const line = lines[0]!;
    const fields: [number, number, string][] = [
      [1, 1, '1'], [2, 3, '01'], [4, 13, ' 021000021'], [14, 23, ' 123456789'],
      [24, 29, '261120'], [30, 33, '0905'], [34, 34, 'A'], [35, 37, '094'], [38, 39, '10'],
      [40, 40, '1'], [41, 63, 'JPMORGAN CHASE BANK'.padEnd(23)],
      [64, 86, 'KEEL DEMO CO'.padEnd(23)], [87, 94, ' '.repeat(8)],
    ]; // prettier-ignore
    for (const [from, to, text] of fields) expect(at(line, from, to)).toBe(text);
  });

  it('puts every batch header field at its position, PAYROLL at 54-63 (Record 5)', () => {
    const line = lines[1]!;
    const fields: [number, number, string][] = [
      [1, 1, '5'], [2, 4, '220'], [5, 20, 'KEEL DEMO CO'.padEnd(16)], [21, 40, ' '.repeat(20)],
      [41, 50, '1123456789'], [51, 53, 'PPD'], [54, 63, 'PAYROLL   '], [64, 69, ' '.repeat(6)],
      [70, 75, '261124'], [76, 78, '   '], [79, 79, '1'], [80, 87, '02100002'],
      [88, 94, '0000001'],
    ]; // prettier-ignore
    for (const [from, to, text] of fields) expect(at(line, from, to)).toBe(text);
  });

  it('puts every entry detail field at its position (Record 6)', () => {
    const expected = [
      ['22', '01100001', '5', '123456789', '0000123456', 'E-0001', 'JOSE ALVAREZ', '021000020000001'],
      ['32', '02100002', '1', '000987654321', '0000250000', 'E-0002', "MARY-JANE O'BRIEN", '021000020000002'],
      ['23', '02600959', '3', '5550001', '0000000000', 'E-0003', 'LI WEI', '021000020000003'],
    ]; // prettier-ignore
    expected.forEach(([code, rdfi, check, account, amount, id, name, trace], i) => {
      const line = lines[2 + i]!;
      expect(at(line, 1, 1)).toBe('6');
      expect(at(line, 2, 3)).toBe(code);
      expect(at(line, 4, 11)).toBe(rdfi);
      expect(at(line, 12, 12)).toBe(check);
      expect(at(line, 13, 29)).toBe(account!.padEnd(17));
      expect(at(line, 30, 39)).toBe(amount);
      expect(at(line, 40, 54)).toBe(id!.padEnd(15));
      expect(at(line, 55, 76)).toBe(name!.padEnd(22));
      expect(at(line, 77, 78)).toBe('  ');
      expect(at(line, 79, 79)).toBe('0');
      expect(at(line, 80, 94)).toBe(trace);
    });
  });

  it('puts every batch control field at its position (Record 8)', () => {
    const line = lines[5]!;
    const fields: [number, number, string][] = [
      [1, 1, '8'], [2, 4, '220'], [5, 10, '000003'], [11, 20, '0005800962'],
      [21, 32, '000000000000'], [33, 44, '000000373456'], [45, 54, '1123456789'],
      [55, 73, ' '.repeat(19)], [74, 79, ' '.repeat(6)], [80, 87, '02100002'], [88, 94, '0000001'],
    ]; // prettier-ignore
    for (const [from, to, text] of fields) expect(at(line, from, to)).toBe(text);
  });

  it('puts every file control field at its position, then pads with 9s (Record 9)', () => {
    const line = lines[6]!;
    const fields: [number, number, string][] = [
      [1, 1, '9'], [2, 7, '000001'], [8, 13, '000001'], [14, 21, '00000003'],
      [22, 31, '0005800962'], [32, 43, '000000000000'], [44, 55, '000000373456'],
      [56, 94, ' '.repeat(39)],
    ]; // prettier-ignore
    for (const [from, to, text] of fields) expect(at(line, from, to)).toBe(text);
    expect(lines.slice(7)).toEqual(['9'.repeat(94), '9'.repeat(94), '9'.repeat(94)]);
  });
});

describe('buildNachaPpdFile: options and fitting', () => {
  it('ends every record with CRLF when asked', () => {
    const text = buildNachaPpdFile({ ...goldenPayrollInput, lineEnding: 'CRLF' });
    expect(text).toBe(`${goldenPayrollLines.join('\r\n')}\r\n`);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('cuts long names to their fields and upper-cases them', () => {
    const lines = build({
      originator: {
        ...goldenPayrollInput.originator,
        companyName: 'Keel Demonstration Company LLC',
      },
      credits: [{ ...firstCredit!, name: 'Maximilian Alexander Worthington-Smythe' }],
    });
    expect(at(lines[1]!, 5, 20)).toBe('KEEL DEMONSTRATI');
    expect(at(lines[2]!, 55, 76)).toBe('MAXIMILIAN ALEXANDER W');
  });

  it('spells out letters without an ASCII form and drops accents', () => {
    const lines = build({ credits: [{ ...firstCredit!, name: 'Søren Straße-Łukasz Ærø' }] });
    expect(at(lines[2]!, 55, 76)).toBe('SOREN STRASSE-LUKASZ A');
  });

  it('writes the largest amount the field holds', () => {
    const lines = build({
      credits: [{ ...firstCredit!, amountCents: 9_999_999_999 }],
      prenotes: [],
    });
    expect(at(lines[2]!, 30, 39)).toBe('9999999999');
    expect(at(lines[3]!, 33, 44)).toBe('009999999999');
  });

  it('writes a file of prenotes only, all with zero amounts and codes 23/33', () => {
    const lines = build({
      credits: [],
      prenotes: [prenote!, { ...prenote!, individualId: 'E-0004', accountType: 'savings' }],
    });
    expect(lines.slice(2, 4).map((line) => at(line, 2, 3))).toEqual(['23', '33']);
    expect(lines.slice(2, 4).map((line) => at(line, 30, 39))).toEqual(['0000000000', '0000000000']);
    expect(at(lines[4]!, 33, 44)).toBe('000000000000');
  });

  it('makes the Company Identification from an EIN', () => {
    expect(companyIdentificationFromEin('12-3456789')).toBe('1123456789');
    expect(() => companyIdentificationFromEin('12-345678')).toThrow(RangeError);
  });
});

describe('buildNachaPpdFile: refusals name the employee and the field', () => {
  it('refuses a bad routing number', () => {
    expect(
      issuesOf({
        ...goldenPayrollInput,
        credits: [firstCredit!, { ...secondCredit!, routing: '021000022' }],
      }),
    ).toEqual(["Employee E-0002 (Mary-Jane O'Brien): Routing number is not valid"]);
  });

  it('refuses a bad prenote and reports every issue at once', () => {
    const issues = issuesOf({
      ...goldenPayrollInput,
      credits: [
        { ...firstCredit!, amountCents: 0 },
        { ...secondCredit!, account: '12-34' },
      ],
      prenotes: [{ ...prenote!, routing: '1234' }],
    });
    expect(issues).toEqual([
      'Employee E-0001 (José Álvarez): Amount must be more than $0.00',
      "Employee E-0002 (Mary-Jane O'Brien): Account number must contain digits only",
      'Prenote for employee E-0003 (Li Wei): Routing number must be 9 digits',
    ]);
  });

  it('refuses names a NACHA file cannot carry', () => {
    const credits = [{ ...firstCredit!, name: '王小明', individualId: 'E-0009' }];
    expect(issuesOf({ ...goldenPayrollInput, credits })).toEqual([
      'Employee E-0009 (王小明): Name has a character a NACHA file cannot carry: "王" (U+738B)',
    ]);
    const withTab = [{ ...firstCredit!, name: 'Ann\tLee' }];
    expect(issuesOf({ ...goldenPayrollInput, credits: withTab })[0]).toBe(
      'Employee E-0001 (Ann\tLee): Name has a character a NACHA file cannot carry: U+0009',
    );
  });

  it('refuses a blank name, a long employee id, amounts that do not fit', () => {
    const issues = issuesOf({
      ...goldenPayrollInput,
      credits: [
        { ...firstCredit!, name: '  ' },
        { ...secondCredit!, individualId: 'EMPLOYEE-0000000002' },
        { ...secondCredit!, individualId: 'E-7', amountCents: 10_000_000_000 },
        { ...secondCredit!, individualId: 'E-8', amountCents: 12.5 },
      ],
    });
    expect(issues).toEqual([
      'Employee E-0001: Name is required',
      "Employee EMPLOYEE-0000000002 (Mary-Jane O'Brien): Employee ID must be at most 15 characters",
      "Employee E-7 (Mary-Jane O'Brien): Amount must be at most $99,999,999.99",
      "Employee E-8 (Mary-Jane O'Brien): Amount must be a whole number of cents",
    ]);
  });

  it('refuses file-level problems', () => {
    expect(issuesOf({ ...goldenPayrollInput, credits: [], prenotes: [] })).toEqual([
      'There are no credits or prenotes to send',
    ]);
    const tooMuch = Array.from({ length: 101 }, () => ({
      ...firstCredit!,
      amountCents: 9_999_999_999,
    }));
    expect(issuesOf({ ...goldenPayrollInput, credits: tooMuch })).toEqual([
      'Total credits must be at most $9,999,999,999.99',
    ]);
    expect(issuesOf({ ...goldenPayrollInput, effectiveEntryDate: '2026-11-19' })).toEqual([
      'Effective entry date must not be before the file creation date',
    ]);
    expect(issuesOf({ ...goldenPayrollInput, fileIdModifier: 'a' })).toEqual([
      'File ID modifier must be one of A-Z or 0-9',
    ]);
    const originator = {
      ...goldenPayrollInput.originator,
      odfiRouting: '021000020',
      companyIdentification: '0000000000',
    };
    expect(issuesOf({ ...goldenPayrollInput, originator })).toEqual([
      'Company identification must not be all zeros',
      'ODFI routing number is not valid',
    ]);
    const wrongDescription = { ...goldenPayrollInput, companyEntryDescription: 'SALARY' };
    expect(issuesOf(wrongDescription as unknown as NachaPpdInput)).toEqual([
      'Company entry description must be PAYROLL for wage credits',
    ]);
  });

  it('keeps the issues as data for a form', () => {
    try {
      buildNachaPpdFile({
        ...goldenPayrollInput,
        credits: [{ ...firstCredit!, routing: '011000016' }],
      });
    } catch (error) {
      expect(error).toBeInstanceOf(NachaInputError);
      expect((error as NachaInputError).issues).toEqual([
        {
          path: 'credits.0.routing',
          employee: 'E-0001 (José Álvarez)',
          message: 'Routing number is not valid',
        },
      ]);
    }
    expect.assertions(2);
  });
});

import { describe, expect, it } from 'vitest';
import { goldenPayrollLines } from './goldenPayroll.testSupport';
import { parseNachaFile } from './parseNachaFile';
import { validateNachaFile } from './validateNachaFile';

const golden = goldenPayrollLines.join('\n') + '\n';

/** The golden file with `text` written over line `line` (1-based) from position `from`. */
function overwrite(line: number, from: number, text: string): string {
  const lines = [...goldenPayrollLines];
  const record = lines[line - 1]!;
  lines[line - 1] = record.slice(0, from - 1) + text + record.slice(from - 1 + text.length);
  return lines.join('\n') + '\n';
}

function messages(text: string): string[] {
  return validateNachaFile(text).map((p) =>
    p.line === null ? p.message : `${p.line}: ${p.message}`,
  );
}

describe('parseNachaFile', () => {
  it('reads the records of the golden file by position', () => {
    const { file, problems } = parseNachaFile(golden);
    expect(problems).toEqual([]);
    expect(file.lineEnding).toBe('LF');
    expect(file.fileHeader?.fields.immediateDestination).toBe(' 021000021');
    expect(file.batches).toHaveLength(1);
    const [batch] = file.batches;
    expect(batch?.header.fields.companyEntryDescription).toBe('PAYROLL   ');
    expect(batch?.entries.map((e) => e.fields.individualName.trim())).toEqual([
      'JOSE ALVAREZ',
      "MARY-JANE O'BRIEN",
      'LI WEI',
    ]);
    expect(batch?.control?.fields.entryHash).toBe('0005800962');
    expect(file.fileControl?.fields.blockCount).toBe('000001');
    expect(file.fillerCount).toBe(3);
  });

  it('accepts CRLF, CR and a missing final line ending', () => {
    for (const ending of ['\r\n', '\r']) {
      expect(validateNachaFile(goldenPayrollLines.join(ending) + ending)).toEqual([]);
    }
    expect(validateNachaFile(goldenPayrollLines.join('\n'))).toEqual([]);
    expect(parseNachaFile(goldenPayrollLines.join('\r\n')).file.lineEnding).toBe('CRLF');
  });

  it('reports an empty file and mixed line endings', () => {
    expect(validateNachaFile('')).toEqual([{ line: null, message: 'The file is empty' }]);
    const mixed =
      goldenPayrollLines.slice(0, 5).join('\n') + '\r\n' + goldenPayrollLines.slice(5).join('\n');
    expect(validateNachaFile(mixed)).toEqual([{ line: null, message: 'Mixed line endings' }]);
  });
});

describe('validateNachaFile: the operator checklist of formats 1a', () => {
  it('passes the golden file', () => {
    expect(validateNachaFile(golden)).toEqual([]);
  });

  it('finds wrong record lengths and undefined record types', () => {
    const short = goldenPayrollLines.map((line, i) => (i === 2 ? line.slice(0, 93) : line));
    expect(messages(short.join('\n'))).toEqual(
      expect.arrayContaining([
        '3: Record is 93 characters, not 94',
        '3: Trace number must be 15 digits',
      ]),
    );
    expect(messages(overwrite(8, 1, '4'))).toContain(
      '8: Only filler records of 94 "9"s may follow the file control',
    );
    const extra = [...goldenPayrollLines];
    extra.splice(2, 0, `X${' '.repeat(93)}`);
    expect(messages(extra.join('\n'))).toContain('3: Undefined record type "X"');
  });

  it('finds records out of sequence', () => {
    const lines = [...goldenPayrollLines];
    const swapped = [lines[0], lines[2], lines[1], ...lines.slice(3)].join('\n');
    expect(messages(swapped)).toEqual(
      expect.arrayContaining(['2: Entry detail (6) outside a batch']),
    );
    const noControl = lines
      .filter((_, i) => i !== 5)
      .concat('9'.repeat(94))
      .join('\n');
    expect(messages(noControl)).toContain('6: File control (9) before the batch control (8)');
    expect(messages(lines.slice(1).join('\n'))).toContain(
      '1: A file must begin with a file header (1)',
    );
    expect(messages(lines.slice(0, 6).join('\n'))).toContain('The file has no file control (9)');
  });

  it('finds a file that is not blocked by 10', () => {
    const short = goldenPayrollLines.slice(0, 9).join('\n');
    expect(messages(short)).toEqual(['9 records is not a multiple of 10']);
    const long = [...goldenPayrollLines, ...Array<string>(10).fill('9'.repeat(94))].join('\n');
    expect(messages(long)).toEqual([
      'More filler records than completing the last block needs',
      '7: Block count is "000001", expected "000002"',
    ]);
  });

  it('finds file header fields that reject the file', () => {
    expect(messages(overwrite(1, 34, 'a'))).toEqual(['1: File ID modifier must be A-Z or 0-9']);
    expect(messages(overwrite(1, 35, '095'))).toEqual(['1: Record size must be 094']);
    expect(messages(overwrite(1, 38, '20'))).toEqual(['1: Blocking factor must be 10']);
    expect(messages(overwrite(1, 40, '2'))).toEqual(['1: Format code must be 1']);
    expect(messages(overwrite(1, 13, '2'))).toEqual([
      '1: Immediate destination 021000022 fails the routing check digit',
    ]);
    expect(messages(overwrite(1, 24, '261131'))).toEqual([
      '1: File creation date is not a YYMMDD date',
    ]);
  });

  it('finds batch header fields that reject the batch', () => {
    expect(messages(overwrite(2, 54, 'SALARY    '))).toEqual([
      '2: Company entry description of wage credits must be PAYROLL (positions 54-63)',
    ]);
    expect(messages(overwrite(2, 5, ' '.repeat(16)))).toEqual([
      '2: Company name is all spaces or zeros',
    ]);
    expect(messages(overwrite(2, 51, 'CCD'))).toEqual(['2: Standard entry class "CCD" is not PPD']);
    expect(messages(overwrite(2, 70, '261119'))).toEqual([
      '2: Effective entry date is before the file creation date',
    ]);
    expect(messages(overwrite(2, 76, '330'))).toEqual(['2: Settlement date must be blank']);
    expect(messages(overwrite(2, 2, '221'))).toEqual(
      expect.arrayContaining(['2: Invalid service class code "221"']),
    );
  });

  it('finds entries that reject the batch', () => {
    expect(messages(overwrite(3, 12, '6'))).toEqual([
      '3: Routing number 011000016 fails the check digit (R28)',
    ]);
    expect(messages(overwrite(3, 2, '27'))).toEqual(
      expect.arrayContaining([
        '3: Transaction code "27" is not valid in this batch\'s service class',
      ]),
    );
    expect(messages(overwrite(5, 30, '0000000001'))).toEqual(
      expect.arrayContaining(['5: A prenote must have a zero amount']),
    );
    expect(messages(overwrite(3, 30, '00001234X6'))).toEqual(
      expect.arrayContaining(['3: Amount "00001234X6" is not numeric (R19)']),
    );
    expect(messages(overwrite(5, 80, '02100003'))).toEqual([
      "5: Trace number does not start with the batch's ODFI",
    ]);
    expect(messages(overwrite(4, 55, 'JO\u0007'))).toEqual([
      '4: Invalid character 0x07 at position 57',
    ]);
    expect(messages(overwrite(4, 55, ' '.repeat(22)))).toEqual(['4: Individual name is blank']);
  });

  it('finds trace numbers that are not ascending or not unique', () => {
    const lines = [...goldenPayrollLines];
    const swapped = [...lines.slice(0, 2), lines[3], lines[2], ...lines.slice(4)].join('\n');
    expect(messages(swapped)).toEqual(['4: Trace numbers are not ascending']);
    expect(messages(overwrite(4, 80, '021000020000001'))).toEqual([
      '4: Trace numbers are not ascending',
      '4: Trace number 021000020000001 is not unique in the file',
    ]);
  });

  it('finds batch and file controls out of balance', () => {
    expect(messages(overwrite(3, 30, '0000123457'))).toEqual([
      '6: Total credit amount is "000000373456", expected "000000373457"',
      '7: Total credit amount is "000000373456", expected "000000373457"',
    ]);
    expect(messages(overwrite(6, 11, '0005800963'))).toEqual([
      '6: Entry hash is "0005800963", expected "0005800962"',
    ]);
    expect(messages(overwrite(6, 5, '000004'))).toEqual([
      '6: Entry/addenda count is "000004", expected "000003"',
    ]);
    expect(messages(overwrite(6, 88, '0000002'))).toEqual([
      '6: Batch number is "0000002", expected "0000001"',
    ]);
    expect(messages(overwrite(7, 2, '000002'))).toEqual([
      '7: Batch count is "000002", expected "000001"',
    ]);
    expect(messages(overwrite(7, 22, '0005800961'))).toEqual([
      '7: Entry hash is "0005800961", expected "0005800962"',
    ]);
  });

  it('checks addenda against their entry', () => {
    const lines = [...goldenPayrollLines];
    const addenda = `705${'PAY PERIOD 11/01-11/15'.padEnd(80)}00010000001`;
    const withAddenda = [
      lines[0],
      lines[1],
      overwrite(3, 79, '1').split('\n')[2],
      addenda,
      ...lines.slice(3),
    ];
    withAddenda.splice(-1, 1); // one filler less keeps the file blocked by 10
    const text = withAddenda
      .join('\n')
      .replace('8220000003', '8220000004')
      .replace('900000100000100000003', '900000100000100000004');
    expect(messages(text)).toEqual([]);
    expect(messages(text.replace('00010000001', '00010000002'))).toEqual([
      "4: Entry detail sequence number is not the last 7 digits of the entry's trace",
    ]);
  });
});

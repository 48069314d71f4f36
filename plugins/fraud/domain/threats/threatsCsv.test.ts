import { describe, expect, it } from 'vitest';
import { detectDuplicatePayments } from '../detectors/duplicatePayments';
import { booksOf, payment } from '../samples/books';
import { mergeFindings } from './mergeFindings';
import { threatsCsv } from './threatsCsv';

describe('threatsCsv', () => {
  it('writes one row per threat, quoting commas and defusing a leading formula character', () => {
    const findings = detectDuplicatePayments(
      booksOf([
        payment('t1', '2026-03-02', '=HYPERLINK("x"), Inc', 125_000, 'INV-1043'),
        payment('t2', '2026-03-09', '=HYPERLINK("x"), Inc', 125_000, 'INV-1043'),
      ]),
    );
    const [threat] = mergeFindings([], findings, '2026-03-10T00:00:00.000Z', true).write;
    const [header, row, end] = threatsCsv([threat!]).split('\r\n');
    expect(header).toBe(
      'id,type,severity,status,description,amount,timestamp,confidence,riskFactors,records,reviewedBy,reason',
    );
    expect(row).toContain(
      `${threat!.id},Duplicate payment,high,investigating,"Possible duplicate payment to =HYPERLINK(""x""), Inc: $1,250.00 paid 2 times",1250.00,2026-03-09,`,
    );
    expect(end).toBe('');
    const formula = threatsCsv([{ ...threat!, description: '=SUM(A1:A9)' }]);
    expect(formula).toContain(",'=SUM(A1:A9),");
  });
});

import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { ZodError } from 'zod';
import { checkNumbers } from '../../checks';
import { sampleCheck, samplePaystub } from '../documents.testSupport';
import { layoutTexts, pdfPageRuns, pdfPageTexts } from '../pdfInspection.testSupport';
import { NO_MICR_NOTICE, layoutCheck } from './checkLayout';
import { checksPdf } from './checksPdf';
import { payrollCheckSchema } from './payrollCheckSchema';

const checkFor = (checkNumber: number, name: string) =>
  sampleCheck({
    checkNumber,
    stub: {
      ...samplePaystub({ employee: { name, id: `E-${checkNumber}` } }),
      payment: { method: 'check', checkNumber },
    },
  });

describe('checksPdf', () => {
  it('prints one letter page per check, numbered from 1000, with its title set', async () => {
    const checks = checkNumbers(3).map((n, i) => checkFor(n, `Payee ${i}`));
    const reports: [number, number][] = [];
    const bytes = await checksPdf(checks, (done, total) => reports.push([done, total]));
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(3);
    expect(doc.getPages().map((page) => page.getSize())).toEqual(
      Array(3).fill({ width: 612, height: 792 }),
    );
    expect(doc.getTitle()).toBe('Payroll checks 1000-1002 - Keel Demo Bakery, Inc.');
    expect(reports).toEqual([
      [1, 3],
      [2, 3],
      [3, 3],
    ]);
    const pages = await pdfPageTexts(bytes);
    pages.forEach((texts, i) => {
      expect(texts).toContain(String(1000 + i));
      expect(texts).toContain(`Payee ${i}`);
      expect(texts).toContain('**$1,933.91');
    });
  });

  it('draws exactly the laid-out text, and no MICR line in an ordinary font', async () => {
    const input = sampleCheck();
    const bytes = await checksPdf([input]);
    const [drawn] = await pdfPageTexts(bytes);
    expect(drawn).toEqual(layoutTexts(layoutCheck(payrollCheckSchema.parse(input))));
    const [runs] = await pdfPageRuns(bytes);
    expect(runs!.filter((run) => run.font === 'F3')).toEqual([]); // Courier
    expect(runs!.some((run) => run.text.includes('121000358'))).toBe(false);
    expect(runs!.map((run) => run.text)).toContain(NO_MICR_NOTICE.title);
  });

  it('refuses repeated check numbers and empty runs', async () => {
    const error = await checksPdf([
      checkFor(1000, 'A'),
      checkFor(1001, 'B'),
      checkFor(1000, 'C'),
    ]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ZodError);
    expect((error as ZodError).issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual([
      '2.checkNumber: Check number 1000 is already used by check 1',
    ]);
    await expect(checksPdf([])).rejects.toThrow('No checks to print');
  });
});

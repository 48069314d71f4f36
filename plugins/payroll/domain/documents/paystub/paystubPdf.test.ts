import { describe, expect, it } from 'vitest';
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { ZodError } from 'zod';
import { estimatePaystub, samplePaystub } from '../documents.testSupport';
import { layoutTexts, pdfPageTexts } from '../pdfInspection.testSupport';
import { layoutPaystub } from './paystubLayout';
import { paystubPdf, paystubsPdf } from './paystubPdf';
import { paystubSchema } from './paystubSchema';

describe('paystubPdf', () => {
  it('makes one letter page with its title and metadata set', async () => {
    const doc = await PDFDocument.load(await paystubPdf(samplePaystub()), {
      updateMetadata: false,
    });
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getPage(0).getSize()).toEqual({ width: 612, height: 792 });
    expect(doc.getTitle()).toBe('Paystub - María José Núñez - 03/01/2026 - 03/15/2026');
    expect(doc.getAuthor()).toBe('Keel Demo Bakery, Inc.');
    expect(doc.getSubject()).toContain('Earnings statement');
    expect(doc.getCreator()).toBe('Keel');
    expect(doc.getCreationDate()).toBeUndefined(); // no clock: same input, same bytes
  });

  it('draws exactly the laid-out text', async () => {
    const input = samplePaystub();
    const [drawn] = await pdfPageTexts(await paystubPdf(input));
    expect(drawn).toEqual(layoutTexts(layoutPaystub(paystubSchema.parse(input))));
    expect(drawn).toContain('SSN: XXX-XX-6789');
  });

  it('uses only the standard fonts, embedded once, with no font files', async () => {
    const bytes = await paystubsPdf([samplePaystub(), estimatePaystub()]);
    const doc = await PDFDocument.load(bytes);
    const fontDicts = doc
      .getPages()
      .map((page) => page.node.Resources()!.lookup(PDFName.of('Font'), PDFDict));
    expect(new Set(fontDicts).size).toBe(1); // one font dictionary, shared by every page
    const fonts = fontDicts[0]!.entries().map(([key, ref]) => {
      const font = doc.context.lookup(ref, PDFDict);
      expect(font.get(PDFName.of('FontDescriptor'))).toBeUndefined(); // no font file to describe
      return `${key.toString()} ${font.get(PDFName.of('BaseFont'))!.toString()}`;
    });
    expect(fonts).toEqual(['/F1 /Helvetica', '/F2 /Helvetica-Bold', '/F3 /Courier']);
    const embedded = doc.context
      .enumerateIndirectObjects()
      .filter(
        ([, object]) =>
          object instanceof PDFDict && object.get(PDFName.of('Type')) === PDFName.of('Font'),
      );
    expect(embedded).toHaveLength(3);
  });

  it('gives the same bytes for the same input', async () => {
    expect(await paystubPdf(samplePaystub())).toEqual(await paystubPdf(samplePaystub()));
  });

  it('draws names in scripts WinAnsi lacks as "?" instead of failing', async () => {
    const input = samplePaystub({ employee: { name: '王小明 🎉 Nguyễn', id: 'E-9' } });
    const [drawn] = await pdfPageTexts(await paystubPdf(input));
    expect(drawn).toContain('Employee: ??? ? Nguyen');
  });
});

describe('paystubsPdf', () => {
  it('renders 200 paystubs, a page each, reporting progress up to 200/200', async () => {
    const stubs = Array.from({ length: 200 }, (_, i) =>
      samplePaystub({ employee: { name: `Employee ${i}`, id: `E-${i}` } }),
    );
    const reports: [number, number][] = [];
    const doc = await PDFDocument.load(
      await paystubsPdf(stubs, (done, total) => reports.push([done, total])),
    );
    expect(doc.getPageCount()).toBe(200);
    expect(doc.getTitle()).toBe('Paystubs - Keel Demo Bakery, Inc. - pay date 2026-03-20 (200)');
    expect(reports).toHaveLength(200);
    reports.forEach(([done, total], i) => {
      expect(done).toBe(i + 1);
      expect(total).toBe(200);
    });
    const texts = await pdfPageTexts(await paystubsPdf(stubs.slice(0, 3)));
    expect(texts.map((page) => page.find((t) => t.startsWith('Employee: ')))).toEqual([
      'Employee: Employee 0',
      'Employee: Employee 1',
      'Employee: Employee 2',
    ]);
  });

  it('validates every stub before drawing and names the one that failed', async () => {
    const reports: number[] = [];
    const bad = { ...samplePaystub(), employee: { name: 'X', id: 'E-2', ssnLast4: '123456789' } };
    const error = await paystubsPdf([samplePaystub(), bad], (done) => reports.push(done)).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ZodError);
    expect((error as ZodError).issues.map((i) => i.path.join('.'))).toEqual([
      '1.employee.ssnLast4',
    ]);
    expect(reports).toEqual([]);
    await expect(paystubsPdf([])).rejects.toThrow('No paystubs to print');
  });
});

import { describe, expect, it } from 'vitest';
import { groupPdfTextLines, spanOf, type PdfTextItem } from './pdfTextLines';

const item = (x: number, y: number, text: string, width = text.length * 5): PdfTextItem => ({
  x,
  y,
  text,
  width,
  fontSize: 10,
});

describe('groupPdfTextLines', () => {
  it('groups items by baseline, top to bottom, and sorts each line left to right', () => {
    const lines = groupPdfTextLines(
      2,
      [
        item(400, 500, '-4.50'),
        item(50, 520, 'Date'),
        item(110, 500.8, 'COFFEE SHOP'),
        item(50, 499.6, '01/05'),
        item(110, 520, 'Description'),
      ],
      7,
    );
    expect(lines.map((line) => [line.page, line.number, line.text])).toEqual([
      [2, 7, 'Date Description'],
      [2, 8, '01/05 COFFEE SHOP -4.50'],
    ]);
  });

  it('joins letters drawn one by one into words, and skips fake-bold overprints and blanks', () => {
    const letters = [...'PAYROLL'].map((char, i) => item(100 + i * 5, 300, char));
    const lines = groupPdfTextLines(1, [
      ...letters,
      item(150, 300, 'ACME'),
      item(150.4, 300, 'ACME'),
      item(180, 300, '   '),
      item(200, 300, '  1,000.00 '),
    ]);
    expect(lines.map((line) => line.text)).toEqual(['PAYROLL ACME 1,000.00']);
  });

  it('knows where each character of a line was drawn', () => {
    const [line] = groupPdfTextLines(1, [item(50, 100, '01/05', 25), item(400, 100, '-4.50', 25)]);
    expect(line!.text).toBe('01/05 -4.50');
    expect(spanOf(line!, 6, 11)).toEqual({ left: 400, right: 425 });
    expect(spanOf(line!, 0, 2)).toEqual({ left: 50, right: 60 });
  });
});

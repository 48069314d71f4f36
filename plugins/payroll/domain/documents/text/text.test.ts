import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PDFDocument, StandardFonts, type PDFFont } from 'pdf-lib';
import { winAnsiHex } from '../render/contentStream';
import { fitText, textWidth, wrapText, type FontKey } from './fontMetrics';
import { WIN_ANSI_EXTRA_CODE_POINTS } from './standardFontWidths';
import { isWinAnsi, toWinAnsi } from './winAnsi';

const doc = await PDFDocument.create();
const fonts: Record<FontKey, PDFFont> = {
  regular: doc.embedStandardFont(StandardFonts.Helvetica),
  bold: doc.embedStandardFont(StandardFonts.HelveticaBold),
  mono: doc.embedStandardFont(StandardFonts.Courier),
};
const winAnsiChars = [
  ...Array.from({ length: 0x7e - 0x20 + 1 }, (_, i) => 0x20 + i),
  ...Array.from({ length: 0xff - 0xa0 + 1 }, (_, i) => 0xa0 + i),
  ...WIN_ANSI_EXTRA_CODE_POINTS,
].map((code) => String.fromCodePoint(code));

describe('toWinAnsi', () => {
  it('keeps Latin-1 and the WinAnsi extras as they are', () => {
    expect(toWinAnsi('María José Núñez, Zoë Ångström')).toBe('María José Núñez, Zoë Ångström');
    expect(toWinAnsi('“Quoted” – dash — €5 • ••••6789 … ™')).toBe(
      '“Quoted” – dash — €5 • ••••6789 … ™',
    );
    expect(toWinAnsi('$28.75/hour × 40 ÷ 24')).toBe('$28.75/hour × 40 ÷ 24');
  });

  it('drops marks WinAnsi lacks and spells out a few signs', () => {
    expect(toWinAnsi('Nguyễn Thị Minh Khai')).toBe('Nguyen Thi Minh Khai');
    expect(toWinAnsi('Łukasz Żółć')).toBe('Lukasz Zólc');
    expect(toWinAnsi('wages $2,000.00 − $8,600.00')).toBe('wages $2,000.00 - $8,600.00');
    expect(toWinAnsi('x ≥ 1 → y')).toBe('x >= 1 -> y');
    expect(toWinAnsi('ﬁle Ａ１')).toBe('file A1');
  });

  it('replaces CJK, emoji and other scripts with "?" instead of failing', () => {
    expect(toWinAnsi('王小明')).toBe('???');
    expect(toWinAnsi('Pay day 🎉')).toBe('Pay day ?');
    expect(toWinAnsi('👍🏽 ok')).toBe('? ok'); // the skin-tone modifier is dropped
    expect(toWinAnsi('👨‍👩‍👧')).toBe('???'); // zero-width joiners are dropped
    expect(toWinAnsi('Дмитрий')).toBe('???????');
    expect(toWinAnsi('a\u0000b\tc\nd')).toBe('ab c d');
    expect(toWinAnsi('\ud800')).toBe('?'); // a lone surrogate
  });

  it('gives text every standard font can encode, for any input', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (text) => {
        const safe = toWinAnsi(text);
        for (const char of safe) expect(isWinAnsi(char.codePointAt(0)!)).toBe(true);
        for (const font of Object.values(fonts)) expect(() => font.encodeText(safe)).not.toThrow();
      }),
      { numRuns: 500 },
    );
  });
});

describe('font metrics', () => {
  it('match pdf-lib’s standard fonts for every WinAnsi character', () => {
    for (const key of ['regular', 'bold', 'mono'] as const) {
      for (const char of winAnsiChars) {
        expect(textWidth(char, key, 10)).toBeCloseTo(fonts[key].widthOfTextAtSize(char, 10), 6);
      }
    }
  });

  it('encode text the way pdf-lib does', () => {
    const all = winAnsiChars.join('');
    expect(winAnsiHex(all)).toBe(fonts.regular.encodeText(all).toString());
  });

  it('wraps text within the width, keeping every word and not ending a line on a sign', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[A-Za-z$0-9.,]{1,14}$/), { maxLength: 40 }),
        fc.integer({ min: 30, max: 400 }),
        (words, width) => {
          const text = words.join(' - ');
          const lines = wrapText(text, 'regular', 8, width);
          for (const line of lines)
            expect(textWidth(line, 'regular', 8)).toBeLessThanOrEqual(width + 1e-9);
          expect(lines.join(' ').replace(/ /g, '')).toBe(text.replace(/ /g, ''));
          for (const line of lines.slice(0, -1)) expect(line).not.toMatch(/ -$/);
        },
      ),
    );
  });

  it('fits a cell by shrinking, then cutting with an ellipsis', () => {
    expect(fitText('$1,234.56', 'regular', 9, 100)).toEqual({ text: '$1,234.56', size: 9 });
    const shrunk = fitText('$12,345,678.90', 'regular', 9, 52, 6);
    expect(shrunk.text).toBe('$12,345,678.90');
    expect(textWidth(shrunk.text, 'regular', shrunk.size)).toBeLessThanOrEqual(52);
    const cut = fitText('A very long deduction name indeed', 'regular', 9, 60, 7);
    expect(cut.text.endsWith('…')).toBe(true);
    expect(textWidth(cut.text, 'regular', cut.size)).toBeLessThanOrEqual(60);
  });
});

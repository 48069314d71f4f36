import {
  COURIER_WIDTH,
  HELVETICA_BOLD_WIDTHS,
  HELVETICA_WIDTHS,
  WIN_ANSI_EXTRA_CODE_POINTS,
} from './standardFontWidths';

/** The three standard fonts the documents use: Helvetica, Helvetica-Bold and Courier. */
export type FontKey = 'regular' | 'bold' | 'mono';

/** Code points in the order of the width tables. */
const CODE_POINTS: readonly number[] = [
  ...Array.from({ length: 0x7e - 0x20 + 1 }, (_, i) => 0x20 + i),
  ...Array.from({ length: 0xff - 0xa0 + 1 }, (_, i) => 0xa0 + i),
  ...WIN_ANSI_EXTRA_CODE_POINTS,
];

/** Widths by UTF-16 code unit: a dense table for Latin-1, a map for the few characters above. */
interface WidthTable {
  readonly latin1: Float64Array;
  readonly high: ReadonlyMap<number, number>;
}

function widthTable(widths: readonly number[]): WidthTable {
  // Characters WinAnsi lacks should not reach here (toWinAnsi); count them as wide as '?'.
  const fallback = widths[0x3f - 0x20] ?? 556;
  const latin1 = new Float64Array(256).fill(fallback);
  const high = new Map<number, number>();
  CODE_POINTS.forEach((codePoint, i) => {
    const width = widths[i] ?? fallback;
    if (codePoint < 256) latin1[codePoint] = width;
    else high.set(codePoint, width);
  });
  return { latin1, high };
}

const WIDTHS: Readonly<Record<Exclude<FontKey, 'mono'>, WidthTable>> = {
  regular: widthTable(HELVETICA_WIDTHS),
  bold: widthTable(HELVETICA_BOLD_WIDTHS),
};

/** Ascent and descent of Helvetica (718 and -207 per 1000 em), for boxes around text. */
export const ASCENT = 0.718;
export const DESCENT = 0.207;

/**
 * The width in points of WinAnsi text (see toWinAnsi) drawn at `size`, as pdf-lib draws it:
 * the sum of the glyph widths, no kerning.
 */
export function textWidth(text: string, font: FontKey, size: number): number {
  if (font === 'mono') return (text.length * COURIER_WIDTH * size) / 1000;
  const { latin1, high } = WIDTHS[font];
  let units = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    units += code < 256 ? latin1[code]! : (high.get(code) ?? latin1[0x3f]!);
  }
  return (units * size) / 1000;
}

/** Splits a word wider than `maxWidth` into pieces that fit (at least one character each). */
function breakWord(word: string, font: FontKey, size: number, maxWidth: number): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const char of word) {
    if (piece !== '' && textWidth(piece + char, font, size) > maxWidth) {
      pieces.push(piece);
      piece = '';
    }
    piece += char;
  }
  if (piece !== '') pieces.push(piece);
  return pieces;
}

/** Signs that stay with the word after them, so a line never ends in a dangling minus. */
const LEADING_SIGNS = new Set(['-', '+', '×', '÷', '=']);

/** The words of text, each sign joined to the word that follows it ("- $8,600.00"). */
function words(text: string): string[] {
  const out: string[] = [];
  let sign = '';
  for (const word of text.split(' ')) {
    if (word === '') continue;
    if (LEADING_SIGNS.has(word)) {
      sign = sign === '' ? word : `${sign} ${word}`;
      continue;
    }
    out.push(sign === '' ? word : `${sign} ${word}`);
    sign = '';
  }
  if (sign !== '') out.push(sign);
  return out;
}

/** Text broken at spaces into lines no wider than `maxWidth` (long words are split). */
export function wrapText(text: string, font: FontKey, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  const space = textWidth(' ', font, size);
  let line = '';
  let lineWidth = 0;
  for (const word of words(text)) {
    const wordWidth = textWidth(word, font, size);
    if (line === '' ? wordWidth <= maxWidth : lineWidth + space + wordWidth <= maxWidth) {
      lineWidth = line === '' ? wordWidth : lineWidth + space + wordWidth;
      line = line === '' ? word : `${line} ${word}`;
      continue;
    }
    if (line !== '') lines.push(line);
    const pieces = breakWord(word, font, size, maxWidth);
    line = pieces.pop() ?? '';
    lineWidth = textWidth(line, font, size);
    lines.push(...pieces);
  }
  if (line !== '' || lines.length === 0) lines.push(line);
  return lines;
}

/**
 * Text on one line within `maxWidth`: the size shrinks down to `minSize`, then the text is cut
 * and ends with an ellipsis. Used for table cells, where wrapping would break the columns.
 */
export function fitText(
  text: string,
  font: FontKey,
  size: number,
  maxWidth: number,
  minSize: number = size,
): { text: string; size: number } {
  const width = textWidth(text, font, size);
  if (width <= maxWidth) return { text, size };
  const shrunk = Math.max(minSize, Math.floor(((size * maxWidth) / width) * 10) / 10);
  if (textWidth(text, font, shrunk) <= maxWidth) return { text, size: shrunk };
  const chars = [...text];
  while (chars.length > 0 && textWidth(`${chars.join('')}\u2026`, font, shrunk) > maxWidth) {
    chars.pop();
  }
  return { text: `${chars.join('').trimEnd()}\u2026`, size: shrunk };
}

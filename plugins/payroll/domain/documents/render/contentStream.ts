import type { PageLayout } from '../layout/pageLayout';
import type { FontKey } from '../text/fontMetrics';

/** The resource names a page's content stream uses for the three standard fonts. */
export const FONT_RESOURCE: Readonly<Record<FontKey, string>> = {
  regular: 'F1',
  bold: 'F2',
  mono: 'F3',
};

/** WinAnsi (Windows-1252) codes 0x80-0x9F by Unicode code point; Latin-1 maps to itself. */
const WIN_ANSI_HIGH: ReadonlyMap<number, number> = new Map([
  [0x20ac, 0x80], [0x201a, 0x82], [0x0192, 0x83], [0x201e, 0x84], [0x2026, 0x85], [0x2020, 0x86],
  [0x2021, 0x87], [0x02c6, 0x88], [0x2030, 0x89], [0x0160, 0x8a], [0x2039, 0x8b], [0x0152, 0x8c],
  [0x017d, 0x8e], [0x2018, 0x91], [0x2019, 0x92], [0x201c, 0x93], [0x201d, 0x94], [0x2022, 0x95],
  [0x2013, 0x96], [0x2014, 0x97], [0x02dc, 0x98], [0x2122, 0x99], [0x0161, 0x9a], [0x203a, 0x9b],
  [0x0153, 0x9c], [0x017e, 0x9e], [0x0178, 0x9f],
]); // prettier-ignore

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).toUpperCase().padStart(2, '0'));

/** WinAnsi text as a PDF hex string, e.g. "Né" -> "<4EE9>"; '?' for what WinAnsi lacks. */
export function winAnsiHex(text: string): string {
  let hex = '<';
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    const byte =
      (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)
        ? code
        : (WIN_ANSI_HIGH.get(code) ?? 0x3f);
    hex += HEX[byte];
  }
  return `${hex}>`;
}

/** A number for a content stream: at most 3 decimals, no trailing zeros, no exponent. */
function n(value: number): string {
  const rounded = Math.round(value * 1000) / 1000;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

/**
 * The content stream of a laid-out page, written directly as PDF operators. Drawing through
 * pdf-lib's page.drawText costs an operator object per value and adds a new font resource
 * (with a random name) to the page on every font switch; at 80+ strings a page and thousands of
 * pages that dominated the time. Fonts here are the fixed resources F1-F3, set once per document.
 */
export function pageContentStream(page: PageLayout): string {
  const ops: string[] = [];
  for (const item of page.items) {
    if (item.kind === 'box') {
      ops.push('q');
      if (item.fillGray !== undefined) {
        ops.push(
          `${n(item.fillGray)} g ${n(item.x)} ${n(item.y)} ${n(item.width)} ${n(item.height)} re f`,
        );
      }
      if (item.borderWidth > 0) {
        ops.push(
          `0 G ${n(item.borderWidth)} w ${n(item.x)} ${n(item.y)} ${n(item.width)} ${n(item.height)} re S`,
        );
      }
      ops.push('Q');
    } else if (item.kind === 'rule') {
      ops.push(
        `q 0 G ${n(item.thickness)} w ${item.dashed ? '[3 2] 0 d ' : ''}` +
          `${n(item.x1)} ${n(item.y1)} m ${n(item.x2)} ${n(item.y2)} l S Q`,
      );
    }
  }
  // All text in one text object; font, size and colour are set only when they change.
  ops.push('BT');
  let font = '';
  let size = -1;
  let gray = -1;
  for (const item of page.items) {
    if (item.kind !== 'text') continue;
    if (FONT_RESOURCE[item.font] !== font || item.size !== size) {
      font = FONT_RESOURCE[item.font];
      size = item.size;
      ops.push(`/${font} ${n(size)} Tf`);
    }
    if (item.gray !== gray) {
      gray = item.gray;
      ops.push(`${n(gray)} g`);
    }
    ops.push(`1 0 0 1 ${n(item.x)} ${n(item.y)} Tm ${winAnsiHex(item.text)} Tj`);
  }
  ops.push('ET');
  return ops.join('\n');
}

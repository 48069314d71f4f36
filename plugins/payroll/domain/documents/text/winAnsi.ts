import { WIN_ANSI_EXTRA_CODE_POINTS } from './standardFontWidths';

const EXTRA = new Set(WIN_ANSI_EXTRA_CODE_POINTS);

/** Whether the standard PDF fonts (WinAnsi encoding) can draw this code point. */
export function isWinAnsi(codePoint: number): boolean {
  return (
    (codePoint >= 0x20 && codePoint <= 0x7e) ||
    (codePoint >= 0xa0 && codePoint <= 0xff) ||
    EXTRA.has(codePoint)
  );
}

/** Characters outside WinAnsi with a usual plain spelling. */
const SPELLED: Readonly<Record<string, string>> = {
  '\u2010': '-', '\u2011': '-', '\u2012': '-', '\u2015': '-', '\u2212': '-', '\u2043': '-',
  '\u2032': "'", '\u2033': '"', '\u2264': '<=', '\u2265': '>=', '\u2260': '!=', '\u2248': '~',
  '\u2190': '<-', '\u2192': '->', '\u2044': '/', '\u2215': '/',
  Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h', ı: 'i', Ŋ: 'N', ŋ: 'n', Ŧ: 'T', ŧ: 't',
  ẞ: 'SS',
}; // prettier-ignore

/** Dropped: combining marks, format characters (zero-width joiner...), emoji skin tones. */
const INVISIBLE = /^[\p{M}\p{Cf}\p{Emoji_Modifier}]$/u;
const WHITESPACE = /^\s$/u;
const CONTROL = /^\p{Cc}$/u;

/** The WinAnsi spelling of one character, or undefined when it has none. */
function spell(char: string): string | undefined {
  const code = char.codePointAt(0) ?? 0;
  if (isWinAnsi(code)) return char;
  if (WHITESPACE.test(char)) return ' ';
  if (CONTROL.test(char) || INVISIBLE.test(char)) return '';
  const spelled = SPELLED[char];
  if (spelled !== undefined) return spelled;
  // Compatibility decomposition, marks dropped: ễ -> e, ﬁ -> fi, fullwidth Ａ -> A, ① -> 1.
  let out = '';
  for (const part of char.normalize('NFKD')) {
    const partCode = part.codePointAt(0) ?? 0;
    if (INVISIBLE.test(part)) continue;
    if (!isWinAnsi(partCode)) return undefined;
    out += part;
  }
  return out === '' ? undefined : out;
}

/**
 * Text the standard Helvetica and Courier fonts can draw: they only encode WinAnsi (Latin-1 and a
 * few typographic characters), and pdf-lib throws on anything else. Accented Latin letters are
 * kept or lose only the marks WinAnsi lacks (Nguyễn -> Nguyen), a few signs are spelled out
 * (− -> -, ≥ -> >=), whitespace becomes a space, invisible characters are dropped, and any other
 * character (CJK, emoji...) becomes '?'. Spaces are kept as they are (the MICR line needs them).
 */
export function toWinAnsi(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC')) out += spell(char) ?? '?';
  return out;
}

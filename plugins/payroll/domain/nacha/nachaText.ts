import { z } from 'zod';

/** Letters with no ASCII decomposition, spelled the usual way, and typographic punctuation. */
const SPELLED: Readonly<Record<string, string>> = {
  ß: 'SS', ẞ: 'SS', Æ: 'AE', æ: 'AE', Œ: 'OE', œ: 'OE', Ø: 'O', ø: 'O', Ł: 'L', ł: 'L',
  Đ: 'D', đ: 'D', Ð: 'D', ð: 'D', Þ: 'TH', þ: 'TH', ı: 'I',
  '\u2018': "'", '\u2019': "'", '\u201C': '"', '\u201D': '"', '\u2010': '-', '\u2011': '-',
  '\u2013': '-', '\u2014': '-',
}; // prettier-ignore

const COMBINING_MARK = /\p{M}/u;

/**
 * Text as a NACHA field may carry it: printable ASCII (0x20-0x7E) in upper case. Formats 1a allows
 * ASCII above 0x1F and tells Keel to use upper case only; accented Latin letters lose their marks
 * (José -> JOSE), a few letters are spelled out (ß -> SS). Returns the first character that has
 * no such form (a control character, CJK, emoji...) when the text cannot be carried.
 */
export function toNachaText(
  text: string,
): { ok: true; text: string } | { ok: false; char: string } {
  let out = '';
  for (const char of text.normalize('NFKD')) {
    if (COMBINING_MARK.test(char)) continue;
    const code = char.codePointAt(0) ?? 0;
    const spelled = code >= 0x20 && code <= 0x7e ? char : SPELLED[char];
    if (spelled === undefined) return { ok: false, char };
    out += spelled;
  }
  return { ok: true, text: out.toUpperCase() };
}

function describeChar(char: string): string {
  const code = (char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0');
  return /\p{L}|\p{N}|\p{P}|\p{S}/u.test(char) ? `"${char}" (U+${code})` : `U+${code}`;
}

/** How a NACHA text field treats text longer than the field. */
export type Overflow = 'truncate' | 'refuse';

/**
 * A NACHA alphanumeric field of `length` characters: converted by toNachaText and trimmed; longer
 * text is cut to the field (names) or refused (identifiers, where a cut would change meaning).
 */
export function nachaTextSchema(
  label: string,
  length: number,
  options: { overflow: Overflow; required: boolean },
) {
  return z.string({ error: `${label} is required` }).transform((value, ctx) => {
    const converted = toNachaText(value.trim());
    if (!converted.ok) {
      const message = `${label} has a character a NACHA file cannot carry: ${describeChar(converted.char)}`;
      ctx.issues.push({ code: 'custom', message, input: value });
      return z.NEVER;
    }
    const text = converted.text.trim();
    // Formats 1a, Record 5: a company name, description or ID of only spaces or zeros rejects.
    const blank = text === '' ? 'is required' : /^0+$/.test(text) ? 'must not be all zeros' : null;
    if (options.required && blank) {
      ctx.issues.push({ code: 'custom', message: `${label} ${blank}`, input: value });
      return z.NEVER;
    }
    if (text.length <= length) return text;
    if (options.overflow === 'truncate') return text.slice(0, length).trimEnd();
    const message = `${label} must be at most ${length} characters`;
    ctx.issues.push({ code: 'custom', message, input: value });
    return z.NEVER;
  });
}

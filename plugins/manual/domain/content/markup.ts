/** A piece of a manual sentence: text, a label the person sees, a link to a screen, or a setting. */
export type MarkupPart =
  | { kind: 'text'; text: string }
  | { kind: 'label'; text: string }
  | { kind: 'link'; text: string; path: string }
  | { kind: 'code'; text: string };

const MARK = /\*\*(.+?)\*\*|\[([^\]]+)\]\((\/[^)\s]*)\)|`([^`]+)`/g;

/** Splits a sentence of the manual into its parts (see schema.ts for the marks). */
export function parseMarkup(sentence: string): MarkupPart[] {
  const parts: MarkupPart[] = [];
  let last = 0;
  for (const match of sentence.matchAll(MARK)) {
    const at = match.index;
    if (at > last) parts.push({ kind: 'text', text: sentence.slice(last, at) });
    const [, label, linkText, path, code] = match;
    if (label !== undefined) parts.push({ kind: 'label', text: label });
    else if (linkText !== undefined && path !== undefined)
      parts.push({ kind: 'link', text: linkText, path });
    else if (code !== undefined) parts.push({ kind: 'code', text: code });
    last = at + match[0].length;
  }
  if (last < sentence.length) parts.push({ kind: 'text', text: sentence.slice(last) });
  return parts;
}

/** The sentence as plain text, its marks removed. */
export function plainText(sentence: string): string {
  return parseMarkup(sentence)
    .map((p) => p.text)
    .join('');
}

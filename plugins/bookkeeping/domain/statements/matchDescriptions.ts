/** A description reduced for exact comparison: lower case, letters and digits, single spaces. */
export function normalizeDescription(description: string): string {
  // NFKD turns "é" into "e" + accent, so the accent drops below; it is slow, so only when needed.
  const text = /[\u0080-\uffff]/.test(description) ? description.normalize('NFKD') : description;
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Whether two descriptions name the same merchant (a pending line and its posted form). */
export function similarDescriptions(a: string, b: string): boolean {
  const left = normalizeDescription(a);
  const right = normalizeDescription(b);
  if (
    left === right ||
    (left.length >= 4 && right.length >= 4 && (left.includes(right) || right.includes(left)))
  ) {
    return true;
  }
  // Banks add store numbers, card digits and dates to one form and not the other: compare words.
  const words = (text: string) => new Set(text.split(/[^a-z]+/).filter((word) => word.length >= 3));
  const [x, y] = [words(left), words(right)];
  const smaller = Math.min(x.size, y.size);
  if (smaller === 0) return false;
  // "MKTPL" and "MKTPLACE": banks truncate words differently in the pending and posted forms.
  const matches = (word: string) =>
    y.has(word) ||
    (word.length >= 4 &&
      [...y].some(
        (other) => other.length >= 4 && (other.startsWith(word) || word.startsWith(other)),
      ));
  let shared = 0;
  for (const word of x) if (matches(word)) shared++;
  return shared / smaller >= 0.5;
}
